import Testing
import TouchRoute
import TouchRouteStrokes

@Suite struct AnchorRulesTests {
    private func stroke(_ band: ArenaBand, _ script: TouchScript, distanceToEdge: Double? = nil) -> ArenaStroke {
        ArenaStroke(band: band, path: script, distanceToEdge: distanceToEdge, seed: 0)
    }

    /// What each published anchor makes of `stroke`, by name, reported
    /// every millisecond: the scripts' own times, to the millisecond.
    private func outcomes(of stroke: ArenaStroke) -> [String: ArenaOutcome?] {
        Dictionary(uniqueKeysWithValues: AnchorRules.published.map { ($0.name, $0.outcome(of: stroke, at: .model)) })
    }

    /// Two still taps at `first` and `second`, the first `duration` s long and
    /// the second coming down `gap` s after the first lifts.
    private func taps(_ first: Point, _ second: Point, duration: Double = 0.1, gap: Double) -> TouchScript {
        TouchScript.tap(at: first, duration: duration).adding(
            .tap(at: second, duration: duration), after: duration + gap)
    }

    @Test func aStillHoldIsALongPressEverywhereOnceItOutlastsTheTimeout() {
        let held = outcomes(of: stroke(.longPress, .longPress(at: Point(400, 240), duration: 0.8)))
        #expect(held.values.allSatisfy { $0 == .menu })
        // 0.45 s: past Android's 400 ms, short of UIKit's, Flutter's and GTK's 500 ms.
        let short = outcomes(of: stroke(.longPress, .longPress(at: Point(400, 240), duration: 0.45)))
        #expect(short["android"] == .menu)
        #expect(short["uikit"] == .tap && short["flutter"] == .tap && short["gtk"] == .tap)
    }

    @Test func aFingerThatStraysNinePointsFirstIsADragWhereTheSlopIsEight() {
        // 9 pt in the first 0.1 s, then held until 0.8 s.
        let samples = [(0.0, 400.0), (0.05, 404.5), (0.1, 409), (0.8, 409)].map {
            Finger.Sample(time: $0.0, location: Point(x: $0.1, y: 240))
        }
        let script = TouchScript(fingers: [Finger(samples: samples)])
        let result = outcomes(of: stroke(.slowDrag, script))
        #expect(result["uikit"] == .menu && result["flutter"] == .menu)  // 10 pt, 18 pt
        #expect(result["android"] == .page && result["gtk"] == .page)  // 8 dp, 8 px
    }

    @Test func theDoubleTapIntervalIsCountedFromTheLiftOnAndroidAndFromTheTouchDownOnFlutterAndGTK() {
        // Lift at 0.1 s, second touch-down at 0.35 s: 0.25 s after the lift, 0.35 s after the first touch-down.
        let result = outcomes(of: stroke(.doubleTap, taps(Point(400, 240), Point(400, 240), gap: 0.25)))
        #expect(result["android"] == .zoom)  // ≤ 300 ms from the lift
        #expect(result["flutter"] == .tap)  // > 300 ms from the first touch-down
        #expect(result["gtk"] == .zoom)  // ≤ 400 ms press to press
        #expect(result["uikit"] == .some(nil))
    }

    @Test func aSecondTapTenPointsAwayIsTooFarForGTK() {
        let result = outcomes(of: stroke(.doubleTap, taps(Point(400, 240), Point(410, 240), gap: 0.1)))
        #expect(result["android"] == .zoom && result["flutter"] == .zoom)  // 100 dp slop
        #expect(result["gtk"] == .tap)  // 5 px
    }

    /// A tap, then a double tap 200 pt away: the second tap is too far to
    /// pair with the first (100 dp slop), so it starts a pair of its own.
    @Test func aTapTooFarToBeTheSecondStartsADoubleTapOfItsOwn() {
        // Touch-downs at 0, 0.2 and 0.4 s, each tap 0.1 s long.
        let script = taps(Point(300, 240), Point(500, 240), gap: 0.1).adding(
            .tap(at: Point(502, 240), duration: 0.1), after: 0.4)
        let result = outcomes(of: stroke(.tapThenDoubleTap, script))
        #expect(result["android"] == .tapThenZoom)  // 0.1 s from the lift, 2 dp apart
        #expect(result["flutter"] == .tapThenZoom)  // 0.2 s between the touch-downs
        #expect(result["gtk"] == .tapThenZoom)  // 0.2 s press to press, 2 px apart
        #expect(result["uikit"] == .some(nil))
    }

    @Test func aSecondTapSoonerThanFortyMillisecondsIsNotADoubleTapOnAndroidOrFlutter() {
        let result = outcomes(of: stroke(.doubleTap, taps(Point(400, 240), Point(400, 240), gap: 0.02)))
        #expect(result["android"] == .tap && result["flutter"] == .tap)
        #expect(result["gtk"] == .zoom)
    }

    @Test func spreadingFingersPinchAndFingersMovingTogetherPan() {
        let pinch = TouchScript.drag(from: Point(350, 240), to: Point(300, 240), duration: 0.5)
            .adding(.drag(from: Point(450, 240), to: Point(500, 240), duration: 0.5))
        let pinched = outcomes(of: stroke(.pinch, pinch))
        #expect(pinched["android"] == .zoom && pinched["flutter"] == .zoom)
        #expect(pinched["uikit"] == .some(nil) && pinched["gtk"] == .some(nil))
        let pan = TouchScript.drag(from: Point(350, 240), to: Point(150, 240), duration: 0.5)
            .adding(.drag(from: Point(450, 240), to: Point(250, 240), duration: 0.5))
        let panned = outcomes(of: stroke(.twoFingerPan, pan))
        #expect(panned["android"] == .pan && panned["flutter"] == .pan)
    }

    @Test func flutterMeasuresTheSpanAsARadiusSoASpreadOfTwentyFourPointsIsNotYetAPinch() {
        // The fingers spread 24 pt while their centroid stays: past Android's 16 on the distance,
        // 12 on Flutter's radius, short of its 18.
        let script = TouchScript.drag(from: Point(350, 240), to: Point(338, 240), duration: 0.3)
            .adding(.drag(from: Point(450, 240), to: Point(462, 240), duration: 0.3))
        let result = outcomes(of: stroke(.pinch, script))
        #expect(result["android"] == .zoom)
        #expect(result["flutter"] == .pan)
    }

    @Test func aFingerFromTheEdgeZoneMovingAwayIsAnEdgePanAndMovingUpIsTheList() {
        let away = outcomes(of: stroke(.edgePan, .drag(from: Point(6, 240), to: Point(206, 250), duration: 0.3)))
        #expect(away["android"] == .edgePan && away["flutter"] == .edgePan)
        let up = outcomes(of: stroke(.edgeListDrag, .drag(from: Point(6, 300), to: Point(16, 100), duration: 0.3)))
        #expect(up["android"] == .scroll && up["flutter"] == .scroll)
        let inside = outcomes(of: stroke(.edgePan, .drag(from: Point(30, 240), to: Point(230, 240), duration: 0.3)))
        #expect(inside["android"] == .scroll)  // outside the 20 dp edge zone
        #expect(away["uikit"] == .some(nil) && away["gtk"] == .some(nil))
    }

    @Test func noAnchorHandsAZoomedPhotosDragOnToThePager() {
        let swipe = stroke(.zoomedSwipe, .drag(from: Point(600, 240), to: Point(300, 240)), distanceToEdge: 100)
        let result = outcomes(of: swipe)
        #expect(result["android"] == .photoOnly)
        #expect(result["flutter"] == .page)
        #expect(result["uikit"] == .some(nil) && result["gtk"] == .some(nil))
    }
}
