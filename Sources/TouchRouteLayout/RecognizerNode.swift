import TouchRoute

/// One entry of a view's `recognizers:` list: a gesture recognizer to attach
/// to the view when the layout is built. Each setting left nil keeps the
/// recognizer class's own default.
///
/// ```yaml
/// recognizers:
///   - {kind: double-tap, name: zoom1, action: {zoomToggle: [1, 2.5]}}
///   - {kind: tap, name: chrome, requiresFailureOf: [zoom1]}
///   - {kind: long-press, name: menu, minimumDuration: 0.5}
/// ```
public struct RecognizerNode: Hashable, Sendable {
    /// `kind`: which recognizer class (a `double-tap` is a tap recognizer of 2
    /// taps). One of `GestureKind.allBuiltIn`: a layout makes no user's kind.
    public var kind: GestureKind
    /// `name`: the recognizer's name in traces; unique among the file's recognizers.
    public var name: String
    /// `taps` (tap, double-tap): `numberOfTapsRequired`.
    public var taps: Int?
    /// `fingers` (tap, double-tap, long-press, swipe): `numberOfTouchesRequired`.
    public var fingers: Int?
    /// `minimumDuration` (long-press), in seconds: `minimumPressDuration`.
    public var minimumDuration: Double?
    /// `allowableMovement` (long-press, tap, double-tap), in points.
    public var allowableMovement: Double?
    /// `maximumTapDuration` and `maximumIntervalBetweenTaps` (tap,
    /// double-tap), in seconds; `maximumDistanceBetweenTaps`, in points.
    public var maximumTapDuration: Double?
    public var maximumIntervalBetweenTaps: Double?
    public var maximumDistanceBetweenTaps: Double?
    /// `minimumDistance` (swipe), in points; `minimumSpeed`, in points per
    /// second; `maximumAngle`, in radians.
    public var minimumDistance: Double?
    public var minimumSpeed: Double?
    public var maximumAngle: Double?
    /// `panThreshold` (pan, edge-pan), in points.
    public var panThreshold: Double?
    /// `edgeZoneWidth` (edge-pan), in points.
    public var edgeZoneWidth: Double?
    /// `spanSlop` (pinch), in points.
    public var spanSlop: Double?
    /// `rotationThreshold` (rotation), in radians.
    public var rotationThreshold: Double?
    /// `minimumFingers` and `maximumFingers` (pan, edge-pan):
    /// `minimumNumberOfTouches` and `maximumNumberOfTouches`.
    public var minimumFingers: Int?
    public var maximumFingers: Int?
    /// `direction` (swipe): one direction or a list.
    public var direction: SwipeDirection?
    /// `edges` (edge-pan): one edge, a list, or `all`.
    public var edges: RectEdges?
    /// `requiresFailureOf`: names of recognizers that must fail before this
    /// one may recognize (`require(toFail:)`).
    public var requiresFailureOf: [String]
    /// `simultaneousWith`: names of recognizers this one may recognize
    /// together with; the relation holds both ways.
    public var simultaneousWith: [String]
    /// `cancelsTouches`, `delaysBegan`, `delaysEnded`: `cancelsTouchesInView`,
    /// `delaysTouchesBegan`, `delaysTouchesEnded`.
    public var cancelsTouches: Bool?
    public var delaysBegan: Bool?
    public var delaysEnded: Bool?
    /// `action`: what the router does by itself when the recognizer
    /// recognizes (discrete) or begins (continuous); nil for none.
    public var action: RecognizerAction?
    /// The 1-based line where the entry starts in its file.
    public var line: Int
    /// A scroll view's own pan or pinch (`<view name>.pan`, `.pinch`;
    /// `ViewNode.scrollRecognizers`), which the build takes from its scroll
    /// view rather than makes: only its relationships come from the file.
    public var isScrollViewsOwn = false

    public init(kind: GestureKind, name: String, line: Int = 0) {
        self.kind = kind
        self.name = name
        self.requiresFailureOf = []
        self.simultaneousWith = []
        self.line = line
    }
}

/// What a layout's recognizer does on its own when it fires.
public enum RecognizerAction: Hashable, Sendable {
    /// `zoomToggle: [from, to]`: zoom the nearest zoomable scroll view under
    /// the gesture to `to` at the gesture's location when it is at `from`,
    /// else back to `from` (`ScrollView.zoom(toScale:at:animated:)`): a
    /// photo's double tap, `[1, 2.5]`.
    case zoomToggle(from: Double, to: Double)
}
