/// The touches of one input frame, handed to every `touches…` call of that frame.
///
/// The window reuses one event object for all frames, as UIKit reuses `UIEvent`,
/// so do not keep it beyond the call.
public final class TouchEvent {
    /// The window that is dispatching. The window owns its event, so this link
    /// needs no reference count.
    public unowned(unsafe) let window: Window
    /// The input time of the frame (or of the timer that fired).
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,770 instructions a frame checked.
    @exclusivity(unchecked) public internal(set) var time = EventTime.zero

    /// `time` in seconds, as UIKit's `UIEvent.timestamp`.
    public var timestamp: Double { time.totalSeconds }

    init(window: Window) {
        self.window = window
    }

    /// Every touch that is down, including those ending in this frame.
    public var allTouches: TouchSet { window.touchTable.active }

    /// The touches that belong to `view`: those it received `touchesBegan` for and
    /// has not yet seen end. During `touchesEnded` and `touchesCancelled` the ending
    /// touches still count, as in UIKit. This generalises UIKit's
    /// `touches(for:)` to views that receive touches by forwarding. A finger
    /// that has lifted but whose end a recognizer holds back
    /// (`delaysTouchesEnded`) is not on the glass: it does not count, so a
    /// swipe that lands while a first tap's end waits for a double tap is one
    /// finger, not two.
    /// - Complexity: O(1).
    public func touches(for view: View) -> TouchSet {
        TouchSet(
            table: window.touchTable,
            mask: view.touchBooks.open & window.touchTable.activeMask & ~window.recognizerArena.recognizerBooks.heldEnds
        )
    }
}
