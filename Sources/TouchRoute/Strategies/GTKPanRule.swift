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

    /// Makes the rule with `threshold` points of travel before it guesses: 8 by default, 0 for GTK's
    /// exact behaviour.
    public init(threshold: Double = standardThreshold) {
        self.threshold = threshold
    }

    /// The rule, defined once. "Past the threshold along either axis, and one
    /// axis more than twice the other" is "that axis past the threshold": if
    /// the other one is past it, so is the axis more than twice as long (with
    /// a threshold below 0, every travel is past it).
    var regions: DirectionRegions {
        DirectionRegions(
            takeOver: AxisRegion(AxisRegion.along(beyond: threshold), AxisRegion.steeper(than: Self.factor)),
            decline: AxisRegion(AxisRegion.across(beyond: threshold), AxisRegion.flatter(than: Self.factor)))
    }

    /// The verdict on `displacement` (points from touch-down) for a horizontal pager;
    /// `DirectionStrategy.decide(_:along:)` reads the rule along either axis.
    public func decide(_ displacement: Vector) -> DirectionVerdict {
        regions.verdict(for: displacement, along: .horizontal)
    }
}
