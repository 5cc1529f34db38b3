/// The finger's velocity from its recent path, by a least-squares line fit.
///
/// Screens report at 60 to 240 Hz, and many at irregular intervals (a frame
/// late, two close together). Differencing the ends of the window (what scroll
/// views did before this) weighs the two end samples alone, so one late
/// report or one pixel of noise swings the result. Fitting
/// `position = a + v·t` to every sample in the window, per axis, uses them all:
/// the slope `v` is exact for a steady finger at any report rate or spacing and
/// averages noise down as the rate rises.
///
/// Samples live in a fixed ring stored inline, so the estimator never
/// allocates, not even when copied.
///
/// Invariant: the ring holds the newest `count` samples, in time order, the
/// newest at `newest`.
struct VelocityEstimator: Sendable {
    /// Samples kept: 100 ms at 240 Hz is 25 samples, so 32 hold the whole
    /// window at any report rate up to about 300 Hz (and the newest 32 above).
    static let capacity = 32
    /// Seconds of history that count: about 100 ms follows a flick's last
    /// motion yet spans enough reports (6 at 60 Hz) to average out jitter.
    static let window = 0.100

    /// One report: when (seconds) and where (points, any one fixed space).
    struct Sample: Sendable {
        var time: Double
        var point: Point
    }

    private var samples = InlineArray<32, Sample>(repeating: Sample(time: 0, point: .zero))
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
    /// came before is no path that leads to it.
    mutating func add(_ point: Point, at time: Double) {
        if count > 0, time < samples[newest].time { reset() }
        newest = (newest + 1) % Self.capacity
        samples[newest] = Sample(time: time, point: point)
        count = min(count + 1, Self.capacity)
    }

    /// The velocity, in points per second, at `time` (seconds; normally the
    /// lift's timestamp, no earlier than the newest sample).
    ///
    /// The fit takes the samples no more than `window` before `time`. Fewer
    /// than two (a finger that stopped and then lifted has none) give zero.
    /// Times and positions are taken relative to the newest sample, so the
    /// sums stay small whatever the clock's epoch or the point's distance from
    /// the origin.
    /// - Complexity: O(samples in the window), at most `capacity`.
    func velocity(at time: Double) -> Vector {
        guard count > 0 else { return .zero }
        let origin = samples[newest]
        let now = max(time, origin.time)
        // First pass: how many samples count, and their means.
        var used = 0
        var meanT = 0.0
        var meanX = 0.0
        var meanY = 0.0
        while used < count {
            let sample = samples[(newest - used + Self.capacity) % Self.capacity]
            guard now - sample.time <= Self.window else { break }
            meanT += sample.time - origin.time
            meanX += sample.point.x - origin.point.x
            meanY += sample.point.y - origin.point.y
            used += 1
        }
        guard used >= 2 else { return .zero }
        let n = Double(used)
        meanT /= n
        meanX /= n
        meanY /= n
        // Second pass: slope = Σ(t − t̄)(p − p̄) / Σ(t − t̄)², per axis.
        var varianceT = 0.0
        var covarianceX = 0.0
        var covarianceY = 0.0
        for step in 0..<used {
            let sample = samples[(newest - step + Self.capacity) % Self.capacity]
            let t = sample.time - origin.time - meanT
            varianceT += t * t
            covarianceX += t * (sample.point.x - origin.point.x - meanX)
            covarianceY += t * (sample.point.y - origin.point.y - meanY)
        }
        guard varianceT > 0 else { return .zero }
        return Vector(dx: covarianceX / varianceT, dy: covarianceY / varianceT)
    }
}
