/// A view that keeps the touches it gets and reports taps: a list row, a tile.
///
/// It highlights while a finger is on it and counts a tap when that finger
/// lifts inside it. A cancelled touch (a scroll took it) is not a tap. It does
/// not pass touches up the responder chain.
open class TapView: View {
    /// A finger that began here is down and inside.
    public private(set) var isHighlighted = false
    /// Taps completed so far.
    public private(set) var tapCount = 0
    /// Called on each completed tap, with the touch that made it.
    public var onTap: ((Touch) -> Void)?

    /// The touch being tracked; a tap view follows one finger at a time.
    private var tracked: Touch?

    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard tracked == nil, let touch = touches.anyTouch else { return }
        tracked = touch
        isHighlighted = true
    }

    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard let tracked, touches.contains(tracked) else { return }
        isHighlighted = pointInside(tracked.location(in: self), with: event)
    }

    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        guard let touch = tracked, touches.contains(touch) else { return }
        let inside = pointInside(touch.location(in: self), with: event)
        reset()
        if inside {
            tapCount += 1
            onTap?(touch)
        }
    }

    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        guard let touch = tracked, touches.contains(touch) else { return }
        reset()
    }

    private func reset() {
        tracked = nil
        isHighlighted = false
    }
}

/// A tap view that scroll views never cancel: a button, a switch, a slider. Like
/// `UIControl`, `ScrollView.touchesShouldCancel(in:)` answers false for it, so
/// a drag that starts on a control stays with the control.
open class Control: TapView {}
