/// Recognises fingers held still: `numberOfTouchesRequired` fingers down for
/// `minimumPressDuration` seconds without any moving more than
/// `allowableMovement` points. Continuous: it begins when the time is up,
/// changes as the fingers move, and ends when they lift.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Android's `ViewConfiguration.getLongPressTimeout()`: 0.5 s (UIKit's
    /// `minimumPressDuration` is the same 0.5 s).
    public static let standardMinimumPressDuration = 0.5
    /// UIKit's `allowableMovement` default: 10 points, about a fingertip's
    /// wobble while it is held.
    public static let standardAllowableMovement = 10.0

    public var numberOfTouchesRequired = 1
    /// How long the fingers must be held, in seconds.
    public var minimumPressDuration = LongPressGestureRecognizer.standardMinimumPressDuration
    /// How far a finger may move before the press fails, in points.
    public var allowableMovement = LongPressGestureRecognizer.standardAllowableMovement
    open override var kind: GestureKind { .longPress }
}
