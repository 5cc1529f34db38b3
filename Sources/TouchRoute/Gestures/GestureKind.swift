/// What a recognizer looks for: the `kind` of its trace records, and whether
/// it is continuous. The built-in recognizers' kinds are the constants below;
/// a user's own recognizer makes its own kind, under its own name, so that it
/// is traced as what it is and may go through `began` without posing as a
/// pan:
///
/// ```swift
/// final class Scrub: GestureRecognizer {
///     static let kind = GestureKind(name: "scrub", isContinuous: true)
///     override var kind: GestureKind { Self.kind }
/// }
/// ```
///
/// Two kinds are the same kind when both their name and their continuity
/// agree: a user's kind named `pan` that is continuous is the built-in pan.
public struct GestureKind: Hashable, Sendable {
    /// The trace's spelling (`tap`, `double-tap`, …, or a user's own name):
    /// what the text and JSON Lines traces print, and the C API's
    /// `kind_name`. A user's name is printed as given (the JSON trace escapes
    /// it); keep it to one word without spaces, so that the text trace's
    /// columns still split.
    public let name: String
    /// Whether recognizers of this kind go possible → began → changed → ended
    /// (continuous) rather than possible → recognized (discrete).
    public let isContinuous: Bool

    /// A kind of one's own: `name` for the trace, and whether it is continuous.
    public init(name: String, isContinuous: Bool) {
        self.name = name
        self.isContinuous = isContinuous
    }

    /// A tap recognizer that needs one tap. Discrete.
    public static let tap = GestureKind(name: "tap", isContinuous: false)
    /// A tap recognizer that needs two or more taps.
    public static let doubleTap = GestureKind(name: "double-tap", isContinuous: false)
    /// Fingers held still for a minimum time (`LongPressGestureRecognizer`). Continuous.
    public static let longPress = GestureKind(name: "long-press", isContinuous: true)
    /// A drag of one or more fingers (`PanGestureRecognizer`). Continuous.
    public static let pan = GestureKind(name: "pan", isContinuous: true)
    /// Two fingers moving apart or together (`PinchGestureRecognizer`). Continuous.
    public static let pinch = GestureKind(name: "pinch", isContinuous: true)
    /// Two fingers turning about each other (`RotationGestureRecognizer`). Continuous.
    public static let rotation = GestureKind(name: "rotation", isContinuous: true)
    /// A quick straight stroke in a permitted direction (`SwipeGestureRecognizer`). Discrete.
    public static let swipe = GestureKind(name: "swipe", isContinuous: false)
    /// A pan that starts at one of the window's edges.
    public static let edgePan = GestureKind(name: "edge-pan", isContinuous: true)
    /// One gesture of the fingers' focal point, spread and turn together
    /// (Flutter's scale gesture): `TransformGestureRecognizer`.
    public static let transform = GestureKind(name: "transform", isContinuous: true)

    /// The built-in recognizers' kinds, in the order of the C API's
    /// `tr_gesture_kind` values (`TR_GESTURE_TAP` … `TR_GESTURE_EDGE_PAN`,
    /// then, after `TR_GESTURE_CUSTOM`, `TR_GESTURE_TRANSFORM`): append, never
    /// reorder. `BuiltInRecognizer.all` registers each one's class.
    public static let allBuiltIn: [GestureKind] = [
        .tap, .doubleTap, .longPress, .pan, .pinch, .rotation, .swipe, .edgePan, .transform,
    ]

    /// Whether this is one of `allBuiltIn`, rather than a user's own kind.
    public var isBuiltIn: Bool { Self.allBuiltIn.contains(self) }
}

extension GestureKind: CustomStringConvertible {
    public var description: String { name }
}
