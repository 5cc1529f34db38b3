import Testing
import TouchRouteTesting

@testable import TouchRoute

/// One drag or glide shared by nested scroll views on the same axis: the order
/// in which they scroll, and that nothing sticks, jumps or is lost at a hand-off.
@Suite struct NestedScrollChainTests {
    typealias Sample = ChainFixtures.Sample

    /// Which of the watched views moved between two samples.
    static func movers(_ before: Sample, _ after: Sample) -> [Int] {
        after.offsets.indices.filter { after.offsets[$0] != before.offsets[$0] }
    }

    /// The views that scrolled, in order, one entry per run of frames; and at
    /// each hand-off frame (two views moving) the view handing over must have
    /// reached `limits[view]` exactly.
    static func scrollingOrder(_ samples: [Sample], limits: [Double]) -> [Int] {
        var order: [Int] = []
        for (before, after) in zip(samples, samples.dropFirst()) where before.dragging && after.dragging {
            let moved = movers(before, after)
            if moved.count > 1, let handingOver = order.last {
                #expect(
                    after.offsets[handingOver] == limits[handingOver],
                    "view \(handingOver) hands over at \(after.offsets[handingOver]), not at its limit")
            }
            let last = order.last
            for view in moved where view != last {
                order.append(view)
            }
        }
        return order
    }

    /// While a finger drags, each frame's finger travel equals what the views
    /// took, in finger space (rubber band undone), to within 0.5 pt. Given the
    /// views' `limits`, travel may be dropped, but only once every view is at
    /// its limit that way (the chain ends in a view that does not bounce).
    static func checkConservation(
        _ samples: [Sample], along axis: Axis = .vertical, limits: [ClosedRange<Double>]? = nil, _ comment: Comment = ""
    ) {
        for (before, after) in zip(samples, samples.dropFirst()) where before.dragging && after.dragging {
            guard let from = before.finger, let to = after.finger else { continue }
            let travel = -(to[axis] - from[axis])
            let taken = zip(before.fingerSpaceOffsets, after.fingerSpaceOffsets).reduce(0) { $0 + $1.1 - $1.0 }
            if let limits, abs(travel - taken) > 0.5 {
                let allAtLimits = zip(after.offsets, limits).allSatisfy { offset, range in
                    travel > 0 ? offset >= range.upperBound : offset <= range.lowerBound
                }
                #expect(
                    allAtLimits && abs(taken) <= abs(travel) + 0.5 && taken * travel >= 0,
                    "at \(after.time): finger \(travel), views \(taken), dropped before the chain ran out \(comment)")
                continue
            }
            #expect(abs(travel - taken) <= 0.5, "at \(after.time): finger \(travel), views \(taken) \(comment)")
        }
    }

    /// How far the finger went (content direction: up is positive) from where
    /// the drag started to where it lifted, and the sample at the lift.
    static func dragged(_ samples: [Sample], along axis: Axis = .vertical) -> (Double, Sample) {
        // The pan starts where the finger's path crosses the pan start, 10 pt
        // from touch-down (decided on the path, at any report rate).
        let down = samples.first { $0.finger != nil }!
        let lift = samples.last { $0.dragging }!
        let travel = down.finger![axis] - lift.finger![axis]
        let panStart = ScrollView.standardPanStartThreshold
        return (travel - (travel < 0 ? -panStart : panStart), lift)
    }

    // MARK: The three-level state table

    struct StateRow: CustomTestStringConvertible, Sendable {
        let state: Int
        let fingerMoves: String
        /// 0 = A, 1 = B, 2 = C: the one view that scrolls; the others are frozen.
        let scrolling: Int
        /// The offset at which the state ends.
        let endsAt: Double
        var testDescription: String {
            "state \(state): finger \(fingerMoves), \(["A", "B", "C"][scrolling]) scrolls until \(endsAt)"
        }
    }

    /// The state table of a three-level chain A ⊃ B ⊃ C: scrolling up, A
    /// scrolls until its top area is gone, then B, then C to its end; scrolling
    /// down, C to its top, then B, then A. Frozen levels keep their offsets.
    static let stateTable = [
        StateRow(state: 0, fingerMoves: "up", scrolling: 0, endsAt: 100),
        StateRow(state: 1, fingerMoves: "up", scrolling: 1, endsAt: 80),
        StateRow(state: 2, fingerMoves: "up", scrolling: 2, endsAt: 300),
        StateRow(state: 3, fingerMoves: "down", scrolling: 2, endsAt: 0),
        StateRow(state: 4, fingerMoves: "down", scrolling: 1, endsAt: 0),
        StateRow(state: 5, fingerMoves: "down", scrolling: 0, endsAt: 0),
    ]

    @Test func theThreeLevelsOfSeed001ScrollInTheOrderOfItsStateTable() {
        let levels = ChainFixtures.ThreeLevels()
        // Up by 530 pt of drag (540 less the pan start): 480 pt of room, then
        // C rubber-bands; then down by as much: 480 pt back, then A rubber-bands.
        let up = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 580), to: Point(200, 40), duration: 1.2), in: levels.window,
            watching: levels.views)
        let down = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 40), to: Point(200, 580), duration: 1.2), in: levels.window,
            watching: levels.views)
        for (rows, samples) in [
            (Self.stateTable.filter { $0.fingerMoves == "up" }, up),
            (Self.stateTable.filter { $0.fingerMoves == "down" }, down),
        ] {
            var limits = [0.0, 0, 0]
            for row in rows { limits[row.scrolling] = row.endsAt }
            #expect(
                Self.scrollingOrder(samples, limits: limits) == rows.map(\.scrolling),
                "\(rows.map(\.testDescription))")
            // Each state ends exactly where the table says, and the levels
            // come to rest there once the overscroll has sprung back.
            for row in rows {
                #expect(samples.last?.offsets[row.scrolling] == row.endsAt, "\(row.testDescription)")
            }
            Self.checkConservation(samples)
        }
    }

    // MARK: The boundary between header and list (where toggling isScrollEnabled sticks)

    @Test func aFastDragAcrossTheBoundaryNeverSticks() {
        for duration in [0.05, 0.1, 0.4] {
            let page = ChainFixtures.HeaderAndList()
            let samples = ChainFixtures.samplesWithMotion(
                of: .drag(from: Point(200, 560), to: Point(200, 160), duration: duration, rate: 120),
                in: page.window, watching: page.views)
            Self.checkConservation(samples, "duration \(duration)")
            // No stuck frame: every frame the finger moves while dragging, something moves.
            for (before, after) in zip(samples, samples.dropFirst()) where before.dragging && after.dragging {
                if before.finger != after.finger {
                    #expect(!Self.movers(before, after).isEmpty, "stuck at \(after.time), duration \(duration)")
                }
            }
            // At the lift, the drag (the finger's travel less the pan start) is
            // the header's 200 pt plus the list's scroll.
            let (dragged, lift) = Self.dragged(samples)
            #expect(lift.offsets[0] == ChainFixtures.HeaderAndList.headerHeight, "duration \(duration)")
            #expect(abs(lift.offsets[1] - (dragged - 200)) < 1e-6, "duration \(duration): \(lift.offsets[1])")
            #expect(dragged > 300, "the pan starts within the first 100 pt")
        }
    }

    @Test func aDragThatStartsOnTheHeaderGoesOnIntoTheList() {
        let page = ChainFixtures.HeaderAndList(top: 100)
        // The header spans y 100…300 on screen; 270 pt of finger, 260 of drag.
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 290), to: Point(200, 20), duration: 0.8), in: page.window, watching: page.views)
        Self.checkConservation(samples)
        let (dragged, lift) = Self.dragged(samples)
        #expect(lift.offsets[0] == 200)
        #expect(dragged > 250)
        #expect(abs(lift.offsets[1] - (dragged - 200)) < 1e-6)
        // The reverse drag, on the list now, brings the header back once the list is at its top.
        let back = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 200), to: Point(200, 600), duration: 0.8), in: page.window, watching: page.views)
        Self.checkConservation(back)
        #expect(Self.scrollingOrder(back, limits: [0, 0]) == [1, 0])
        #expect(back.last?.offsets == [0, 0])
    }

    @Test func aShortListStillHandsOff() {
        let page = ChainFixtures.HeaderAndList(listContentHeight: 300)
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 560), to: Point(200, 260), duration: 0.6), in: page.window, watching: page.views)
        Self.checkConservation(samples)
        // The header collapses fully, the rest rubber-bands the list, which springs back.
        #expect(samples.last { $0.dragging }!.offsets[0] == 200)
        #expect(samples.last { $0.dragging }!.offsets[1] > 0)
        #expect(samples.last?.offsets == [200, 0])
        let back = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 300), to: Point(200, 560), duration: 0.6), in: page.window, watching: page.views)
        Self.checkConservation(back)
        #expect(back.last?.offsets == [0, 0])
    }

    // MARK: Momentum across the boundary

    /// Frame velocities (points per second, all views together) of the
    /// motion after the finger lifted, with the frame at which the view with
    /// index `to` first moved while `from` had moved just before.
    static func momentumHandOff(_ samples: [Sample], from: Int, to: Int) -> (velocities: [Double], handOff: Int)? {
        let liftIndex = samples.lastIndex { $0.finger != nil }!
        let motion = Array(samples[liftIndex...])
        var velocities: [Double] = []
        var handOff: Int?
        for (index, (before, after)) in zip(motion, motion.dropFirst()).enumerated() {
            let moved = zip(before.offsets, after.offsets).reduce(0) { $0 + $1.1 - $1.0 }
            velocities.append(moved / (after.time - before.time))
            let movers = movers(before, after)
            if handOff == nil, movers.contains(to), index > 0,
                Self.movers(motion[index - 1], before) == [from]
            {
                handOff = index
            }
        }
        return handOff.map { (velocities, $0) }
    }

    @Test(arguments: RefreshRate.tested)
    func aFlingReleasedWhileTheHeaderCollapsesCarriesItsVelocityIntoTheList(rate: RefreshRate) throws {
        let page = ChainFixtures.HeaderAndList()
        page.window.refreshRate = rate
        // 2,000 pt/s up, released with the header 70 pt collapsed.
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 500), to: Point(200, 420), duration: 0.04), in: page.window, watching: page.views
        )
        let (velocities, handOff) = try #require(Self.momentumHandOff(samples, from: 0, to: 1))
        #expect(abs(velocities[0] / 2000 - 1) < 0.05, "first frame \(velocities[0]) pt/s after a 2000 pt/s release")
        for index in [handOff - 1, handOff] {
            let ratio = velocities[index + 1] / velocities[index]
            #expect(
                abs(ratio - 1) < 0.05,
                "frames \(index), \(index + 1): \(velocities[index]) → \(velocities[index + 1]) pt/s")
        }
        #expect(samples.last!.offsets[0] == 200)
        #expect(samples.last!.offsets[1] > 500, "the list glides on: \(samples.last!.offsets[1])")
    }

    @Test(arguments: RefreshRate.tested)
    func aFlingDownTheListCarriesItsVelocityIntoTheHeader(rate: RefreshRate) throws {
        let page = ChainFixtures.HeaderAndList()
        page.window.refreshRate = rate
        page.parent.contentOffset = Point(0, 200)
        page.list.contentOffset = Point(0, 300)
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 100), to: Point(200, 180), duration: 0.04), in: page.window, watching: page.views
        )
        let (velocities, handOff) = try #require(Self.momentumHandOff(samples, from: 1, to: 0))
        #expect(abs(velocities[0] / -2000 - 1) < 0.05)
        for index in [handOff - 1, handOff] {
            let ratio = velocities[index + 1] / velocities[index]
            #expect(
                abs(ratio - 1) < 0.05,
                "frames \(index), \(index + 1): \(velocities[index]) → \(velocities[index + 1]) pt/s")
        }
        // The glide runs out of room at the top: the parent bounces and settles there.
        #expect(samples.contains { $0.offsets[0] < 0 })
        #expect(samples.last!.offsets == [0, 0])
    }

    @Test func aFingerOnTheHeaderCatchesAGlideOfTheList() {
        let page = ChainFixtures.HeaderAndList(top: 100)
        let tapped = TapView(name: "header.button", frame: Rect(x: 0, y: 0, width: 400, height: 200))
        page.header.addSubview(tapped)
        page.parent.contentOffset = Point(0, 100)
        let start = page.window.play(.drag(from: Point(200, 500), to: Point(200, 420), duration: 0.04), settling: false)
        page.window.advanceTime(to: start + 0.2)
        #expect(page.parent.contentOffset.y == 200)
        #expect(page.list.isMovingWithoutFinger || page.parent.isMovingWithoutFinger)
        let trace = TraceRecorder(page.window)
        // A tap on what is left of the header (y 100…200) while the list glides.
        page.window.play(.tap(at: Point(200, 150)), after: 0.01, settling: false)
        let caughtAt = page.list.contentOffset
        page.window.settle()
        #expect(page.list.contentOffset == caughtAt)
        #expect(!page.list.isMovingWithoutFinger && !page.parent.isMovingWithoutFinger)
        #expect(trace.phases(receivedBy: "header.button").isEmpty, "a touch that catches a scroll does not tap")
    }

    // MARK: Overscroll behaviours

    @Test(arguments: OverscrollBehavior.allCases)
    func aListAtItsTopChainsContainsOrDropsAPullDown(behavior: OverscrollBehavior) {
        let page = ChainFixtures.HeaderAndList()
        page.parent.contentOffset = Point(0, 150)
        page.list.overscrollBehavior = behavior
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 200), to: Point(200, 300), duration: 0.5), in: page.window, watching: page.views)
        let (dragged, lift) = Self.dragged(samples)
        switch behavior {
        case .auto:
            #expect(
                abs(lift.offsets[0] - (150 + dragged)) < 1e-6 && lift.offsets[1] == 0,
                "the header comes back by the \(-dragged) pt dragged")
        case .contain:
            #expect(lift.offsets[0] == 150)
            #expect(lift.offsets[1] < -30, "the list rubber-bands: \(lift.offsets[1])")
        case .none:
            #expect(lift.offsets == [150, 0])
        }
        #expect(samples.last!.offsets[1] == 0)
    }

    @Test func withoutBounceTheOutermostStopsAtItsEdge() {
        let page = ChainFixtures.HeaderAndList()
        page.parent.bounces = false
        page.parent.contentOffset = Point(0, 50)
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 300), to: Point(200, 500), duration: 0.5), in: page.window, watching: page.views)
        #expect(samples.allSatisfy { $0.offsets[0] >= 0 })
        #expect(samples.last!.offsets == [0, 0])
    }

    @Test func contentFirstChainingScrollsTheInnerViewFirstBothWays() {
        let page = ChainFixtures.HeaderAndList()
        page.parent.nestedScrollPriority = .contentFirst
        let up = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 560), to: Point(200, 60), duration: 2), in: page.window, watching: page.views)
        // The list (950 pt of room) takes all of the drag; the parent never moves.
        let (dragged, lift) = Self.dragged(up)
        #expect(lift.offsets[0] == 0 && abs(lift.offsets[1] - dragged) < 1e-6)
        page.list.contentOffset = Point(0, 940)
        let more = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 560), to: Point(200, 500), duration: 0.5), in: page.window, watching: page.views)
        Self.checkConservation(more)
        // 10 pt finish the list; the rest goes out to the parent.
        let (moreDragged, moreLift) = Self.dragged(more)
        #expect(abs(moreLift.offsets[0] - (moreDragged - 10)) < 1e-6 && moreLift.offsets[1] == 950)
    }
}
