/// A zoomable scroll view's books: the content size it zooms from, and the
/// pinch of the gesture under way.
///
/// The size model: `ScrollView.contentSize` is the content as shown, zoomed
/// (as UIKit's is), so the content offset range and every drag, glide and
/// chain read it unchanged. A zoom sets it to the unzoomed size times the
/// scale. The unzoomed size is kept here, so that zooming out to 1 gives the
/// size set by code back exactly, not a product of rounded ratios.
struct ZoomState {
    /// The content's own size, at zoom 1, in points, as the last zoom found it.
    var unzoomedSize = Size.zero
    /// The `contentSize` the last zoom set. If code has set another since,
    /// the unzoomed size is that one over the zoom scale.
    var zoomedSize = Size.zero

    /// The span change that starts a pinch, in points; see
    /// `ScrollView.pinchSpanSlop`.
    var spanSlop = ScrollView.standardPinchSpanSlop
    /// How far past a zoom limit a pinch can never reach, as a factor; see
    /// `ScrollView.zoomBounceReach`.
    var bounceReach = ScrollView.standardZoomBounceReach

    /// The fingers whose span and centroid drive the pinch: the first two of
    /// the gesture on the view. Once a pinch has begun, one finger left
    /// (`second` nil) pans it on alone.
    var first: Touch?
    var second: Touch?
    /// The span, in window points, when `second` came down: a pinch begins
    /// once the span has changed by more than `spanSlop` from it.
    var startSpan = 0.0
    /// The pinch has begun: the fingers zoom and pan the content.
    var isPinching = false
    /// A second finger came down in this gesture. By the multitouch rule of
    /// nested pagers (once a gesture is multitouch, the pager never takes
    /// it), such a gesture does not go on into an enclosing pager.
    var sawSecondFinger = false

    /// Where the pinch is measured from, set when it begins and whenever its
    /// fingers change, so that nothing jumps: the span then (window points),
    /// the zoom scale in finger space (rubber band undone), and the point of
    /// the unzoomed content under the centroid.
    var anchorSpan = 0.0
    var anchorScale = 1.0
    var anchorPoint = Point.zero
    /// The centroid at the last step, in the view's bounds coordinates: a
    /// bounce back after the lift zooms around it.
    var lastCentroid = Point.zero
    /// The zoom scale when the pinch began: the pinch recognizer's `scale`
    /// is measured from it.
    var pinchStartScale = 1.0

    /// Forget the gesture's fingers, keeping the sizes and settings.
    mutating func endGesture() {
        first = nil
        second = nil
        isPinching = false
        sawSecondFinger = false
    }
}
