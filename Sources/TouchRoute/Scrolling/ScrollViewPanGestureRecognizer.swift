/// A scroll view's drag as a recognizer (`ScrollView.panGestureRecognizer`),
/// named `<view name>.pan` in traces and layout files. It begins when the
/// scroll view takes the gesture to drag it (its rule, its pan start, or as
/// the last one standing), changes with each step of the drag, and ends when
/// the last finger lifts. See `ScrollViewGestureRecognizer`.
///
/// The recipe UIKit users know: swipe-to-delete on a list's row inside a
/// pager, with the pager's pan waiting for the swipe to fail:
///
/// ```swift
/// pager.panGestureRecognizer.require(toFail: swipe)
/// ```
public final class ScrollViewPanGestureRecognizer: ScrollViewGestureRecognizer {
    init(scrollView: ScrollView) {
        super.init(scrollView: scrollView, kind: .pan, suffix: "pan")
    }

    /// The driving finger's location, its travel since it came down (points),
    /// and the drag's velocity (points per second; zero before the drag).
    public override var values: GestureValues {
        guard let scrollView, let primary = scrollView.drag.primary else { return GestureValues(location: centroid) }
        let velocity =
            scrollView.isDragging ? scrollView.drag.velocity.velocity(at: primary.timestamp) : .zero
        return GestureValues(
            location: primary.location, translation: primary.location.displacement(from: scrollView.drag.origin),
            velocity: velocity)
    }
}
