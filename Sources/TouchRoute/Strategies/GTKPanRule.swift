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

    /// The rule, defined once. "Past the threshold along either axis, and one
    /// axis twice the other" is "the axis that is twice the other is past the
    /// threshold": for a threshold ≥ 0, twice the other axis is at least the
    /// other axis, so it cannot be the one past the threshold alone.
    var regions: DirectionRegions {
        DirectionRegions(
            takeOver: AxisRegion(AxisRegion.along(beyond: threshold), AxisRegion.steeper(than: Self.factor)),
            decline: AxisRegion(AxisRegion.across(beyond: threshold), AxisRegion.flatter(than: Self.factor)))
    }

    public func decide(_ displacement: Vector) -> DirectionVerdict {
        regions.verdict(for: displacement, along: .horizontal)
    }
}
