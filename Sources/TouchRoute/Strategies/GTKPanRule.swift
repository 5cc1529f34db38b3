/// GTK's pan rule (`GtkGesturePan`, horizontal): the gesture is horizontal once
/// `|dx| > 2|dy|`, and not horizontal (GTK denies the sequence) once
/// `|dy| > 2|dx|`; in between, GTK keeps guessing. Displacements are from
/// touch-down.
///
/// GtkGesturePan guesses from the very first motion. On a touchscreen that lets
/// a pixel of jitter decide, so this rule first waits until the finger has
/// travelled more than `threshold` along either axis; set it to 0 for GTK's
/// exact behaviour.
public struct GTKPanRule: Hashable, Sendable {
    /// 8 points: GTK's default drag threshold (`gtk-dnd-drag-threshold`, 8
    /// pixels), the travel GTK itself treats as a deliberate drag.
    public static let standardThreshold = 8.0
    /// GTK's direction factor: one axis must exceed twice the other.
    public static let factor = 2.0

    /// Points the finger must travel (along either axis) before the rule guesses.
    public var threshold: Double

    public init(threshold: Double = standardThreshold) {
        self.threshold = threshold
    }

    public func decide(_ displacement: Vector) -> DirectionVerdict {
        let dx = abs(displacement.dx)
        let dy = abs(displacement.dy)
        guard dx > threshold || dy > threshold else { return .undecided }
        if dx > Self.factor * dy { return .takeOver }
        if dy > Self.factor * dx { return .decline }
        return .undecided
    }
}
