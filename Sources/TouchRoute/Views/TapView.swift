/// A view that keeps the touches it gets and reports taps: a list row, a tile.
///
/// It highlights while a finger is on it, and counts a tap when that finger
/// lifts inside it without having strayed more than `tapSlop` from where it
/// came down. A cancelled touch (a scroll took it) is not a tap. It does not
/// pass touches up the responder chain.
open class TapView: View {
    /// Points a finger may wander from where it came down and still tap: about
    /// a fingertip's wobble, small enough that a swipe across a row never selects it.
    public static let standardTapSlop = 10.0

    // Exclusivity: what every move reads skips the runtime's checks: the
    // slop, and the tracking group (isHighlighted, tracked), each with what
    // checking it costs.

    /// Points the finger may stray and still tap; `.infinity` counts any lift inside.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,787 → 22,617 instructions a frame checked.
    @exclusivity(unchecked) public var tapSlop = TapView.standardTapSlop
    /// A finger that began here is down, inside, and still a possible tap.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,787 → 22,608 instructions a frame checked (the tracking group).
    @exclusivity(unchecked) public private(set) var isHighlighted = false
    /// Taps completed so far.
    public private(set) var tapCount = 0
    /// Called on each completed tap, with the touch that made it.
    public var onTap: ((Touch) -> Void)?

    /// The touch being tracked; a tap view follows one finger at a time.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,787 → 22,608 instructions a frame checked (the tracking group).
    @exclusivity(unchecked) private var tracked: Touch?

    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard tracked == nil, let touch = touches.anyTouch else { return }
        tracked = touch
        isHighlighted = isTap(touch, with: event)
    }

    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard let tracked, touches.contains(tracked) else { return }
        isHighlighted = isTap(tracked, with: event)
    }

    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        guard let touch = tracked, touches.contains(touch) else { return }
        let tapped = isTap(touch, with: event)
        reset()
        if tapped {
            tapCount += 1
            window?.trace?(
                .tap(
                    TapRecord(
                        time: event.timestamp, touch: touch.id, location: touch.location, view: self, count: tapCount)))
            onTap?(touch)
        }
    }

    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        guard let touch = tracked, touches.contains(touch) else { return }
        reset()
    }

    /// Inside the view and never strayed past the slop.
    private func isTap(_ touch: Touch, with event: TouchEvent) -> Bool {
        isWithinSlop(touch) && pointInside(touch.location(in: self), with: event)
    }

    /// Whether `touch` has never strayed past `tapSlop` from where it came
    /// down, so that it may still be a tap here: what a scroll view asks
    /// before taking the touch as the last one standing, and the window
    /// before calling a gesture dead.
    func isWithinSlop(_ touch: Touch) -> Bool {
        touch.maximumDistanceFromStart <= tapSlop
    }

    /// A touch still within the slop may be counted as a tap here.
    override func mayHaveUsed(_ touch: Touch) -> Bool { isWithinSlop(touch) }
    override func slopAhead(for touch: Touch) -> Double? { isWithinSlop(touch) ? tapSlop : nil }

    /// A touch still within the slop may yet tap here, so the view holds it;
    /// past the slop it rejects it (a control, whose slop is endless and which
    /// scroll views may not cancel, holds it for good).
    override func arenaStance(on touch: Touch, before scrollView: ScrollView) -> ArenaStance {
        isWithinSlop(touch) ? .hold : super.arenaStance(on: touch, before: scrollView)
    }

    private func reset() {
        tracked = nil
        isHighlighted = false
    }
}

/// A tap view that scroll views never cancel: a button, a switch, a slider.
///
/// Like `UIControl`, it is not `isCancellableByScrolling`, so
/// `ScrollView.touchesShouldCancel(in:)` answers false for it and a drag that
/// starts on a control stays with the control; and like a button's
/// touch-up-inside, any lift inside it counts as a tap.
open class Control: TapView {
    /// Makes a control named `name` at `frame` (default zero): a tap view whose slop is endless and
    /// whose touches scroll views may not cancel.
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        tapSlop = .infinity
        isCancellableByScrolling = false
    }
}
