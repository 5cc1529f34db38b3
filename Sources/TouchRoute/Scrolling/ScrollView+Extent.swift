/// Where a scroll view's content can go: the offsets it reaches without
/// overscroll, and the axes it moves along.
extension ScrollView {
    /// The axes the content can move along: those where content plus insets exceed
    /// the bounds, or that always bounce.
    public var scrollableAxes: Axes {
        guard isScrollEnabled else { return [] }
        var axes: Axes = []
        let range = contentOffsetRange
        if range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal { axes.insert(.horizontal) }
        if range.y.upperBound > range.y.lowerBound || alwaysBounceVertical { axes.insert(.vertical) }
        return axes
    }

    /// The content offsets reachable without overscroll, per axis, in points.
    public var contentOffsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        contentOffsetRange(forContentSize: contentSize)
    }

    /// The content offsets reachable without overscroll were the content
    /// `contentSize` large (a zoom asks before it changes the size).
    func contentOffsetRange(forContentSize contentSize: Size) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let minX = -contentInset.left
        let minY = -contentInset.top
        let maxX = max(minX, contentSize.width + contentInset.right - bounds.width)
        let maxY = max(minY, contentSize.height + contentInset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// The top-left point of the content that shows at the view's top-left, in
    /// points. It is `bounds.origin`. Setting it reports the change, unclamped.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue) }
    }

    /// Whether content may show past its edges: `bounces`, unless the
    /// overscroll behaviour is `.none`, which drops what it cannot use.
    var showsOverscroll: Bool { bounces && overscrollBehavior != .none }
}
