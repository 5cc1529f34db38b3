/// A built-in recognizer class as the layout files and the C API know it:
/// its kind, how to make one, and its parameters. `all` registers every one,
/// so that adding a built-in recognizer is its own file plus one entry here
/// (and its kind in `GestureKind`): the layout reader's keys, checks and
/// settings and the C API's `tr_recognizer_create`, `tr_recognizer_set` and
/// `tr_recognizer_get` all read the registration.
public struct BuiltInRecognizer: Sendable {
    /// The kind it makes, whose name is also the layout's `kind:` word.
    public let kind: GestureKind
    /// Its parameters, in the order a layout's messages list their keys.
    public let parameters: [RecognizerParameter]
    private let factory: @Sendable (String) -> GestureRecognizer

    /// Registers `kind` with its `parameters` (in the order a layout's messages list them) and `make`,
    /// which makes a new recognizer of the class, with its defaults, under the name it is given.
    public init(
        _ kind: GestureKind, _ parameters: [RecognizerParameter],
        make factory: @escaping @Sendable (_ name: String) -> GestureRecognizer
    ) {
        self.kind = kind
        self.parameters = parameters
        self.factory = factory
    }

    /// A new recognizer of the kind, named `name`, with the class's defaults.
    public func make(name: String) -> GestureRecognizer { factory(name) }

    /// The parameter named `key`, or nil when the kind has none of that name.
    public func parameter(_ key: String) -> RecognizerParameter? { parameters.first { $0.key == key } }

    /// The registration of `kind`; nil for a user's own kind.
    public static func registered(_ kind: GestureKind) -> BuiltInRecognizer? { all.first { $0.kind == kind } }

    /// The parameter named `key` of `recognizer`: its kind's, or, for a
    /// subclass of a built-in class under a kind of its own, the first
    /// registered parameter of that name whose property it has.
    public static func parameter(_ key: String, of recognizer: GestureRecognizer) -> RecognizerParameter? {
        if let own = registered(recognizer.kind)?.parameter(key) { return own }
        return all.lazy.compactMap { $0.parameter(key) }.first { $0.applies(to: recognizer) }
    }
}

extension BuiltInRecognizer {
    private static let fingers = RecognizerParameter.Measure.count(noun: "fingers", least: 1, unlimited: false)
    private static let maximumFingers = RecognizerParameter.Measure.count(noun: "fingers", least: 1, unlimited: true)

    private static func taps(least: Int) -> [RecognizerParameter] {
        [
            .init(
                "taps", .count(noun: "taps", least: least, unlimited: false), \TapGestureRecognizer.numberOfTapsRequired
            ),
            .init("fingers", fingers, \TapGestureRecognizer.numberOfTouchesRequired),
            .init(
                "allowableMovement", .points(noun: "the movement", allowsZero: true),
                \TapGestureRecognizer.allowableMovement),
            .init("maximumTapDuration", .seconds(allowsZero: false), \TapGestureRecognizer.maximumTapDuration),
            .init(
                "maximumIntervalBetweenTaps", .seconds(allowsZero: false),
                \TapGestureRecognizer.maximumIntervalBetweenTaps),
            .init(
                "maximumDistanceBetweenTaps", .points(noun: "the distance", allowsZero: true),
                \TapGestureRecognizer.maximumDistanceBetweenTaps),
        ]
    }

    private static let panThreshold = RecognizerParameter.Measure.points(noun: "the threshold", allowsZero: true)
    private static let spanSlop = RecognizerParameter.Measure.points(noun: "the slop", allowsZero: true)
    private static let rotationThreshold = RecognizerParameter.Measure.radians(
        allowsZero: true, limit: .halfTurn, example: "0.0175 (1°)")

    /// `minimumFingers`, `maximumFingers` (at least the minimum) and
    /// `panThreshold`: the parameters of a recognizer that follows a range of
    /// fingers' centroid (pan, edge pan, transform).
    private static func centroidParameters<Recognizer: GestureRecognizer>(
        _ minimum: ReferenceWritableKeyPath<Recognizer, Int> & Sendable,
        _ maximum: ReferenceWritableKeyPath<Recognizer, Int> & Sendable,
        _ threshold: ReferenceWritableKeyPath<Recognizer, Double> & Sendable
    ) -> [RecognizerParameter] {
        [
            .init("minimumFingers", fingers, minimum),
            .init("maximumFingers", maximumFingers, atLeast: "minimumFingers", maximum),
            .init("panThreshold", panThreshold, threshold),
        ]
    }

    /// A pan's parameters, which an edge pan has too.
    private static let panParameters = centroidParameters(
        \PanGestureRecognizer.minimumNumberOfTouches, \PanGestureRecognizer.maximumNumberOfTouches,
        \PanGestureRecognizer.panThreshold)

    /// Every built-in recognizer, in the order of `GestureKind.allBuiltIn`
    /// (the C API's `tr_gesture_kind` values): append, never reorder.
    public static let all: [BuiltInRecognizer] = [
        BuiltInRecognizer(.tap, taps(least: 1)) { TapGestureRecognizer(name: $0) },
        BuiltInRecognizer(.doubleTap, taps(least: 2)) { name in
            let tap = TapGestureRecognizer(name: name)
            tap.numberOfTapsRequired = 2
            return tap
        },
        BuiltInRecognizer(
            .longPress,
            [
                .init("fingers", fingers, \LongPressGestureRecognizer.numberOfTouchesRequired),
                .init("minimumDuration", .seconds(allowsZero: true), \LongPressGestureRecognizer.minimumPressDuration),
                .init(
                    "allowableMovement", .points(noun: "the movement", allowsZero: true),
                    \LongPressGestureRecognizer.allowableMovement),
            ]
        ) { LongPressGestureRecognizer(name: $0) },
        BuiltInRecognizer(.pan, panParameters) { PanGestureRecognizer(name: $0) },
        BuiltInRecognizer(.pinch, [.init("spanSlop", spanSlop, \PinchGestureRecognizer.spanSlop)]) {
            PinchGestureRecognizer(name: $0)
        },
        BuiltInRecognizer(
            .rotation, [.init("rotationThreshold", rotationThreshold, \RotationGestureRecognizer.rotationThreshold)]
        ) {
            RotationGestureRecognizer(name: $0)
        },
        BuiltInRecognizer(
            .swipe,
            [
                .init("fingers", fingers, \SwipeGestureRecognizer.numberOfTouchesRequired),
                .init("direction", .directions, \SwipeGestureRecognizer.direction),
                .init(
                    "minimumDistance", .points(noun: "the distance", allowsZero: false),
                    \SwipeGestureRecognizer.minimumDistance),
                .init("minimumSpeed", .pointsPerSecond, \SwipeGestureRecognizer.minimumSpeed),
                .init(
                    "maximumAngle", .radians(allowsZero: false, limit: .quarterTurn, example: "0.5236 (π/6, 30°)"),
                    \SwipeGestureRecognizer.maximumAngle),
            ]
        ) { SwipeGestureRecognizer(name: $0) },
        BuiltInRecognizer(
            .edgePan,
            panParameters + [
                .init("edges", .edges, \ScreenEdgePanGestureRecognizer.edges),
                .init(
                    "edgeZoneWidth", .points(noun: "the width", allowsZero: false),
                    \ScreenEdgePanGestureRecognizer.edgeZoneWidth),
            ]
        ) { ScreenEdgePanGestureRecognizer(name: $0) },
        BuiltInRecognizer(
            .transform,
            centroidParameters(
                \TransformGestureRecognizer.minimumNumberOfTouches, \TransformGestureRecognizer.maximumNumberOfTouches,
                \TransformGestureRecognizer.panThreshold) + [
                    .init("spanSlop", spanSlop, \TransformGestureRecognizer.spanSlop),
                    .init("rotationThreshold", rotationThreshold, \TransformGestureRecognizer.rotationThreshold),
                ]
        ) { TransformGestureRecognizer(name: $0) },
    ]
}
