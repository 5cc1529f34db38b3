/// Where a paging scroll view settles after a drag, from where the content was
/// released and how fast, and the spring that takes it there.
///
/// The release is projected with UIKit's deceleration projection and the
/// nearest page to the projection wins, but never more than one page from the
/// page the drag began on: a hard flick turns one page, as in UIKit, and a slow
/// drag past the middle settles on the page that shows most.
enum PagingTarget {
    /// The rate the release is projected with. `.normal` projects a release at
    /// v pt/s about v/2 points on: a light 400 pt/s flick carries content half
    /// of a 400 pt page, enough to turn it.
    static let projectionRate = DecelerationRate.normal
    /// The snap spring's angular frequency, in radians per second: a little
    /// stiffer than the spring back, so a page from 200 to 400 pt away
    /// settles in about 0.4 s.
    static let snapFrequency = 20.0

    /// The offset to settle at, along one axis, in points.
    /// - Parameters:
    ///   - offset: the content offset at release, in points.
    ///   - velocity: the content's velocity at release, in points per second
    ///     (the finger's negated).
    ///   - startOffset: the content offset when the drag began.
    ///   - pageLength: the page size along the axis (the scroll view's bounds).
    ///   - range: the offsets allowed along the axis.
    static func offset(
        releasedAt offset: Double, velocity: Double, startOffset: Double,
        pageLength: Double, range: ClosedRange<Double>
    ) -> Double {
        guard pageLength > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let projected = Deceleration.projectedOffset(from: offset, velocity: velocity, rate: projectionRate)
        let startPage = (startOffset / pageLength).rounded()
        let page = min(max((projected / pageLength).rounded(), startPage - 1), startPage + 1)
        let firstPage = (range.lowerBound / pageLength).rounded(.up)
        let lastPage = (range.upperBound / pageLength).rounded(.down)
        let clampedPage = min(max(page, firstPage), lastPage)
        return min(max(clampedPage * pageLength, range.lowerBound), range.upperBound)
    }

    /// The snap from the release to `target`. The release velocity carries
    /// into the spring, capped at `ω · distance` towards the target: faster,
    /// a critically damped spring passes its rest once, and a page would land
    /// past its place and come back.
    static func snap(from offset: Double, velocity: Double, to target: Double) -> CriticallyDampedSpring {
        let limit = snapFrequency * abs(target - offset)
        let towards = target >= offset ? 1.0 : -1.0
        // Motion away from the target is kept (the spring turns it round);
        // motion towards it is capped.
        let along = velocity * towards
        let carried = along > limit ? limit * towards : velocity
        return CriticallyDampedSpring(from: offset, velocity: carried, to: target, angularFrequency: snapFrequency)
    }
}
