/// The standard values a scroll view starts with, and the cap on a release.
extension ScrollView {
    /// Points a finger must travel along a scrollable axis before the view scrolls.
    /// UIKit's pan recognisers start at about 10 points of travel.
    public static let standardPanStartThreshold = 10.0
    /// How many times further across its axis than along it a move must be,
    /// as it passes the pan start across, for a one-axis scroll view to decline
    /// it on the path (`DecisionSampling.path`): 1.1, so a move near the
    /// diagonal stays with the view. A list in a horizontal pager keeps the
    /// drags that are nearly as much its own as the pager's, since a page
    /// turned by mistake moves the whole screen and a list scrolled by mistake
    /// a little: the bias the RemorsefulScrollView essay builds in with its
    /// 4 pt `kThresholdY`. At the reports (`.samples`) the rule stays as
    /// published, and a report that passes both thresholds at once goes to
    /// the view.
    public static let standardPanDeclineDominance = 1.1
    /// The fastest release a drag hands to momentum, in points per second. Real
    /// flicks reach about 8,000 pt/s (Android caps flings at 8,000 dp/s); a
    /// faster estimate comes from a glitching report, and would throw the
    /// content thousands of points.
    public static let maximumReleaseSpeed = 10_000.0
    /// Seconds a touch is held back from the content: UIKit's 150 ms.
    public static let standardContentTouchDelay = 0.150
}
