/// The touches of one input frame, handed to every `touches…` call of that frame.
///
/// The window reuses one event object for all frames, as UIKit reuses `UIEvent`,
/// so do not keep it beyond the call.
public final class TouchEvent {
    /// The window that is dispatching.
    public var window: Window {
        @inline(__always) get { windowLink.unsafelyUnwrapped.takeUnretainedValue() }
    }
    /// The window owns its event and links it once, as the window is made
    /// (`attach(to:)`), so this link needs no reference count. Not `lazy` in
    /// the window: a lazy event's getter counted a reference to it at every
    /// use, several a frame (`moveFrame_1finger_fiveRecognizers`, callgrind).
    private var windowLink: Unmanaged<Window>?
    /// The input time of the frame (or of the timer that fired).
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,770 instructions a frame checked.
    @exclusivity(unchecked) public internal(set) var time = EventTime.zero

    /// `time` in seconds, as UIKit's `UIEvent.timestamp`.
    public var timestamp: Double { time.totalSeconds }

    init() {}

    /// Serve `window`, which owns this event: once, as the window is made.
    func attach(to window: Window) {
        windowLink = Unmanaged.passUnretained(window)
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
            mask: view.touchBooks.open & window.touchTable.activeMask & ~window.arena.recognizerBooks.heldEnds
        )
    }
}
