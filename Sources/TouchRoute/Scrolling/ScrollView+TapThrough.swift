/// A finger that lands on content that has all but stopped moving stops it and
/// still taps: no "two taps needed after a fling" (Android's RecyclerView
/// problem). On a faster motion the finger only catches it, as in UIKit.
extension ScrollView {
    /// A glide slower than this, in points per second, has all but stopped.
    /// 50: no platform publishes a threshold for this; below 50 Android
    /// (`MINIMUM_FLING_VELOCITY`, 50 dp/s) and Flutter (`kMinFlingVelocity`,
    /// 50 px/s) do not count a release as a fling at all, and over a
    /// 100–150 ms tap such content moves 5–7 pt, within the tap slop, so the
    /// row under the finger is the one meant.
    public static let standardTapThroughSpeed = 50.0
    /// A spring-back or page snap closer to rest than this, in points, and
    /// settling, has all but stopped: 2, Android ViewPager's "close enough"
    /// distance (2 dp), below which it lets a touch through to the page.
    public static let standardTapThroughDistance = 2.0

    /// A finger came down at `time` (input seconds): stop the content. Returns
    /// whether the finger caught a motion, which keeps its touch from the
    /// content. A motion that has all but stopped (slower than
    /// `tapThroughSpeed`, or a spring within `tapThroughDistance` of rest and
    /// settling) is finished instead, a spring jumping the last bit to rest
    /// before the motion ends (so the delegate hears the scroll, then the end
    /// of deceleration), and the touch goes on to the content.
    func catchMotion(at time: Double) -> Bool {
        let current = motion
        guard !current.isIdle else { return false }
        guard current.isAllButStopped(at: time, speed: tapThroughSpeed, distance: tapThroughDistance) else {
            stopMotion()
            return true
        }
        if case .moving(let x, let y) = current {
            var offset = contentOffset
            if let rest = x.restingOffset { offset.x = rest }
            if let rest = y.restingOffset { offset.y = rest }
            applyContentOffset(offset)
        }
        stopMotion()
        return false
    }
}
