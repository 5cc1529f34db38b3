/// Hears what a scroll view does. All methods have empty defaults.
///
/// Momentum, bounces and scroll chaining are the scroll view's own; the
/// delegate observes them. In a chain (`NestedScrollChain`) the view that is
/// dragged, or whose glide it is, hears the drag and deceleration calls; the
/// other views of the chain hear `scrollViewDidScroll` as their offsets move.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed, by a drag or by code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger that dragged lifted (or the drag was cancelled). `velocity` is
    /// the finger's release velocity in points per second.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, velocity: Vector)
    /// Momentum after a flick has stopped (it ran out, met an edge, or a finger
    /// caught it).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after moving on its own: momentum, a paging
    /// snap or an animated scroll finished.
    func scrollViewDidEndScrolling(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, velocity: Vector) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrolling(_ scrollView: ScrollView) {}
}
