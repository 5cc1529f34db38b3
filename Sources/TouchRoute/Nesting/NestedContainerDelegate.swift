/// Hears what a `NestedContainer`'s pages do. Every method has an empty
/// default, so implement only what you need.
///
/// Calls come from the pager's scroll callbacks, so they arrive on the frame
/// that changed the value: once per drag move or display frame of a snap or
/// animation, on the virtual clock.
public protocol NestedContainerDelegate: AnyObject {
    /// Continuous, 0 … pageCount − 1: the pager's offset over the page width.
    ///
    /// Reported whenever it changes: a tab indicator under the hover bar can
    /// follow it frame by frame. Rubber-banding past the first or last page is
    /// clamped away, so the value never leaves the range.
    func nestedContainer(_ container: NestedContainer, didChangePageProgress progress: Double)
    /// The page the pager shows most of changed (the progress crossed a
    /// half-way point), or `reload()` clamped the current page.
    func nestedContainer(_ container: NestedContainer, didChangeCurrentPage index: Int)
    /// A page was created: its scroll view is in place and sized.
    func nestedContainer(_ container: NestedContainer, didCreatePageAt index: Int)
}

extension NestedContainerDelegate {
    public func nestedContainer(_ container: NestedContainer, didChangePageProgress progress: Double) {}
    public func nestedContainer(_ container: NestedContainer, didChangeCurrentPage index: Int) {}
    public func nestedContainer(_ container: NestedContainer, didCreatePageAt index: Int) {}
}
