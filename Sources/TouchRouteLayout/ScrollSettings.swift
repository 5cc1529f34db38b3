import TouchRoute

/// The scroll-view keys of a layout file's `scroll` and `pager` nodes. Each
/// setting left nil keeps `ScrollView`'s own default.
public struct ScrollSettings: Hashable, Sendable {
    /// `contentSize`, in points or shares of the window; nil for the extent
    /// of the subviews (and rows).
    public var contentSize: LayoutSize?
    /// `axis`: the axes the view scrolls even when the content fits
    /// (`alwaysBounceHorizontal`/`Vertical`); nil to go by the content size.
    public var axes: Axes?
    /// `paging`.
    public var isPagingEnabled: Bool?
    /// `bounces`: let the content go past its edges, rubber-banded (`ScrollView.bounces`, default
    /// true).
    public var bounces: Bool?
    /// `directionalLock`.
    public var isDirectionalLockEnabled: Bool?
    /// `delaysContentTouches`: hold touches back from the content for the scroll view's
    /// `contentTouchDelay` (150 ms by default), so a scroll can start first.
    public var delaysContentTouches: Bool?
    /// `canCancelContentTouches`: let a scroll that starts later cancel touches the content
    /// already has.
    public var canCancelContentTouches: Bool?
    /// `panStartThreshold`, in points.
    public var panStartThreshold: Double?
    /// `panDeclineDominance`: how many times further across than along a
    /// move must go to be declined, on the path; at least 1.
    public var panDeclineDominance: Double?
    /// `deceleration`: normal or fast.
    public var decelerationRate: DecelerationRate?
    /// `overscroll`: auto, contain or none.
    public var overscrollBehavior: OverscrollBehavior?
    /// `priority`: content-first or collapse-first.
    public var nestedScrollPriority: NestedScrollPriority?
    /// `nestedChild`: the name of a scroll view inside this one.
    public var nestedScrollingChild: String?
    /// `rows`: tap-view rows stacked from the top.
    public var rows: RowList?
    /// `zoom: {minimum:, maximum:}`: the zoom range; nil keeps 1.
    public var minimumZoomScale: Double?
    /// `zoom: {maximum:}`: the largest zoom scale; the view zooms only when this exceeds the
    /// minimum.
    public var maximumZoomScale: Double?
    /// `bouncesZoom`: let a pinch go past the zoom range, rubber-banded (default true).
    public var bouncesZoom: Bool?

    /// Whether the view zooms: its zoom range is more than one scale.
    public var zooms: Bool { (maximumZoomScale ?? 1) > (minimumZoomScale ?? 1) }

    /// Makes settings with every key left out, so the scroll view keeps all of its defaults.
    public init() {}

    /// Apply every setting given; the content size is applied by the build.
    func apply(to scrollView: ScrollView) {
        if let axes {
            scrollView.alwaysBounceHorizontal = axes.contains(.horizontal)
            scrollView.alwaysBounceVertical = axes.contains(.vertical)
        }
        if let isPagingEnabled { scrollView.isPagingEnabled = isPagingEnabled }
        if let bounces { scrollView.bounces = bounces }
        if let isDirectionalLockEnabled { scrollView.isDirectionalLockEnabled = isDirectionalLockEnabled }
        if let delaysContentTouches { scrollView.delaysContentTouches = delaysContentTouches }
        if let canCancelContentTouches { scrollView.canCancelContentTouches = canCancelContentTouches }
        if let panStartThreshold { scrollView.panStartThreshold = panStartThreshold }
        if let panDeclineDominance { scrollView.panDeclineDominance = panDeclineDominance }
        if let decelerationRate { scrollView.decelerationRate = decelerationRate }
        if let overscrollBehavior { scrollView.overscrollBehavior = overscrollBehavior }
        if let nestedScrollPriority { scrollView.nestedScrollPriority = nestedScrollPriority }
        if let minimumZoomScale { scrollView.minimumZoomScale = minimumZoomScale }
        if let maximumZoomScale { scrollView.maximumZoomScale = maximumZoomScale }
        if let bouncesZoom { scrollView.bouncesZoom = bouncesZoom }
    }
}
