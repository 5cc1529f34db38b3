import Testing
import TouchRoute
import TouchRouteLayout

/// The keys for the recognizers' distances, durations, speeds and angles:
/// each sets its property, and a value out of range is refused with a message
/// naming the file, the line and the key path.
@Suite struct LayoutRecognizerThresholdTests {
    @Test func everyThresholdKeySetsItsProperty() throws {
        let built = try LayoutRecognizerTests.recognizers(
            """
            - {kind: tap, name: a, allowableMovement: 12, maximumTapDuration: 0.4, maximumIntervalBetweenTaps: 0.25, maximumDistanceBetweenTaps: 60}
            - {kind: swipe, name: b, minimumDistance: 50, minimumSpeed: 500, maximumAngle: 0.7853981633974483}
            - {kind: pan, name: c, panThreshold: 4}
            - {kind: edge-pan, name: d, panThreshold: 6, edgeZoneWidth: 32}
            - {kind: pinch, name: e, spanSlop: 8}
            - {kind: rotation, name: f, rotationThreshold: 0.1}
            """)
        let tap = try #require(built[0] as? TapGestureRecognizer)
        #expect(tap.allowableMovement == 12 && tap.maximumTapDuration == 0.4)
        #expect(tap.maximumIntervalBetweenTaps == 0.25 && tap.maximumDistanceBetweenTaps == 60)
        let swipe = try #require(built[1] as? SwipeGestureRecognizer)
        #expect(swipe.minimumDistance == 50 && swipe.minimumSpeed == 500 && swipe.maximumAngle == .pi / 4)
        #expect((built[2] as? PanGestureRecognizer)?.panThreshold == 4)
        let edge = try #require(built[3] as? ScreenEdgePanGestureRecognizer)
        #expect(edge.panThreshold == 6 && edge.edgeZoneWidth == 32)
        #expect((built[4] as? PinchGestureRecognizer)?.spanSlop == 8)
        #expect((built[5] as? RotationGestureRecognizer)?.rotationThreshold == 0.1)
    }

    @Test func thresholdsLeftOutKeepTheClassesDefaults() throws {
        let built = try LayoutRecognizerTests.recognizers(
            "- {kind: double-tap, name: a}\n- {kind: swipe, name: b}\n- {kind: edge-pan, name: c}")
        let tap = try #require(built[0] as? TapGestureRecognizer)
        #expect(tap.maximumIntervalBetweenTaps == TapGestureRecognizer.standardMaximumIntervalBetweenTaps)
        #expect(tap.allowableMovement == TapGestureRecognizer.standardAllowableMovement)
        #expect((built[1] as? SwipeGestureRecognizer)?.maximumAngle == SwipeGestureRecognizer.standardMaximumAngle)
        let edge = try #require(built[2] as? ScreenEdgePanGestureRecognizer)
        #expect(edge.edgeZoneWidth == ScreenEdgePanGestureRecognizer.standardEdgeZoneWidth)
        #expect(edge.panThreshold == PanGestureRecognizer.standardPanThreshold)
    }

    /// The message for one recognizer `entry` on a zoomable scroll view, in flow style.
    func message(_ entry: String) -> String {
        layoutMessage(
            "views:\n  - type: scroll\n    name: photo\n    frame: [0, 0, 10, 10]\n"
                + "    zoom: {minimum: 1, maximum: 4}\n    recognizers: [\(entry)]\n")
    }

    @Test func thresholdsOutOfRangeAreRefused() {
        let at = "x.yaml:6: views[0].recognizers[0]."
        #expect(
            message("{kind: tap, name: a, maximumIntervalBetweenTaps: 0}")
                == at + "maximumIntervalBetweenTaps: 0 s is not more than 0 and at most 60 s. "
                + "Give a duration in seconds, such as 0.5.")
        #expect(
            message("{kind: double-tap, name: a, maximumDistanceBetweenTaps: -5}")
                == at + "maximumDistanceBetweenTaps: the distance is -5, which is negative. Sizes are points from 0 up."
        )
        #expect(
            message("{kind: swipe, name: a, minimumDistance: 0}")
                == at + "minimumDistance: the distance is 0. Give a number of points above 0, such as 20.")
        #expect(
            message("{kind: swipe, name: a, minimumSpeed: -1}")
                == at + "minimumSpeed: -1 points per second is not from 0 up. "
                + "Give a speed in points per second, such as 300.")
        #expect(
            message("{kind: swipe, name: a, maximumAngle: 30}")
                == at + "maximumAngle: 30 radians is not more than 0 and at most π/2 (1.5708). "
                + "Give an angle in radians, such as 0.5236 (π/6, 30°).")
        #expect(
            message("{kind: rotation, name: a, rotationThreshold: 4}")
                == at + "rotationThreshold: 4 radians is not from 0 to π (3.1416). "
                + "Give an angle in radians, such as 0.0175 (1°).")
        #expect(
            message("{kind: edge-pan, name: a, edgeZoneWidth: 0}")
                == at + "edgeZoneWidth: the width is 0. Give a number of points above 0, such as 20.")
        #expect(
            message("{kind: pinch, name: a, spanSlop: slop}")
                == at + "spanSlop: expected a number, found 'slop'. Give a number of points, such as 10.")
        #expect(
            message("{kind: pan, name: a, panThreshold: 2e9}")
                == at
                + "panThreshold: '2e9' is out of range: a layout takes coordinates and lengths within ±1e9 points. "
                + "Give a number of points, such as 10.")
    }
}
