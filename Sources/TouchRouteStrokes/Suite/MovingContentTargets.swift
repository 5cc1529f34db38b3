/// The speeds and distances that set up taps on content moving on its own,
/// with the defaults the standard suite uses.
public struct MovingContentTargets: Hashable, Sendable {
    /// Points a second: a list gliding slower than this has all but stopped to
    /// the eye (about a third of a point a frame at 60 Hz), so a finger put
    /// on it means to tap what is under it.
    public var slowGlide: Double
    /// Points a second: a list gliding faster than this is plainly in motion,
    /// so a finger put on it means to stop it, not to tap a row flying by.
    public var fastGlide: Double
    /// Points from rest: a list springing back that is within this of its edge
    /// looks still (under a pixel at 2x and less), so a finger means to tap.
    public var nearRest: Double
    /// Points from rest: a list springing back farther than this is plainly
    /// moving, so a finger means to stop it.
    public var farFromRest: Double
    /// Points the finger pulls a list past its top edge before letting go, to
    /// set it springing; the rubber band shows about half of it.
    public var springPull: ClosedRange<Double>

    /// Makes the targets; each parameter is the property of the same name, and the defaults are
    /// the standard suite's: 20 and 600 points a second, 0.8 and 20 points, a pull of 60 to 120
    /// points.
    public init(
        slowGlide: Double = 20, fastGlide: Double = 600, nearRest: Double = 0.8, farFromRest: Double = 20,
        springPull: ClosedRange<Double> = 60...120
    ) {
        self.slowGlide = slowGlide
        self.fastGlide = fastGlide
        self.nearRest = nearRest
        self.farFromRest = farFromRest
        self.springPull = springPull
    }
}
