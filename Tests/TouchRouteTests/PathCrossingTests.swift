import Testing
import TouchRouteTesting

@testable import TouchRoute

/// The crossing search against the point rules it mirrors: on seeded random
/// segments near touch-down, the first fraction `firstDecision` finds is one
/// where the rule decides (just past it), and no probe before it, 1/2000 of
/// the segment apart, decides.
@Suite struct PathCrossingTests {
    static let strategies: [DirectionStrategy] = [.remorseful(), .viewPager(), .gtkPan()]

    @Test(arguments: strategies)
    func theFirstCrossingIsWhereTheRuleFirstDecides(strategy: DirectionStrategy) {
        var random = SeededRandom(seed: 27)
        var decided = 0
        for _ in 0..<2000 {
            let from = Vector(
                dx: Double.random(in: -20...20, using: &random), dy: Double.random(in: -20...20, using: &random))
            let to = Vector(
                dx: Double.random(in: -40...40, using: &random), dy: Double.random(in: -40...40, using: &random))
            let axis: Axis = Bool.random(using: &random) ? .horizontal : .vertical
            guard strategy.decide(from, along: axis) == .undecided else { continue }
            let segment = PathSegment(from: from, to: to)
            let probes = 2000
            let firstProbe = (1...probes).first {
                strategy.decide(segment.point(at: Double($0) / Double(probes)), along: axis) != .undecided
            }
            guard let found = strategy.firstDecision(on: segment, along: axis) else {
                // Only a region the segment grazes between two probes may be missed.
                #expect(
                    firstProbe == nil, "\(strategy) \(from) → \(to) along \(axis): a probe decides at \(firstProbe!)")
                continue
            }
            decided += 1
            let past = min(found.fraction + 1e-9, 1)
            #expect(
                strategy.decide(segment.point(at: past), along: axis) == found.verdict, "\(strategy) \(from) → \(to)")
            if let firstProbe {
                #expect(Double(firstProbe) / Double(probes) >= found.fraction - 1e-12, "\(strategy) \(from) → \(to)")
            }
        }
        #expect(decided > 300, "the segments decide often enough to mean something")
    }

    @Test func aDiscIsLeftWhereTheSegmentCrossesItsRadius() throws {
        let segment = PathSegment(from: Vector(dx: 0, dy: 0), to: Vector(dx: 30, dy: 40))
        let exit = try #require(segment.firstExit(fromDiscOf: 10))
        #expect(abs(exit - 0.2) < 1e-12)
        #expect(PathSegment(from: Vector(dx: 20, dy: 0), to: Vector(dx: 30, dy: 0)).firstExit(fromDiscOf: 10) == nil)
        #expect(PathSegment(from: .zero, to: Vector(dx: 3, dy: 4)).firstExit(fromDiscOf: 10) == nil)
    }

    @Test func aSegmentAlreadyInsideARegionCrossesNothing() {
        let take = AxisRegion(AxisRegion.along(beyond: 12))
        #expect(
            PathSegment(from: Vector(dx: 13, dy: 0), to: Vector(dx: 20, dy: 0)).firstEntry(
                into: take, along: .horizontal) == nil)
        // From the edge it enters at once.
        #expect(
            PathSegment(from: Vector(dx: 12, dy: 0), to: Vector(dx: 20, dy: 0)).firstEntry(
                into: take, along: .horizontal) == 0)
        // Through the origin, the other way: the absolute value counts.
        let entry = PathSegment(from: Vector(dx: 4, dy: 0), to: Vector(dx: -20, dy: 0)).firstEntry(
            into: take, along: .horizontal)
        #expect(entry.map { abs($0 - 16.0 / 24) < 1e-12 } == true)
    }
}
