/// Recognises fingers held still: `numberOfTouchesRequired` fingers down for
/// `minimumPressDuration` seconds without any moving more than
/// `allowableMovement` points. Continuous: it begins when the time is up,
/// changes as the fingers move, and ends when they lift.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// UIKit's `minimumPressDuration` default, 0.5 s: long enough that a
    /// resting finger that means a tap lifts first. (Android's
    /// `ViewConfiguration` long-press timeout is 400 ms since Android 12, 500 ms before.)
    public static let standardMinimumPressDuration = 0.5
    /// UIKit's `allowableMovement` default, 10 pt: a finger's tremor while held.
    public static let standardAllowableMovement = 10.0

    public var numberOfTouchesRequired = 1
    /// Seconds the fingers must be down before the press begins.
    public var minimumPressDuration = LongPressGestureRecognizer.standardMinimumPressDuration
    /// Points a finger may move before the press begins without failing it.
    public var allowableMovement = LongPressGestureRecognizer.standardAllowableMovement
    open override var kind: GestureKind { .longPress }
}
