/// Hears what a scroll view does. All methods have empty defaults.
///
/// This is also the seam where scroll physics (deceleration, bounce) and
/// nested-scroll coordination attach: they observe drags ending and move the
/// content offset on the virtual clock.
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
