import TouchRoute

/// A screen-edge rule as the anchors publish it: a finger that comes down
/// within `edgeWidth` points of the left edge may open the edge gesture;
/// then the first of moving more than `slop` points away from the edge (the
/// edge pan) or more than `slop` points up or down (the list's drag) wins.
/// A finger that comes down farther in is the list's.
public struct EdgePanRule: Hashable, Sendable {
    /// Points from the left edge.
    public var edgeWidth: Double
    /// Points.
    public var slop: Double

    /// Makes a rule; each parameter is the property of the same name.
    public init(edgeWidth: Double, slop: Double) {
        self.edgeWidth = edgeWidth
        self.slop = slop
    }

    /// `edge-pan`, `scroll`, or `none` for a finger that crossed neither slop.
    public func outcome(of script: TouchScript) -> ArenaOutcome {
        guard let finger = script.fingers.first else { return .none }
        let down = finger.samples[0].location
        guard down.x <= edgeWidth else { return .scroll }
        for sample in finger.samples.dropFirst() {
            let away = sample.location.x - down.x
            let along = abs(sample.location.y - down.y)
            if away > slop || along > slop { return away >= along ? .edgePan : .scroll }
        }
        return .none
    }
}
