/// The standard values a scroll view starts with, and the cap on a release.
extension ScrollView {
    /// Points a finger must travel along a scrollable axis before the view scrolls.
    /// UIKit's pan recognisers start at about 10 points of travel.
    public static let standardPanStartThreshold = 10.0
    /// The fastest release a drag hands to momentum, in points per second. Real
    /// flicks reach about 8,000 pt/s (Android caps flings at 8,000 dp/s); a
    /// faster estimate comes from a glitching report, and would throw the
    /// content thousands of points.
    public static let maximumReleaseSpeed = 10_000.0
    /// Seconds a touch is held back from the content: UIKit's 150 ms.
    public static let standardContentTouchDelay = 0.150
}
