/// The names of the router's own rules, as they appear in `Decision.rule` and
/// in the CLI's output. A pager's direction rules are named by
/// `DirectionStrategy.name`.
public enum DecisionRule {
    /// A scroll view's pan start: `ScrollView.panStartThreshold` along a scrollable axis.
    public static let pan = "pan"
    /// UIKit's content-touch delay (`delaysContentTouches`, 150 ms).
    public static let delay = "delay"
    /// Content touches forwarded at once (`delaysContentTouches` off).
    public static let immediate = "immediate"
    /// Content that is itself a scroll view gets touches at once, so it can pan.
    public static let nestedScrollView = "nested-scroll-view"
    /// The finger stopped the content's own motion (a glide, a snap), so it
    /// does not tap the content: outcome `withheld`.
    public static let caughtMotion = "caught-motion"
    /// `touchesShouldBegin(_:with:in:)` kept a touch from the content.
    public static let touchesShouldBegin = "touches-should-begin"
    /// `touchesShouldCancel(in:)` or `canCancelContentTouches` kept a scroll from starting.
    public static let touchesShouldCancel = "touches-should-cancel"
    /// A view with `isMultipleTouchEnabled` off already had a touch.
    public static let multipleTouch = "multiple-touch"
    /// Every descendant that could take the touch gave it up, so the scroll
    /// view took it (`Arbitration.lastOneStanding`); the x threshold is the
    /// travel it needed: the pan start, or the rule's own x threshold if longer.
    public static let lastOneStanding = "last-one-standing"
    /// A touch lifted after travelling more than the pan start while no view
    /// scrolled it or tapped (`Decision.Outcome.unclaimed`).
    public static let deadGesture = "dead-gesture"
    /// The window closed a touch a view forgot to end (the exactly-once invariant).
    public static let invariant = "invariant"

    // The input's cancellations, one rule per `CancellationReason` (its raw
    // value): the window records one at the touch's view before it delivers
    // `touchesCancelled`, so the trace gives the cause before the effect.

    /// The contact turned into a palm (`MT_TOOL_PALM`) and was taken back.
    public static let palm = CancellationReason.palm.rawValue
    /// Events were lost (`SYN_DROPPED` with no resync, as in a recording).
    public static let lostEvents = CancellationReason.lostEvents.rawValue
    /// The touchscreen was unplugged (or its driver unbound) with the finger down.
    public static let deviceRemoved = CancellationReason.deviceRemoved.rawValue
    /// The input ended with the finger down: the end of a recording, or a failed read.
    public static let inputEnded = CancellationReason.inputEnded.rawValue
    /// Input that cancelled without a reason: a synthetic gesture, a C caller.
    public static let input = CancellationReason.input.rawValue

    /// Every name a built-in rule appears under in the trace: the router's
    /// own, the input's cancellation reasons and the built-in direction
    /// strategies. A toolkit's own rule must take another, or the trace
    /// could not tell them apart.
    public static let builtInNames: Set<String> = Set(
        [pan, delay, immediate, nestedScrollView, caughtMotion, touchesShouldBegin, touchesShouldCancel,
         multipleTouch, lastOneStanding, deadGesture, invariant]
            + CancellationReason.allCases.map(\.rawValue)
            + [DirectionStrategy.remorseful(), .viewPager(), .gtkPan()].map(\.name))
}
