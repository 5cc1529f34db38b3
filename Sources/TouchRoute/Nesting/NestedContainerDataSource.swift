/// Supplies a `NestedContainer`'s pages. Setting a container's `dataSource`
/// reloads it; call `NestedContainer.reload()` when the pages change.
public protocol NestedContainerDataSource: AnyObject {
    /// How many pages the pager holds. Zero is valid (an empty pager); a
    /// negative answer counts as zero.
    func numberOfPages(in container: NestedContainer) -> Int
    /// The page's vertical scroll view (any ScrollView subclass). The container sizes it to the page and adds it.
    ///
    /// Called at most once per page between reloads (see `PageCreation` for
    /// when). Return a distinct view per page: the container moves it into the
    /// page (`addSubview` takes it from any old superview), sizes it to fill
    /// the page, and sets its `alwaysBounceVertical`, so that a list shorter
    /// than the page still scrolls and hands the drag on to the header.
    func nestedContainer(_ container: NestedContainer, scrollViewForPageAt index: Int) -> ScrollView
}
