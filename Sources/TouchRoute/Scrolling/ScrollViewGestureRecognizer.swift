/// A scroll view's own gesture, its pan or its pinch, as a recognizer that
/// other recognizers can relate to, as UIKit's `UIScrollView.panGestureRecognizer`
/// and `pinchGestureRecognizer` are: any recognizer may require it to fail or
/// be required by it, and a rule may let it recognize together with another.
///
/// The scroll view drives it; it does not read touches itself. It follows
/// every touch on its scroll view as any recognizer there does, and moves as
/// the scroll view decides:
///
/// ```
///  the scroll view would take the gesture ─▶ asks to begin
///      a requirement on the same touches is still possible ─▶ held: the
///          content keeps the touch, the view asks again at each move, and
///          takes the gesture as soon as the requirement fails
///      a rival won the touches and may not share them ───────▶ failed: the
///          view stops testing the gesture
///      else ─▶ began: the view takes the gesture (cancelling its content)
///  each step of the drag (pinch) ─▶ changed
///  the last finger lifts ─▶ ended; the view's touches cancelled ─▶ cancelled
///  the view stops testing without taking the gesture ─▶ failed
/// ```
///
/// Made when first asked for (`ScrollView.panGestureRecognizer`), and then
/// first in its view's `gestureRecognizers`: a scroll view whose recognizers
/// nobody asked for decides alone, as it did before they existed, and its
/// trace has no `gesture` records of them. Its view is its scroll view for
/// its whole life: it cannot be attached elsewhere.
///
/// It takes nothing from the views when it wins (`cancelsTouchesInView`
/// false: the scroll view cancels its own content as it takes over) and
/// holds nothing back (`delaysTouchesBegan` and `delaysTouchesEnded` false).
public class ScrollViewGestureRecognizer: GestureRecognizer {
    /// The scroll view whose gesture this is: its `view`, which is its
    /// scroll view for its whole life. Not retained (the view owns it), and
    /// not weak (see `GestureRecognizer.view`): nil once the view is gone.
    public var scrollView: ScrollView? { view.map { unsafeDowncast($0, to: ScrollView.self) } }
    /// The scroll view is asking it to begin (`ScrollView.mayBegin(_:literal:)`):
    /// its own answer, not a release to act on.
    final var isAsked = false
    private let gestureKind: GestureKind

    init(scrollView: ScrollView, kind: GestureKind, suffix: String) {
        gestureKind = kind
        super.init(name: "\(scrollView.name).\(suffix)")
        cancelsTouchesInView = false
        delaysTouchesEnded = false
        isScrollViewsOwn = true
    }

    public override final var kind: GestureKind { gestureKind }

    /// A requirement it waited for failed and it began: the scroll view
    /// takes the gesture now. A failure (a rival won) leaves the scroll view
    /// to find out at its next move, when it records who has the touch.
    override final func didEnter(_ state: GestureRecognizerState) {
        guard state == .began, !isAsked, let scrollView else { return }
        scrollView.takeGestureOnRelease(of: self)
    }

    /// The scroll view moved its content (a drag's step, a pinch's): one
    /// under way reports the change.
    final func noteChange() {
        if state.isActive { transition(to: .changed) }
    }

    /// The scroll view's gesture ended without the touches lifting (they
    /// were cancelled, or the pinch gave way to a drag): one under way ends
    /// or is cancelled.
    final func finishIfActive(cancelled: Bool) {
        if state.isActive { transition(to: cancelled ? .cancelled : .ended) }
    }

    /// The scroll view stopped testing the gesture without taking it: one
    /// still possible fails, which lets go of the recognizers waiting for it.
    final func failIfPossible() {
        guard state == .possible, routing.followed != 0 else { return }
        transition(to: .failed)
    }
}
