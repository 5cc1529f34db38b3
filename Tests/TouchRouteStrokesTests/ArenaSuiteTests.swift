import Glibc
import Testing
import TouchRoute
import TouchRouteStrokes

@Suite struct ArenaSuiteTests {
    let suite = ArenaSuite(seed: 20_261_127, perBand: 12)

    private func strokes(_ band: ArenaBand) -> [ArenaStroke] { suite.strokes.filter { $0.band == band } }

    @Test func theSameSeedMakesTheSameStrokesInBandOrder() {
        #expect(ArenaSuite(seed: 20_261_127, perBand: 12).strokes == suite.strokes)
        #expect(suite.strokes.map(\.band) == ArenaBand.allCases.flatMap { Array(repeating: $0, count: 12) })
        let again = suite.stroke(in: .doubleTap, seed: strokes(.doubleTap)[3].seed)
        #expect(again == strokes(.doubleTap)[3])
    }

    @Test func everyFingerStaysOnTheScreen() {
        let screen = Rect(origin: .zero, size: suite.screen)
        for stroke in suite.strokes {
            for sample in stroke.path.fingers.flatMap(\.samples) {
                #expect(screen.contains(sample.location), "\(stroke.band) seed \(stroke.seed)")
            }
        }
    }

    @Test func pinchesSpreadTheFingersAndPansKeepTheirSpread() {
        func spread(_ stroke: ArenaStroke, atEnd: Bool) -> Double {
            let points = stroke.path.fingers.map { atEnd ? $0.samples.last!.location : $0.samples[0].location }
            return points[1].displacement(from: points[0]).length
        }
        for pinch in strokes(.pinch) {
            #expect(spread(pinch, atEnd: true) / spread(pinch, atEnd: false) >= 1.4)
        }
        for pan in strokes(.twoFingerPan) {
            #expect(abs(spread(pan, atEnd: true) - spread(pan, atEnd: false)) <= 4)
        }
    }

    @Test func twoFingersOfOneHandKeepTheirSpreadWhileBothAreDown() {
        // The second finger lands late where the hand has carried it: lagging
        // its whole path instead parted quick pans' fingers by 40 pt and more,
        // which the router rightly took for a pinch.
        for pan in strokes(.twoFingerPan) {
            for rate in [ReportRate.hz30, .hz240] {
                expectSteadySpread(pan.script(at: rate), "seed \(pan.seed) \(rate)")
            }
        }
    }

    /// Both fingers' spread, in every frame where both are down, stays within
    /// 4 pt of the first.
    private func expectSteadySpread(_ script: TouchScript, _ label: String) {
        var locations: [Int: Point] = [:]
        var first: Double?
        for frame in script.frames(startingAt: 0) {
            for contact in frame.contacts { locations[contact.id] = contact.location }
            let points = Array(locations.values)
            if points.count == 2 {
                let spread = points[1].displacement(from: points[0]).length
                let start = first ?? spread
                first = start
                #expect(abs(spread - start) <= 4, "\(label)")
            }
            for contact in frame.contacts where contact.phase == .ended { locations[contact.id] = nil }
        }
        #expect(first != nil)
    }

    @Test func theRouterDoesAtLeastAsWellAsTheBestAnchorInEveryBandOfTheDefaultSuiteAtEveryRate() {
        // `touchroute evaluate`'s gesture table: seed 1, 24 strokes a band, at 30, 60, 120 and 240 Hz.
        let evaluation = ArenaEvaluation(ArenaSuite(seed: 1, perBand: 24))
        for rate in evaluation.rates {
            for band in ArenaBand.allCases {
                let router = evaluation.score(for: band, column: ArenaEvaluation.router, at: rate)!
                let best =
                    evaluation.anchors.compactMap { evaluation.score(for: band, column: $0.name, at: rate)?.correct }
                    .max() ?? 0
                #expect(router.correct >= best, "\(band) \(rate)")
            }
            #expect(evaluation.score(for: .twoFingerPan, column: ArenaEvaluation.router, at: rate)?.correct == 24)
            #expect(evaluation.score(for: .zoomedSwipe, column: ArenaEvaluation.router, at: rate)?.correct == 24)
            for band in [ArenaBand.tapThenDoubleTap, .laggingTwoFingerPan, .slowTurn] {
                #expect(evaluation.score(for: band, column: ArenaEvaluation.router, at: rate)?.correct == 24, "\(band)")
            }
        }
        #expect(evaluation.rateDependentStrokes(column: ArenaEvaluation.router).isEmpty)
    }

    @Test func twoTapsAreTwoFingersWithTheirBandsGapsAndDistances() {
        let bands: [(ArenaBand, ClosedRange<Double>, ClosedRange<Double>)] = [
            (.doubleTap, ArenaSuite.doubleTapGaps, ArenaSuite.doubleTapOffsets),
            (.tapsApartInTime, ArenaSuite.separateTapGaps, ArenaSuite.doubleTapOffsets),
            (.tapsApartInPlace, ArenaSuite.doubleTapGaps, ArenaSuite.separateTapOffsets),
        ]
        for (band, gaps, offsets) in bands {
            for stroke in strokes(band) {
                let fingers = stroke.path.fingers
                #expect(fingers.count == 2)
                // The gap is drawn from `gaps`, then down to a whole millisecond of the trace.
                let gap = fingers[1].downTime - fingers[0].upTime
                #expect(gap >= gaps.lowerBound - 0.001 && gap <= gaps.upperBound + 1e-9)
                let apart = fingers[1].samples[0].location.displacement(from: fingers[0].samples[0].location).length
                #expect(apart >= offsets.lowerBound - 0.01 && apart <= offsets.upperBound + 0.01)
            }
        }
    }

    /// A tap, then a double tap: three fingers, the second coming down a
    /// double tap's gap after the first lifts but 120–250 pt away, the third
    /// a double tap's gap after the second and within 20 pt of it.
    @Test func aTapThenADoubleTapElsewhereIsThreeFingers() {
        for stroke in strokes(.tapThenDoubleTap) {
            let fingers = stroke.path.fingers
            #expect(fingers.count == 3)
            for (earlier, later, offsets) in [
                (fingers[0], fingers[1], ArenaSuite.separateTapOffsets),
                (fingers[1], fingers[2], ArenaSuite.doubleTapOffsets),
            ] {
                let gap = later.downTime - earlier.upTime
                #expect(
                    gap >= ArenaSuite.doubleTapGaps.lowerBound - 0.001
                        && gap <= ArenaSuite.doubleTapGaps.upperBound + 1e-9)
                let apart = later.samples[0].location.displacement(from: earlier.samples[0].location).length
                #expect(apart >= offsets.lowerBound - 0.01 && apart <= offsets.upperBound + 0.01)
            }
        }
    }

    /// A slow turn turns the line between its fingers 15–40°, and a lagging
    /// pan keeps their spread but for the lag: the second finger is where
    /// the first was 5–33 ms before, carried by the spread.
    @Test func slowTurnsTurnAndLaggingPansLag() {
        for stroke in strokes(.slowTurn) {
            let (a, b) = (stroke.path.fingers[0].samples, stroke.path.fingers[1].samples)
            func angle(_ i: Int, _ j: Int) -> Double {
                let line = b[j].location.displacement(from: a[i].location)
                return atan2(line.dy, line.dx)
            }
            var turn = abs(angle(a.count - 1, b.count - 1) - angle(0, 0)) * 180 / Double.pi
            if turn > 180 { turn = 360 - turn }
            // The jitter (up to 1 pt an axis on fingers at least 60 pt apart) moves it by up to 2°.
            #expect(turn >= ArenaSuite.turnAngles.lowerBound - 2 && turn <= ArenaSuite.turnAngles.upperBound + 2)
        }
        for stroke in strokes(.laggingTwoFingerPan) {
            let (a, b) = (stroke.path.fingers[0].samples, stroke.path.fingers[1].samples)
            #expect(a.count == b.count)
            let spread = b[0].location.displacement(from: a[0].location)
            // Some lag of 5 to 33 whole milliseconds fits every sample.
            let lags = (5...33).filter { lag in
                (lag..<a.count).allSatisfy {
                    b[$0].location.displacement(from: a[$0 - lag].location + spread).length < 1e-9
                }
            }
            #expect(!lags.isEmpty, "seed \(stroke.seed)")
        }
    }

    @Test func aLongPressOutlastsEveryTimeoutAndStaysWithinEveryMovementLimit() {
        for stroke in strokes(.longPress) {
            let finger = stroke.path.fingers[0]
            #expect(finger.upTime - finger.downTime >= ArenaSuite.holdDurations.lowerBound)
            let down = finger.samples[0].location
            #expect(finger.samples.allSatisfy { $0.location.displacement(from: down).length <= 5 })
        }
    }

    @Test func edgeStrokesComeDownInTheEdgeZoneAndNeverMoveIntoTheEdge() {
        for stroke in strokes(.edgePan) + strokes(.edgeListDrag) {
            let samples = stroke.path.fingers[0].samples
            #expect(ArenaSuite.edgeZone.contains(samples[0].location.x))
            #expect(samples.last!.location.x >= samples[0].location.x - 2)
        }
    }

    @Test func everySwipeOnAZoomedPhotoPansToItsEdgeThenPages() {
        for stroke in strokes(.zoomedSwipe) {
            for rate in ReportRate.evaluated {
                #expect(ArenaJudge.judge(stroke, at: rate).observed == .edgeThenPage, "seed \(stroke.seed) \(rate)")
            }
        }
    }

    @Test func swipesOnAZoomedPhotoGoPastItsEdge() {
        for stroke in strokes(.zoomedSwipe) {
            let samples = stroke.path.fingers[0].samples
            let travel = abs(samples.last!.location.x - samples[0].location.x)
            #expect(stroke.startZoom == ArenaSuite.zoomedScale)
            #expect(travel > stroke.distanceToEdge! + ArenaSuite.travelsPastEdge.lowerBound * 0.9)
        }
    }

    @Test func thePhotoPagerAndTheEdgeListHoldTheNamedRecognizers() {
        let photos = PhotoPagerLayout()
        #expect(photos.photos.map(\.name) == ["photo0", "photo1", "photo2"])
        #expect(photos.shownPhoto === photos.photos[1])
        #expect(photos.photos.allSatisfy { $0.maximumZoomScale == 4 && $0.isZoomable })
        #expect(photos.zoomToggles.allSatisfy { $0.kind == .doubleTap })
        #expect(photos.chrome.failureRequirements.count == 3 && photos.menu.kind == .longPress)
        let list = EdgePanListLayout()
        #expect(list.back.edges == .left && list.back.kind == .edgePan)
        #expect(list.list.gestureRecognizers.contains { $0 === list.back })
    }
}
