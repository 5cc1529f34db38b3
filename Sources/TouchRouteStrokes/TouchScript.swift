import TouchRoute

/// A scripted script: one or more fingers, each with its own path and timing.
///
/// ```swift
/// let swipe = TouchScript.swipe(from: Point(600, 200), to: Point(200, 204))
/// let pinchy = TouchScript.drag(from: Point(100, 100), to: Point(100, 300))
///     .adding(.drag(from: Point(160, 100), to: Point(160, 300)), after: 0.02)
/// ```
///
/// Times are seconds from the script's start; `frames(startingAt:)` turns the
/// script into input frames on an absolute time base.
public struct TouchScript: Hashable, Sendable {
    /// The standard sample rate: 120 Hz, a common touch-panel report rate.
    public static let standardRate = 120.0

    /// The fingers, each with its own path and timing; contact numbers follow this order (see
    /// `frames(startingAt:firstContactID:)`).
    public var fingers: [Finger]

    /// Makes a script of `fingers`, in contact-number order.
    public init(fingers: [Finger]) {
        self.fingers = fingers
    }

    /// A finger down and up at `point` after `duration` seconds, without moving.
    public static func tap(at point: Point, duration: Double = 0.08) -> TouchScript {
        TouchScript(fingers: [Finger(along: [point], duration: duration, rate: standardRate)])
    }

    /// A finger held still at `point` for `duration` seconds.
    public static func longPress(at point: Point, duration: Double = 0.8) -> TouchScript {
        tap(at: point, duration: duration)
    }

    /// A finger moving in a straight line over `duration` seconds, sampled at `rate` Hz.
    public static func drag(
        from start: Point, to end: Point, duration: Double = 0.5, rate: Double = standardRate
    ) -> TouchScript {
        path([start, end], duration: duration, rate: rate)
    }

    /// A quick drag: the same straight line in 0.15 s by default.
    public static func swipe(
        from start: Point, to end: Point, duration: Double = 0.15, rate: Double = standardRate
    ) -> TouchScript {
        path([start, end], duration: duration, rate: rate)
    }

    /// A finger through a polyline at constant speed.
    public static func path(_ points: [Point], duration: Double = 0.5, rate: Double = standardRate) -> TouchScript {
        TouchScript(fingers: [Finger(along: points, duration: duration, rate: rate)])
    }

    /// This script plus `other`'s fingers, which start `delay` seconds later.
    public func adding(_ other: TouchScript, after delay: Double = 0) -> TouchScript {
        TouchScript(fingers: fingers + other.fingers.map { $0.delayed(by: delay) })
    }

    /// Every finger moved `offset` points, keeping its timing.
    public func moved(by offset: Vector) -> TouchScript {
        TouchScript(fingers: fingers.map { $0.moved(by: offset) })
    }

    /// Every finger's moves jittered by up to `amplitude` points, reproducibly.
    public func jittered(by amplitude: Double, seed: UInt64) -> TouchScript {
        var random = SeededRandom(seed: seed)
        return TouchScript(fingers: fingers.map { $0.jittered(by: amplitude, using: &random) })
    }

    /// Seconds from the first touch-down to the last lift-off.
    public var duration: Double {
        (fingers.map(\.upTime).max() ?? 0) - (fingers.map(\.downTime).min() ?? 0)
    }

    /// The script as input frames, with times offset by `start` seconds. Finger
    /// `i` uses contact number `firstContactID + i`. Samples of different fingers
    /// at the same time share a frame; a finger without a sample in a frame is
    /// stationary and left out of it.
    public func frames(startingAt start: Double, firstContactID: Int = 0) -> [TouchFrame] {
        var events: [(time: Double, contact: Contact)] = []
        for (index, finger) in fingers.enumerated() {
            for (sampleIndex, sample) in finger.samples.enumerated() {
                let phase: TouchPhase =
                    sampleIndex == 0
                    ? .began
                    : sampleIndex == finger.samples.count - 1 ? .ended : .moved
                events.append(
                    (
                        start + sample.time,
                        Contact(id: firstContactID + index, phase: phase, location: sample.location)
                    ))
            }
        }
        events.sort { $0.time < $1.time }
        var frames: [TouchFrame] = []
        for event in events {
            if let last = frames.last, abs(last.timestamp - event.time) < 1e-9 {
                frames[frames.count - 1].contacts.append(event.contact)
            } else {
                frames.append(TouchFrame(timestamp: event.time, contacts: [event.contact]))
            }
        }
        return frames
    }
}
