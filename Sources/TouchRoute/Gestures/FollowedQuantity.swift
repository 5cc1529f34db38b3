/// A quantity measured from fingers (a pinch's log span, a rotation's angle)
/// and followed without jumps: `value` changes by the measurement's changes
/// between two samples of the same fingers, and stays put when the fingers
/// change (`reanchor`). What the recognizer reports is `value − base`, so a
/// gesture starts from zero and its user may rebase it.
///
/// An angle has a `period` (2π): each step's change is taken the short way
/// round, so `value` unwraps across ±π and counts whole turns.
struct FollowedQuantity {
    /// 2π for an angle; nil for a quantity that does not wrap.
    let period: Double?
    /// The latest measurement of the current fingers.
    private var measurement = 0.0
    /// The followed value: 0 at the gesture's first touch-down.
    private(set) var value = 0.0
    /// `value` where the reported quantity is zero.
    private var base = 0.0
    /// The value's history, for its rate; `x` carries the value, `y` is unused.
    private var estimator = VelocityEstimator()

    init(period: Double?) {
        self.period = period
    }

    /// A new gesture, whose fingers measure `measurement` at `time` (seconds).
    mutating func restart(from measurement: Double, at time: Double) {
        self.measurement = measurement
        value = 0
        base = 0
        estimator.reset()
        estimator.add(Point(x: 0, y: 0), at: time)
    }

    /// Other fingers, measuring `measurement`: later changes count from it.
    mutating func reanchor(at measurement: Double) {
        self.measurement = measurement
    }

    /// The same fingers measure `measurement` at `time`: follow the change.
    /// A decision point (`onPath`) moves the value but is not a sample of its
    /// rate: it lies on the segment the next report ends.
    /// - Returns: whether the value changed.
    mutating func follow(_ measurement: Double, at time: Double, onPath: Bool = false) -> Bool {
        var change = measurement - self.measurement
        if let period {
            change -= period * (change / period).rounded()
        }
        self.measurement = measurement
        value += change
        if !onPath { estimator.add(Point(x: value, y: 0), at: time) }
        return change != 0
    }

    /// The value relative to its base: the reported quantity.
    var sinceBase: Double {
        get { value - base }
        set { base = value - newValue }
    }

    /// Make the current value the base.
    mutating func markBase() { base = value }

    /// How fast the value changes, per second, at `time` (see `VelocityEstimator`).
    func rate(at time: Double) -> Double { estimator.velocity(at: time).dx }
}
