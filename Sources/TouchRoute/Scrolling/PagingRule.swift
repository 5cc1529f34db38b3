/// Where a paging scroll view settles when a drag ends: one page on from where
/// the drag began in the direction of a flick, or else the nearest page.
///
/// UIKit projects the release velocity; until scroll physics land this keeps
/// the decision that matters to a user: a quick swipe flips exactly one page, a
/// slow drag settles on whichever page shows most.
enum PagingRule {
    /// Release speed along the paging axis, in points per second, above which a
    /// drag counts as a flick. A deliberate swipe is well over 500 pt/s; a
    /// finger settling after a slow drag is well under 100.
    static let flickSpeed = 250.0

    /// The offset to settle at, along one axis.
    /// - Parameters:
    ///   - offset: the content offset at release, in points.
    ///   - startOffset: the content offset when the drag began.
    ///   - fingerVelocity: the finger's velocity at release, in points per second
    ///     (the content moves the other way).
    ///   - pageLength: the page size along the axis (the scroll view's bounds).
    ///   - range: the offsets allowed along the axis.
    static func settlingOffset(
        offset: Double, startOffset: Double, fingerVelocity: Double,
        pageLength: Double, range: ClosedRange<Double>
    ) -> Double {
        guard pageLength > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let page: Double
        if abs(fingerVelocity) > flickSpeed {
            let startPage = (startOffset / pageLength).rounded()
            page = startPage + (fingerVelocity < 0 ? 1 : -1)
        } else {
            page = (offset / pageLength).rounded()
        }
        let lastPage = (range.upperBound / pageLength).rounded(.down)
        let clampedPage = min(max(page, (range.lowerBound / pageLength).rounded(.up)), lastPage)
        return min(max(clampedPage * pageLength, range.lowerBound), range.upperBound)
    }
}
