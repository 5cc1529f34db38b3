/// A zoomable scroll view's pinch as a recognizer
/// (`ScrollView.pinchGestureRecognizer`), named `<view name>.pinch` in traces
/// and layout files. It begins when the fingers' span has changed by more
/// than the view's `pinchSpanSlop` and the view takes the gesture to zoom,
/// changes with each step of the zoom, and ends when the pinch does. A view
/// that does not zoom never begins it. See `ScrollViewGestureRecognizer`.
public final class ScrollViewPinchGestureRecognizer: ScrollViewGestureRecognizer {
    init(scrollView: ScrollView) {
        super.init(scrollView: scrollView, kind: .pinch, suffix: "pinch")
    }

    /// The fingers' centroid and the zoom scale, relative to where the pinch
    /// began (1 = unchanged).
    public override var values: GestureValues {
        guard let scrollView, state != .possible, state != .failed else { return GestureValues(location: centroid) }
        return GestureValues(location: centroid, scale: scrollView.zoomScale / scrollView.zooming.pinchStartScale)
    }
}
