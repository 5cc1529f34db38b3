import Testing

@testable import TouchRoute

@Suite struct ScrollAnimationTests {
    let animation = ScrollAnimation(from: Point(0, 100), to: Point(300, 500))

    @Test func runsFromStartToEndInTheDuration() {
        #expect(animation.duration == 0.3)
        #expect(animation.offset(after: 0) == Point(0, 100))
        #expect(animation.offset(after: -1) == Point(0, 100))
        #expect(animation.offset(after: 0.3) == Point(300, 500))
        #expect(animation.offset(after: 5) == Point(300, 500))
        #expect(animation.offset(after: 0.15) == Point(150, 300))  // symmetric: halfway at half time
        #expect(!animation.isDone(after: 0.2999))
        #expect(animation.isDone(after: 0.3))
    }

    @Test func easesInAndOut() {
        let steps = (0...36).map { animation.offset(after: Double($0) / 120).x }
        let moves = zip(steps.dropFirst(), steps).map { $0 - $1 }
        #expect(moves.allSatisfy { $0 >= 0 })
        #expect(moves.first! < 1 && moves.last! < 1)  // slow at both ends
        #expect(moves.max()! == moves[17] || moves.max()! == moves[18])  // fastest in the middle
    }

    @Test func zeroDurationJumps() {
        let jump = ScrollAnimation(from: .zero, to: Point(10, 10), duration: 0)
        #expect(jump.offset(after: 0) == Point(10, 10))
        #expect(jump.isDone(after: 0))
    }
}
