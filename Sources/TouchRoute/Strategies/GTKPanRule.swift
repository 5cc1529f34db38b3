/// GTK's pan rule (`GtkGesturePan`): once the finger has travelled past the drag
/// threshold, the gesture is horizontal when `|dx| > 2|dy|`; otherwise it is not,
/// and the pan gives up for the gesture. Decided once, from touch-down.
public struct GTKPanRule: Hashable, Sendable {
    /// GTK's default `gtk-dnd-drag-threshold` is 8 pixels; one pixel is one point here.
    public static let standardThreshold = 8.0

    /// Points the finger must travel (in either direction) before the rule decides.
    public var threshold: Double

    public init(threshold: Double = standardThreshold) {
        self.threshold = threshold
    }

    public func decide(_ displacement: Vector) -> DirectionVerdict {
        let dx = abs(displacement.dx), dy = abs(displacement.dy)
        guard dx > threshold || dy > threshold else { return .undecided }
        return dx > 2 * dy ? .takeOver : .decline
    }
}
