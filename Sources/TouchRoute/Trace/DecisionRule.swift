/// The rule behind a `Decision`, by the name it appears under in the CLI's
/// output and the C API's `tr_decision.rule`: the router's own rules are the
/// static members here, a pager's direction rules are named by
/// `DirectionStrategy.name`, and the input's cancellations by their
/// `CancellationReason`. A value, as swift-system's `Errno` is, so that a
/// program compares rules without spelling their text; the text (`rawValue`)
/// is what the trace writes, byte for byte.
public struct DecisionRule: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name as the trace writes it, such as `last-one-standing`.
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A toolkit's own rule name written as a literal, such as `"steep"`.
    public init(stringLiteral name: String) { self.rawValue = name }

    /// The rule the window records when the input cancels a touch for `reason`.
    public init(_ reason: CancellationReason) { self.rawValue = reason.rawValue }

    public var description: String { rawValue }

    /// A scroll view's pan start: `ScrollView.panStartThreshold` along a scrollable axis.
    public static let pan: DecisionRule = "pan"
    /// UIKit's content-touch delay (`delaysContentTouches`, 150 ms).
    public static let delay: DecisionRule = "delay"
    /// Content touches forwarded at once (`delaysContentTouches` off).
    public static let immediate: DecisionRule = "immediate"
    /// Content that is itself a scroll view gets touches at once, so it can pan.
    public static let nestedScrollView: DecisionRule = "nested-scroll-view"
    /// The finger stopped the content's own motion (a glide, a snap), so it
    /// does not tap the content: outcome `withheld`.
    public static let caughtMotion: DecisionRule = "caught-motion"
    /// `touchesShouldBegin(_:with:in:)` kept a touch from the content.
    public static let touchesShouldBegin: DecisionRule = "touches-should-begin"
    /// `touchesShouldCancel(in:)` or `canCancelContentTouches` kept a scroll from starting.
    public static let touchesShouldCancel: DecisionRule = "touches-should-cancel"
    /// A view with `isMultipleTouchEnabled` off already had a touch.
    public static let multipleTouch: DecisionRule = "multiple-touch"
    /// Every descendant that could take the touch gave it up, so the scroll
    /// view took it (`Arbitration.lastOneStanding`); the x threshold is the
    /// travel it needed (`LastOneStandingRule.minimumTravel`; by default the
    /// pan start, or the rule's own x threshold if longer).
    public static let lastOneStanding: DecisionRule = "last-one-standing"
    /// A scroll view whose rule declined the touch took it back: everybody
    /// else had given it up, and the path from touch-down passed its
    /// `LastOneStandingRule` along its axis (the x threshold is the travel).
    public static let reconsidered: DecisionRule = "reconsidered"
    /// A gesture recognizer won the touch (it began or recognized), so the
    /// scroll view stopped testing it (`Decision.Outcome.claimedByRecognizer`);
    /// or, with outcome `declined`, the scroll view's own pan or pinch
    /// (`ScrollViewGestureRecognizer`) is disabled and may not begin.
    public static let recognizer: DecisionRule = "recognizer"
    /// A touch lifted after travelling more than the pan start while no view
    /// scrolled it or tapped (`Decision.Outcome.unclaimed`).
    public static let deadGesture: DecisionRule = "dead-gesture"
    /// The window closed a touch a view forgot to end (the exactly-once invariant).
    public static let invariant: DecisionRule = "invariant"
    /// A container took touches from the views below it (`View.takeOver(_:)`):
    /// outcome `taken-over` at the container, `cancelled` for each view below.
    public static let container: DecisionRule = "container"
    /// Two fingers on a zoomable scroll view changed their span by more than
    /// `ScrollView.pinchSpanSlop`: the view took the gesture to zoom.
    public static let pinch: DecisionRule = "pinch"

    // The input's cancellations, one rule per `CancellationReason` (its raw
    // value): the window records one at the touch's view before it delivers
    // `touchesCancelled`, so the trace gives the cause before the effect.

    /// The contact turned into a palm (`MT_TOOL_PALM`) and was taken back.
    public static let palm = DecisionRule(CancellationReason.palm)
    /// Events were lost (`SYN_DROPPED` with no resync, as in a recording).
    public static let lostEvents = DecisionRule(CancellationReason.lostEvents)
    /// The touchscreen was unplugged (or its driver unbound) with the finger down.
    public static let deviceRemoved = DecisionRule(CancellationReason.deviceRemoved)
    /// The input ended with the finger down: the end of a recording, or a failed read.
    public static let inputEnded = DecisionRule(CancellationReason.inputEnded)
    /// Input that cancelled without a reason: a synthetic gesture, a C caller.
    public static let input = DecisionRule(CancellationReason.input)

    /// Every name a built-in rule appears under in the trace: the router's
    /// own, the input's cancellation reasons and the built-in direction
    /// strategies. A toolkit's own rule must take another, or the trace
    /// could not tell them apart.
    public static let builtInNames: Set<DecisionRule> = Set(
        [
            pan, delay, immediate, nestedScrollView, caughtMotion, touchesShouldBegin, touchesShouldCancel,
            multipleTouch, lastOneStanding, reconsidered, recognizer, deadGesture, invariant, pinch, container,
        ]
            + CancellationReason.allCases.map(DecisionRule.init)
            + [DirectionStrategy.remorseful(), .viewPager(), .gtkPan()].map(\.name))
}
