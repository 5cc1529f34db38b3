/// The finger's release velocity: its mean velocity over the last 100 ms of
/// its path, the path being the polyline through its reports (the finger
/// moves in a straight line between two reports).
///
/// Why the chord of the path: the same flick reported at 30 or at 240 Hz is
/// the same finger, so it should glide the same distance. A finger lifting
/// from a flick is still accelerating or already slowing, so any fit to the
/// reports (a least-squares line, what this type did before) depends on the
/// instants the panel happened to sample. The path's displacement over a
/// fixed stretch of time does not: its ends are interpolated, and only how
/// closely the segments follow the curve depends on the rate.
/// - Prototype (minimum-jerk flicks of 60–300 pt in 60–150 ms, lifting at
///   55–80 % of the movement, sampled at 30, 60, 90, 120 and 240 Hz): the
///   release speed spreads between rates by 22 % with least squares on the
///   reports, 14 % with least squares on the continuous polyline, and 2.75 %
///   with this chord.
/// - Measured (`FlickGlideRateIndependenceTests`: such flicks of 70–290 ms
///   on a list, at the same five rates): the glide distance spreads by at
///   most 1.95 % between rates; with the least-squares fit it spread by up
///   to 37.8 %.
///
/// A panel reports the lift in the scan after the finger's last position, so
/// a lift soon after the newest sample says nothing about a pause: the path
/// ends at the newest sample. A lift later than `liftSlack` report intervals
/// means the finger rested (a still finger produces no reports): the path is
/// held at the newest sample for the excess, so a finger that rested for
/// 100 ms and `liftSlack` report intervals before lifting gives zero.
///
/// The price of using two ends: uniform ±1 pt of jitter on each moves the
/// estimate by about 8 pt/s per axis (standard deviation; at most 20 pt/s),
/// whatever the rate, where a fit averaged it down. That is a glide of a few
/// points at most (`Deceleration.stopSpeed` is 5 pt/s); a finger that keeps
/// reporting one place gives exactly zero.
///
/// Samples live in a fixed ring stored inline, so the estimator never
/// allocates, not even when copied.
///
/// Invariant: the ring holds the newest `count` samples, in time order
/// (strictly increasing times), the newest at `newest`.
struct VelocityEstimator: Sendable {
    /// Samples kept: 100 ms at 240 Hz is 25 samples, so 64 hold the whole
    /// window, with the sample before it that the start is interpolated from,
    /// at any report rate up to about 600 Hz. Faster panels fill the ring and
    /// the window shrinks to the oldest kept sample (63 ms at 1 kHz).
    static let capacity = 64
    /// Seconds of path that count: about 100 ms follows a flick's last motion
    /// yet spans several reports (3 at 30 Hz) and keeps endpoint jitter small
    /// against the distance covered.
    static let window = 0.100
    /// The shortest span, in seconds, whose chord counts: 1 ms is shorter
    /// than any panel's scan period (1 kHz panels are the fastest), so a
    /// shorter span is two reports of one scan (or one time reported twice)
    /// and its chord is noise divided by almost nothing: zero instead.
    static let minimumSpan = 0.001
    /// Bounds, in seconds, on the report interval read from the newest gaps:
    /// below 1/480 s is two reports of one scan, not the panel's period;
    /// above 1/20 s is a finger that barely moved between reports, not a rate
    /// (hosts that batch input per display frame report at 30 Hz or faster).
    static let reportIntervalRange = (1.0 / 480)...(1.0 / 20)

    /// Report intervals, after the newest sample, within which a lift says
    /// nothing about a pause: one for the scan that finds the finger gone,
    /// and half of one for the jitter in when a panel or a host delivers it
    /// (a 150 ms flick at 30 Hz, squeezed into 5 reports of 30 ms, lifts
    /// 33 ms after its last move). A later lift means the finger rested for
    /// the excess.
    static let liftSlack = 1.5

    /// One report: when (seconds) and where (points, any one fixed space).
    struct Sample: Sendable {
        var time: Double
        var point: Point
    }

    private var samples = InlineArray<64, Sample>(repeating: Sample(time: 0, point: .zero))
    private(set) var count = 0
    private var newest = -1

    init() {}

    /// Forget every sample, for a new gesture.
    mutating func reset() {
        count = 0
        newest = -1
    }

    /// Record the finger at `point` at `time` (seconds). Time runs forwards: a
    /// sample older than the newest one starts the history afresh, since what
    /// came before is no path that leads to it. A sample at the newest one's
    /// time replaces it: the finger is where it was reported last (and a view
    /// that records a move twice, before and after its drag starts, adds
    /// nothing).
    mutating func add(_ point: Point, at time: Double) {
        if count > 0, time == samples[newest].time {
            samples[newest].point = point
            return
        }
        if count > 0, time < samples[newest].time { reset() }
        newest = (newest + 1) % Self.capacity
        samples[newest] = Sample(time: time, point: point)
        count = min(count + 1, Self.capacity)
    }

    /// The sample `age` reports before the newest (0 is the newest).
    private func sample(_ age: Int) -> Sample {
        samples[(newest - age + Self.capacity) % Self.capacity]
    }

    /// The panel's report interval, in seconds: the longest of the newest
    /// three gaps, within `reportIntervalRange`. Not the newest alone: a report
    /// that came late and the next on time sit close together, and a decision
    /// point the window put on the path between two reports
    /// (`Touch.isInterpolated`) splits a gap in two; either would make a
    /// prompt lift look like a pause.
    private var reportInterval: Double {
        var gap = 0.0
        for age in 0..<min(3, count - 1) {
            gap = max(gap, sample(age).time - sample(age + 1).time)
        }
        return min(max(gap, Self.reportIntervalRange.lowerBound), Self.reportIntervalRange.upperBound)
    }

    /// Where the path is at `time`: linear between the two reports around it,
    /// the newest sample's point after it. `time` is no earlier than the
    /// oldest sample.
    private func point(at time: Double) -> Point {
        var later = sample(0)
        if time >= later.time { return later.point }
        for age in 1..<count {
            let earlier = sample(age)
            if earlier.time <= time {
                let fraction = (time - earlier.time) / (later.time - earlier.time)
                return earlier.point + later.point.displacement(from: earlier.point) * fraction
            }
            later = earlier
        }
        return later.point
    }

    /// The velocity, in points per second, for a lift (or a reading) at
    /// `time` (seconds): the chord of the path over the `window` before its
    /// end, `(p(end) − p(start)) / (end − start)`.
    ///
    /// `end` is the newest sample's time, or `time − liftSlack · reportInterval`
    /// if that is later (the path held at the newest sample in between).
    /// `start` is `end − window`, or the oldest kept sample if that is later
    /// (a gesture younger than the window, or a full ring). Fewer than two
    /// samples, or a span under `minimumSpan`, give zero.
    /// - Complexity: O(samples in the window), at most `capacity`.
    func velocity(at time: Double) -> Vector {
        guard count >= 2 else { return .zero }
        let last = sample(0)
        let interval = reportInterval
        let end = max(last.time, time - Self.liftSlack * interval)
        let start = max(end - Self.window, sample(count - 1).time)
        let span = end - start
        guard span >= Self.minimumSpan else { return .zero }
        return last.point.displacement(from: point(at: start)) * (1 / span)
    }
}
