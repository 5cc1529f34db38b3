import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Each built-in direction rule's two forms against each other, on seeded
/// random segments: the point test (`decide`, the verdict for one
/// displacement from touch-down) and the test on the path
/// (`firstDecision(on:along:)`, the first point of a move between two reports
/// at which the verdict changes). Both read the rule's `DirectionRegions`;
/// this checks that the exact search on the path finds what the point test
/// says, at every threshold setting, on both axes and in every quadrant.
///
/// For each segment that starts undecided (where the arbiter asks the path
/// test: it stops asking once the rule decides):
/// - no change on the path: the end, and a random point on the way, are
///   undecided;
/// - a change at fraction `s`: just before `s` (and at a random point
///   before it) the point test is undecided, and just past it, it gives the
///   change's verdict; "just" is `tolerance` points along the segment.
///
/// Half the segments have their ends on a quarter-point grid, so they start
/// on edges, run along them and cross the axes at exact points; the other
/// half are anywhere.
@Suite struct DirectionRegionsTests {
    /// Segments drawn for each rule, spread over its settings.
    static let segmentsPerRule = 100_000
    /// Points along the segment on either side of a change at which the
    /// point test is asked: far above the rounding of a crossing computed
    /// from displacements of a few hundred points (about 1e-13 pt).
    static let tolerance = 1e-7

    /// Each rule with a spread of settings: the standard one, zero
    /// thresholds where they leave room to be undecided (GTK's exact rule; a
    /// ViewPager slop of 0 decides every move at once), small ones, and large ones.
    static let rules: [(name: String, settings: [DirectionStrategy])] = [
        (
            "remorseful",
            [
                .remorseful(), .remorseful(thresholdX: 0, thresholdY: 0.5),
                .remorseful(thresholdX: 3, thresholdY: 20), .remorseful(thresholdX: 40, thresholdY: 9),
            ]
        ),
        ("viewpager", [.viewPager(), .viewPager(slop: 1), .viewPager(slop: 5.5), .viewPager(slop: 48)]),
        ("gtk-pan", [.gtkPan(), .gtkPan(threshold: 0), .gtkPan(threshold: 1.5), .gtkPan(threshold: 40)]),
    ]

    @Test(arguments: 0..<rules.count)
    func eachRulesPathFormAgreesWithItsPointForm(rule index: Int) {
        let (name, settings) = Self.rules[index]
        var random = SeededRandom(seed: 0x5EED_0000 + UInt64(index))
        var checked = 0
        var changes = 0
        var draws = 0
        var failures = 0
        while checked < Self.segmentsPerRule, draws < 20 * Self.segmentsPerRule, failures < 10 {
            draws += 1
            let strategy = settings[checked % settings.count]
            let axis: Axis = random.next() & 1 == 0 ? .horizontal : .vertical
            let segment = Self.segment(around: strategy, using: &random)
            guard strategy.decide(segment.from, along: axis) == .undecided else { continue }
            checked += 1
            let change = strategy.firstDecision(on: segment, along: axis)
            if change != nil { changes += 1 }
            // Checked with plain comparisons, and described only when they
            // fail: an `#expect` per check costs more than the check.
            let earlier = Self.unit(using: &random)
            if let disagreement = Self.disagreement(of: strategy, along: axis, on: segment, change, earlier: earlier) {
                failures += 1
                Issue.record(
                    "\(name) \(strategy.thresholds) along \(axis): \(segment.from) → \(segment.to): \(disagreement)")
            }
        }
        #expect(checked == Self.segmentsPerRule || failures > 0, "\(name): too few segments start undecided")
        #expect(changes > checked / 5, "\(name): the segments decide often enough to mean something")
    }

    /// What the point test says against `change`, the path test's answer on
    /// `segment`; nil when they agree. `earlier` (0...1) picks a random point
    /// before the change, or anywhere when there is none.
    static func disagreement(
        of strategy: DirectionStrategy, along axis: Axis, on segment: PathSegment, _ change: PathDecision?,
        earlier: Double
    ) -> String? {
        func verdict(at fraction: Double) -> DirectionVerdict {
            strategy.decide(segment.point(at: fraction), along: axis)
        }
        guard let change else {
            if verdict(at: 1) != .undecided { return "no change on the path, but the end decides" }
            if verdict(at: earlier) != .undecided { return "no change on the path, but it decides at \(earlier)" }
            return nil
        }
        guard change.verdict != .undecided, (0...1).contains(change.fraction) else { return "\(change)" }
        let step = tolerance / max((segment.to - segment.from).length, tolerance)
        let before = max(change.fraction - step, 0)
        if verdict(at: before) != .undecided { return "decided just before \(change.fraction)" }
        if verdict(at: earlier * before) != .undecided {
            return "decided at \(earlier * before), before \(change.fraction)"
        }
        // Past it, closer and closer: a segment may graze a region for less
        // than the tolerance, or leave it where it ends.
        for halvings in 0...40
        where verdict(at: min(change.fraction + step / Double(1 << halvings), 1)) == change.verdict {
            return nil
        }
        return "not \(change.verdict) just past \(change.fraction)"
    }

    /// A move of up to twice the setting's scale from a point within one and
    /// a half of it, scale being its largest threshold (at least 4 pt); half
    /// the time with both ends on a quarter-point grid.
    static func segment(around strategy: DirectionStrategy, using random: inout SeededRandom) -> PathSegment {
        let thresholds = strategy.thresholds
        let scale = max(thresholds.x ?? 0, thresholds.y ?? 0, 4)
        func coordinate(within range: Double) -> Double { (2 * unit(using: &random) - 1) * range }
        var from = Vector(dx: coordinate(within: 1.5 * scale), dy: coordinate(within: 1.5 * scale))
        var to = from + Vector(dx: coordinate(within: 2 * scale), dy: coordinate(within: 2 * scale))
        if random.next() & 1 == 0 {
            func snapped(_ vector: Vector) -> Vector {
                Vector(dx: (vector.dx * 4).rounded() / 4, dy: (vector.dy * 4).rounded() / 4)
            }
            from = snapped(from)
            to = snapped(to)
        }
        return PathSegment(from: from, to: to)
    }

    /// A uniform draw in 0..<1 from the generator's top 53 bits: the generic
    /// `Double.random(in:using:)` is most of the test's time in a debug build.
    static func unit(using random: inout SeededRandom) -> Double { Double(random.next() >> 11) * 0x1p-53 }
}
