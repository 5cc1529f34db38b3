/// A zoomed view's drag that goes on into the pager around it, as in the
/// Photos app: the photo pans to its edge first, then the rest of the drag
/// turns the page, and a release between pages snaps the pager.
///
/// A paging view neither joins nor drives a chain (`NestedScrollChain`),
/// except here: a zoomable view's chain ends at the nearest enclosing pager
/// on the drag's axis, as its outermost link. Within the chain the pager
/// keeps its pages:
///
/// ```
///  a drag step   the pager, if between pages, takes it first, up to the next page
///                (so a drag back turns the page back before the photo pans again)
///                then the photo within its range, then the pager (turning the page)
///  the release   the pager between pages snaps to a page (at most one from the
///                photo's, by the release velocity); on a page the photo glides alone
/// ```
///
/// By the multitouch rule of nested pagers (a pager never takes a gesture once
/// it is multitouch), a gesture in which a second finger came down does not
/// turn the page, though it still brings a pager it left between pages back. At zoom 1 a photo that fills its view does not scroll,
/// so a swipe pages as the pager's own gesture.
extension ScrollView {
    /// Offsets closer to a page than this, in points, are on it.
    static let pageTolerance = 1e-6

    /// Whether this view's chain, as its driver, ends at `pager`, an
    /// enclosing paging view that scrolls `axis`: for a zoomable view, unless
    /// a second finger came down, and then still while the pager is between
    /// pages (the drag takes it back to a page first, the release snaps it).
    func handsOff(to pager: ScrollView, along axis: Axis) -> Bool {
        isZoomable && (!zooming.sawSecondFinger || pager.isBetweenPages(along: axis))
    }

    /// Whether a paging view's content rests between pages along `axis`.
    func isBetweenPages(along axis: Axis) -> Bool {
        let pageLength = bounds.size[axis]
        guard pageLength > 0 else { return false }
        let offset = offset(along: axis)
        return abs(offset - (offset / pageLength).rounded() * pageLength) > Self.pageTolerance
    }

    /// A paging view between pages takes `delta` (points of content offset)
    /// first, up to the next page in its direction; returns the rest.
    func takeTowardsPage(_ delta: Double, along axis: Axis) -> Double {
        let offset = offset(along: axis)
        let range = offsetRange(along: axis)
        guard delta != 0, range.contains(offset), isBetweenPages(along: axis) else { return delta }
        let pages = offset / bounds.size[axis]
        let next = (delta > 0 ? pages.rounded(.up) : pages.rounded(.down)) * bounds.size[axis]
        let page = min(max(next, range.lowerBound), range.upperBound)
        let wanted = offset + delta
        if delta > 0 ? wanted <= page : wanted >= page {
            applyOffset(wanted, along: axis)
            return 0
        }
        applyOffset(page, along: axis)
        return wanted - page
    }

    /// The release of a chain that ends at `pager`, with the content moving at
    /// `velocity` (points per second): a pager between pages snaps to a page,
    /// at most one from the page this view is on, and this view stops (.still);
    /// nil when the pager is on a page, so that this view releases alone.
    func releaseIntoPager(_ pager: ScrollView, along axis: Axis, velocity: Double, at now: Double) -> AxisMotion? {
        guard pager.isBetweenPages(along: axis) else { return nil }
        let pageLength = pager.bounds.size[axis]
        let centre = pager.convert(
            Point(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2), from: self)
        let ownPage = (centre[axis] / pageLength).rounded(.down) * pageLength
        let offset = pager.offset(along: axis)
        let target = PagingTarget.offset(
            releasedAt: offset, velocity: velocity, startOffset: ownPage, pageLength: pageLength,
            range: pager.offsetRange(along: axis))
        let snap = PagingTarget.snap(from: offset, velocity: velocity, to: target)
        pager.continueMotion(.springing(snap, start: now), along: axis, at: now)
        return .still
    }
}
