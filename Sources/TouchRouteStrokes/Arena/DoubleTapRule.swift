import TouchRoute

/// A double-tap rule as the anchors publish it: a second touch-down counts
/// as the second tap when it comes within `interval` seconds (counted from
/// the first tap's lift or its touch-down, as the anchor says), no sooner
/// than `minimumGap` after the first lift, and within `distance` points of
/// the first touch-down.
public struct DoubleTapRule: Hashable, Sendable {
    /// Where `interval` is counted from.
    public enum IntervalStart: String, Hashable, Sendable {
        /// From the first tap's lift, as Android's `DOUBLE_TAP_TIMEOUT` is.
        case firstLift
        /// From the first tap's touch-down, as Flutter's `kDoubleTapTimeout` and GTK's double-click time are.
        case firstTouchDown
    }

    /// Seconds.
    public var interval: Double
    /// Whether `interval` runs from the first tap's lift or from its touch-down.
    public var countedFrom: IntervalStart
    /// Seconds from the first lift to the second touch-down, at least.
    public var minimumGap: Double
    /// Points between the two touch-downs, at most.
    public var distance: Double

    /// Makes a rule; each parameter is the property of the same name. `minimumGap` is 0 by
    /// default, for anchors that publish none.
    public init(interval: Double, countedFrom: IntervalStart, minimumGap: Double = 0, distance: Double) {
        self.interval = interval
        self.countedFrom = countedFrom
        self.minimumGap = minimumGap
        self.distance = distance
    }

    /// What `script`'s taps make, in the order they come down: each tap
    /// either pairs with the next as a double tap, or is a single tap, and a
    /// tap that cannot be the second of a pair (too late, too far) starts a
    /// pair of its own. `zoom` for one double tap, `tap` for single taps
    /// alone, `tapThenZoom` for a single tap and then a double tap; `none`
    /// for anything else.
    public func outcome(of script: TouchScript) -> ArenaOutcome {
        let fingers = script.fingers.sorted { $0.downTime < $1.downTime }
        var doubles: [Bool] = []
        var index = 0
        while index < fingers.count {
            if index + 1 < fingers.count, pairs(fingers[index], fingers[index + 1]) {
                doubles.append(true)
                index += 2
            } else {
                doubles.append(false)
                index += 1
            }
        }
        switch doubles {
        case [true]: return .zoom
        case [false, true]: return .tapThenZoom
        case _ where !doubles.contains(true): return .tap
        default: return .none
        }
    }

    /// Whether `second` is the second tap of a double tap begun by `first`.
    private func pairs(_ first: Finger, _ second: Finger) -> Bool {
        let start = countedFrom == .firstLift ? first.upTime : first.downTime
        let apart = second.samples[0].location.displacement(from: first.samples[0].location).length
        return second.downTime - start <= interval && second.downTime - first.upTime >= minimumGap && apart <= distance
    }
}
