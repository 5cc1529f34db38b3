import Testing
import TouchRoute
import TouchRouteLayout

/// `kind: transform`: the eighth built-in, made and set through the parameter
/// table like the others.
@Suite struct LayoutTransformRecognizerTests {
    func message(recognizers list: String) -> String { LayoutRecognizerErrorTests().message(recognizers: list) }

    @Test func aTransformTakesItsThresholdsAndFingers() throws {
        let built = try LayoutRecognizerTests.recognizers(
            """
            - {kind: transform, name: map, panThreshold: 4, spanSlop: 8, rotationThreshold: 0.1, minimumFingers: 2, maximumFingers: 3}
            - {kind: transform, name: plain}
            """)
        let map = try #require(built[0] as? TransformGestureRecognizer)
        #expect(map.kind == .transform && map.name == "map")
        #expect(map.panThreshold == 4 && map.spanSlop == 8 && map.rotationThreshold == 0.1)
        #expect(map.minimumNumberOfTouches == 2 && map.maximumNumberOfTouches == 3)
        let plain = try #require(built[1] as? TransformGestureRecognizer)
        #expect(plain.panThreshold == PanGestureRecognizer.standardPanThreshold)
        #expect(plain.spanSlop == PinchGestureRecognizer.standardSpanSlop)
        #expect(plain.rotationThreshold == TransformGestureRecognizer.standardRotationThreshold)
        #expect(plain.maximumNumberOfTouches == .max)
    }

    @Test func itsKeysAndValuesAreCheckedAsTheOthersAre() {
        #expect(
            message(recognizers: "[{kind: transform, name: a, fingers: 2}]")
                == "x.yaml:6: views[0].recognizers[0].fingers: unknown key 'fingers' for a transform recognizer. "
                + "Use one of: \(LayoutRecognizerErrorTests.common), minimumFingers, maximumFingers, panThreshold, "
                + "spanSlop, rotationThreshold.")
        #expect(
            message(recognizers: "[{kind: transform, name: a, rotationThreshold: 4}]")
                == "x.yaml:6: views[0].recognizers[0].rotationThreshold: 4 radians is not from 0 to π (3.1416). "
                + "Give an angle in radians, such as 0.0175 (1°).")
        #expect(
            message(recognizers: "[{kind: transform, name: a, minimumFingers: 3, maximumFingers: 2}]")
                == "x.yaml:6: views[0].recognizers[0].maximumFingers: 2 is out of range. "
                + "Give a number of fingers from the minimum, 3, to 10.")
    }
}
