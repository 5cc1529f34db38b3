import TouchRoute

/// One movement of a finger between two points: along the straight chord
/// from `start` to `end`, timed by a minimum-jerk profile, bowed sideways by
/// a wander. The stroke's angle is its chord's.
public struct Stroke: Hashable, Sendable {
    /// Window points.
    public var start: Point
    /// Where the finger ends, and lifts, in window points.
    public var end: Point
    /// Seconds.
    public var duration: Double
    /// How far along the chord the finger is at each moment: minimum-jerk, coming to rest or cut
    /// short for a flick.
    public var profile: MinimumJerkProfile
    /// How the path bows sideways off the chord, zero at both ends.
    public var wander: LateralWander

    /// Makes a stroke from `start` to `end` over `duration` seconds (above 0; traps otherwise). By
    /// default it comes to rest before it lifts and follows its chord exactly.
    public init(
        from start: Point, to end: Point, duration: Double,
        profile: MinimumJerkProfile = .toRest, wander: LateralWander = .none
    ) {
        precondition(duration > 0, "a stroke takes time")
        self.start = start
        self.end = end
        self.duration = duration
        self.profile = profile
        self.wander = wander
    }

    /// The chord from start to end, in points.
    public var chord: Vector { end.displacement(from: start) }

    /// Where the finger is `time` seconds into the stroke (clamped to it).
    public func location(at time: Double) -> Point {
        let travelled = profile.travelled(at: time / duration)
        let chord = self.chord
        let onChord = start + chord * travelled
        let length = chord.length
        guard length > 0 else { return onChord }
        let left = Vector(dx: chord.dy / length, dy: -chord.dx / length)
        return onChord + left * wander.deviation(at: travelled)
    }
}
