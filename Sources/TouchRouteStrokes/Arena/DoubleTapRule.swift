import TouchRoute

/// A double-tap rule as the anchors publish it: a second touch-down counts
/// as the second tap when it comes within `interval` seconds (counted from
/// the first tap's lift or its touch-down, as the anchor says), no sooner
/// than `minimumGap` after the first lift, and within `distance` points of
/// the first touch-down.
public struct DoubleTapRule: Hashable, Sendable {
    /// Where `interval` is counted from.
    public enum IntervalStart: String, Hashable, Sendable {
        case firstLift
        case firstTouchDown
    }

    /// Seconds.
    public var interval: Double
    public var countedFrom: IntervalStart
    /// Seconds from the first lift to the second touch-down, at least.
    public var minimumGap: Double
    /// Points between the two touch-downs, at most.
    public var distance: Double

    public init(interval: Double, countedFrom: IntervalStart, minimumGap: Double = 0, distance: Double) {
        self.interval = interval
        self.countedFrom = countedFrom
        self.minimumGap = minimumGap
        self.distance = distance
    }

    /// `zoom` (the double tap's action on a photo) when `script`'s first two
    /// fingers make a double tap; `tap` otherwise.
    public func outcome(of script: TouchScript) -> ArenaOutcome {
        let fingers = script.fingers.sorted { $0.downTime < $1.downTime }
        guard fingers.count >= 2 else { return .tap }
        let (first, second) = (fingers[0], fingers[1])
        let start = countedFrom == .firstLift ? first.upTime : first.downTime
        let apart = second.samples[0].location.displacement(from: first.samples[0].location).length
        let isDouble =
            second.downTime - start <= interval && second.downTime - first.upTime >= minimumGap && apart <= distance
        return isDouble ? .zoom : .tap
    }
}
