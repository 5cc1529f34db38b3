import Testing

@testable import TouchRoute

@Suite struct PagingTargetTests {
    let page = 400.0
    let range = 0.0...1600  // five pages

    func target(_ offset: Double, velocity: Double, start: Double) -> Double {
        PagingTarget.offset(releasedAt: offset, velocity: velocity, startOffset: start, pageLength: page, range: range)
    }

    @Test func slowReleaseSettlesOnTheNearestPage() {
        #expect(target(830, velocity: 0, start: 800) == 800)
        #expect(target(1010, velocity: 0, start: 800) == 1200)  // past the middle
        #expect(target(610, velocity: 0, start: 800) == 800)
        #expect(target(590, velocity: 0, start: 800) == 400)
    }

    @Test func flickTurnsOnePageByItsProjection() {
        // 40 pt on, at 500 pt/s: projected 40 + 249.5 pt past the middle.
        #expect(target(840, velocity: 500, start: 800) == 1200)
        #expect(target(760, velocity: -500, start: 800) == 400)
        // Too slow to carry past the middle: back.
        #expect(target(840, velocity: 200, start: 800) == 800)
        // A flick against the drag wins over where the drag got to.
        #expect(target(1100, velocity: -800, start: 800) == 800)
    }

    @Test func neverMoreThanOnePageFromTheStart() {
        #expect(target(840, velocity: 20_000, start: 800) == 1200)
        #expect(target(760, velocity: -20_000, start: 800) == 400)
        // Dragged two pages on, released still: one page from the start.
        #expect(target(1600, velocity: 0, start: 800) == 1200)
    }

    @Test func staysInRange() {
        #expect(target(1610, velocity: 3000, start: 1600) == 1600)
        #expect(target(-30, velocity: -3000, start: 0) == 0)
        #expect(PagingTarget.offset(releasedAt: 50, velocity: 100, startOffset: 0, pageLength: 0, range: range) == 50)
        // A range that ends between pages: the last whole page.
        #expect(
            PagingTarget.offset(
                releasedAt: 1500, velocity: 2000, startOffset: 1200, pageLength: page, range: 0...1500) == 1200)
    }

    @Test func snapLandsWithoutPassingThePage() {
        for velocity in [0.0, 500, 3000, 20_000, -1500] {
            let snap = PagingTarget.snap(from: 900, velocity: velocity, to: 1200)
            #expect(snap.restingOffset == 1200)
            #expect(snap.angularFrequency == PagingTarget.snapFrequency)
            for frame in 0...120 {
                #expect(snap.offset(after: Double(frame) / 120) <= 1200 + 1e-9, "v \(velocity) frame \(frame)")
            }
            #expect(snap.isSettled(after: 1), "v \(velocity)")
        }
        // Slow motion towards the page carries over unchanged.
        #expect(PagingTarget.snap(from: 900, velocity: 500, to: 1200).startVelocity == 500)
        #expect(PagingTarget.snap(from: 900, velocity: 20_000, to: 1200).startVelocity == 6000)
        #expect(PagingTarget.snap(from: 1500, velocity: -20_000, to: 1200).startVelocity == -6000)
    }
}
