/// How a scroll view shares a gesture with its content and decides to take it
/// over: one policy, run by the scroll view's entry in the window's
/// `GestureArena` through the one take-over routine
/// (`ScrollArbiter+TakeOver.swift`), with two built-in forms: two behaviours
/// of the scroll view as a participant in the arena, not two paths.
///
/// - `delayThenPan`, UIKit's: each touch goes to the content under it (after
///   `contentTouchDelay` when `delaysContentTouches` is on), and the view takes
///   the gesture once the finger passes `panStartThreshold` along an axis it
///   scrolls, starting from rest where the finger is then.
/// - `forwardThenTakeOver(_:arbitration:)`, the RemorsefulScrollView pager's: every touch of the
///   gesture goes to the child under the first finger, and the view takes the
///   gesture when `rule` says so, catching up with the finger from touch-down;
///   a second finger blocks the takeover. `RemorsefulScrollView` is a scroll
///   view with this policy.
///
/// Either way, when the view takes over it cancels the content's touches
/// (unless `touchesShouldCancel(in:)` refuses) and starts dragging.
///
/// ```swift
/// let verticalPager = ScrollView(name: "stories", frame: frame)
/// verticalPager.isPagingEnabled = true
/// verticalPager.arbitrationPolicy = .forwardThenTakeOver(.remorseful())
/// verticalPager.delaysContentTouches = false
/// ```
public struct ArbitrationPolicy: Hashable, Sendable {
    /// Which content view each touch is passed to.
    public enum ContentTarget: Hashable, Sendable {
        /// The content under each touch, found when it comes down.
        case underEachTouch
        /// The content under the gesture's first finger, for every finger of
        /// the gesture, remembered until the gesture ends.
        case underFirstTouch
    }

    /// The direction rule, applied along the axis the view scrolls (horizontal
    /// when it scrolls both ways); nil for the view's own pan start,
    /// `panStartThreshold` along its scrollable axes.
    public var rule: DirectionStrategy?
    /// How the view's testing depends on what descendants did with the touch.
    public var arbitration: Arbitration
    /// Which content view each touch goes to: the one under each touch (`delayThenPan`) or the one
    /// under the gesture's first finger (`forwardThenTakeOver(_:arbitration:)`).
    public var contentTarget: ContentTarget
    /// Where the drag starts from when the rule takes over. A last-one-standing
    /// takeover always starts from the finger's current location.
    public var anchor: DragAnchor
    /// Whether a second finger on the view ends its testing for the gesture.
    public var secondFingerBlocksTakeover: Bool
    /// When the view, as the last one standing, takes a gesture every holder
    /// below it rejected (with `Arbitration.lastOneStanding`), and when it
    /// yields one to a scroll view above it. Default `.standard`.
    public var lastOneStanding: LastOneStandingRule

    /// Makes a policy from its parts; each parameter is the property of the same name, and
    /// `lastOneStanding` defaults to `.standard`.
    public init(
        rule: DirectionStrategy?, arbitration: Arbitration, contentTarget: ContentTarget,
        anchor: DragAnchor, secondFingerBlocksTakeover: Bool, lastOneStanding: LastOneStandingRule = .standard
    ) {
        self.rule = rule
        self.arbitration = arbitration
        self.contentTarget = contentTarget
        self.anchor = anchor
        self.secondFingerBlocksTakeover = secondFingerBlocksTakeover
        self.lastOneStanding = lastOneStanding
    }

    /// UIKit's scroll view: the default for `ScrollView`.
    public static let delayThenPan = ArbitrationPolicy(
        rule: nil, arbitration: .lastOneStanding, contentTarget: .underEachTouch,
        anchor: .currentLocation, secondFingerBlocksTakeover: false)

    /// The forwarding pager: the default for `RemorsefulScrollView`, with the
    /// 12/4 rule (`RemorsefulRule`) and the last one standing winning.
    public static func forwardThenTakeOver(
        _ rule: DirectionStrategy = .remorseful(), arbitration: Arbitration = .lastOneStanding
    ) -> ArbitrationPolicy {
        ArbitrationPolicy(
            rule: rule, arbitration: arbitration, contentTarget: .underFirstTouch,
            anchor: .touchDown, secondFingerBlocksTakeover: true)
    }
}
