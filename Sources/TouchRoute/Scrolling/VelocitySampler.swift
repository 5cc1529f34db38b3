/// The finger's recent path, to estimate its velocity at release.
///
/// It keeps the last `capacity` samples in a ring (no allocation after init) and
/// estimates the velocity over the newest `window` seconds: the displacement
/// between the oldest and newest samples in that span, over their time apart. A
/// finger that stopped before lifting has no sample in the span, so its
/// velocity is zero.
struct VelocitySampler {
    /// Samples kept; 8 covers 100 ms at up to 70 Hz and the newest 8 above that.
    static let capacity = 8
    /// Seconds of history that count. About 100 ms tracks a flick without
    /// reacting to the last jittery sample.
    static let window = 0.100

    private var times = [Double](repeating: 0, count: capacity)
    private var points = [Point](repeating: .zero, count: capacity)
    private var count = 0
    private var newest = -1

    mutating func reset() {
        count = 0
        newest = -1
    }

    /// Record the finger at `point` (window coordinates) at `time` (seconds).
    mutating func add(_ point: Point, at time: Double) {
        newest = (newest + 1) % Self.capacity
        times[newest] = time
        points[newest] = point
        count = min(count + 1, Self.capacity)
    }

    /// Points per second at `time`.
    func velocity(at time: Double) -> Vector {
        guard count >= 2, time - times[newest] <= Self.window else { return .zero }
        var oldest = newest
        for step in 1..<count {
            let index = (newest - step + Self.capacity) % Self.capacity
            guard times[newest] - times[index] <= Self.window else { break }
            oldest = index
        }
        let elapsed = times[newest] - times[oldest]
        guard elapsed > 0 else { return .zero }
        return points[newest].displacement(from: points[oldest]) * (1 / elapsed)
    }
}
