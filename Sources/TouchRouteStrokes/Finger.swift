import TouchRoute

/// One finger's path: where it is at each sample time, from touch-down (the
/// first sample) to lift-off (the last). Times are seconds from the start of
/// the script; locations are window points.
public struct Finger: Hashable, Sendable {
    /// Where the finger is at one moment: a report of its position, or its touch-down or lift.
    public struct Sample: Hashable, Sendable {
        /// Seconds from the start of the script.
        public var time: Double
        /// Where the finger is, in window points.
        public var location: Point

        /// Makes a sample at `time` seconds and `location` in window points.
        public init(time: Double, location: Point) {
            self.time = time
            self.location = location
        }
    }

    /// At least two samples, in time order: down, moves, up.
    public private(set) var samples: [Sample]

    /// Makes a finger from its samples: at least two (a down and an up), with strictly
    /// increasing times. Traps otherwise.
    public init(samples: [Sample]) {
        precondition(samples.count >= 2, "a finger needs a down and an up sample")
        precondition(zip(samples, samples.dropFirst()).allSatisfy { $0.time < $1.time }, "sample times must increase")
        self.samples = samples
    }

    /// A finger that goes through `points` at constant speed over `duration`
    /// seconds, sampled `rate` times a second, and lifts one sample period after
    /// its last move (as a real panel reports the lift in a later frame). A
    /// single point is a finger down and up there, with no moves.
    public init(along points: [Point], duration: Double, rate: Double) {
        precondition(!points.isEmpty, "a path needs at least one point")
        guard points.count > 1 else {
            Self.checkTiming(duration: duration, rate: rate)
            self.init(samples: [Sample(time: 0, location: points[0]), Sample(time: duration, location: points[0])])
            return
        }
        self.init(duration: duration, rate: rate) { time in
            Self.point(along: points, atFraction: time / duration)
        }
    }

    /// A finger that is at `location(t)` at each time `t` (seconds from
    /// touch-down, 0 to `duration`): down at `location(0)`, then one move
    /// every 1/`rate` s up to `duration`, and the lift one period after the
    /// last move, where that move left it, as a panel reports a lift in the
    /// frame after the finger's last position.
    public init(duration: Double, rate: Double, tracing location: (Double) -> Point) {
        Self.checkTiming(duration: duration, rate: rate)
        let steps = max(1, Int((duration * rate).rounded()))
        var samples = [Sample(time: 0, location: location(0))]
        samples.reserveCapacity(steps + 2)
        for step in 1...steps {
            let time = duration * Double(step) / Double(steps)
            samples.append(Sample(time: time, location: location(time)))
        }
        samples.append(Sample(time: duration + 1 / rate, location: samples[samples.count - 1].location))
        self.init(samples: samples)
    }

    private static func checkTiming(duration: Double, rate: Double) {
        precondition(
            duration > 0 && rate > 0 && duration * rate <= 1_000_000,
            "a path needs a positive duration and rate, and at most a million samples")
    }

    /// Seconds from the script's start to the touch-down: the first sample's time.
    public var downTime: Double { samples[0].time }
    /// Seconds from the script's start to the lift: the last sample's time, always after `downTime`.
    public var upTime: Double { samples[samples.count - 1].time }

    /// The same path starting `delay` seconds later.
    public func delayed(by delay: Double) -> Finger {
        Finger(samples: samples.map { Sample(time: $0.time + delay, location: $0.location) })
    }

    /// The same path with the finger coming down `delay` seconds late, where
    /// the path has got to by then: the samples before are dropped, so a
    /// finger that lands while the hand is already moving moves with it from
    /// the first report (unlike `delayed(by:)`, which lags the whole path).
    /// A delay within a microsecond of a sample's time lands on that sample;
    /// the lift is always kept.
    public func landing(after delay: Double) -> Finger {
        let landed = samples.filter { $0.time >= samples[0].time + delay - 1e-6 }
        return landed.count >= 2 ? Finger(samples: landed) : Finger(samples: Array(samples.suffix(2)))
    }

    /// The same path moved `offset` points.
    public func moved(by offset: Vector) -> Finger {
        Finger(samples: samples.map { Sample(time: $0.time, location: $0.location + offset) })
    }

    /// The same path with each move sample (not the down or up) displaced by up
    /// to `amplitude` points on each axis, uniformly, from a seeded generator.
    public func jittered(by amplitude: Double, using random: inout SeededRandom) -> Finger {
        var copy = samples
        for index in copy.indices.dropFirst().dropLast() {
            copy[index].location.x += Double.random(in: -amplitude...amplitude, using: &random)
            copy[index].location.y += Double.random(in: -amplitude...amplitude, using: &random)
        }
        return Finger(samples: copy)
    }

    /// The point a `fraction` (0...1) of the way along a polyline, by length.
    static func point(along points: [Point], atFraction fraction: Double) -> Point {
        let lengths = zip(points, points.dropFirst()).map { $1.displacement(from: $0).length }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return points[0] }
        var remaining = min(max(fraction, 0), 1) * total
        for (index, length) in lengths.enumerated() {
            if remaining <= length || index == lengths.count - 1 {
                let t = length > 0 ? min(remaining / length, 1) : 0
                return points[index] + points[index + 1].displacement(from: points[index]) * t
            }
            remaining -= length
        }
        return points[points.count - 1]
    }
}
