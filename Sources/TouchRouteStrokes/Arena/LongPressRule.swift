import TouchRoute

/// A long-press rule as the anchors publish it: the press is recognized once
/// the finger has been down `duration` seconds without moving more than
/// `movement` points from where it came down; moving farther first makes
/// the stroke a drag, lifting first a tap.
public struct LongPressRule: Hashable, Sendable {
    /// Seconds.
    public var duration: Double
    /// Points from the touch-down.
    public var movement: Double

    /// Makes a rule; each parameter is the property of the same name.
    public init(duration: Double, movement: Double) {
        self.duration = duration
        self.movement = movement
    }

    /// `menu` when the rule fires on `script`'s first finger; otherwise
    /// `page` for a finger that moved past `movement` (a sideways drag on
    /// the pager) and `tap` for one that lifted in time.
    public func outcome(of script: TouchScript) -> ArenaOutcome {
        guard let finger = script.fingers.first else { return .none }
        let down = finger.samples[0]
        let strayed = finger.samples.first { $0.location.displacement(from: down.location).length > movement }
        if finger.upTime - down.time > duration, (strayed?.time ?? .infinity) - down.time > duration {
            return .menu
        }
        return strayed == nil ? .tap : .page
    }
}
