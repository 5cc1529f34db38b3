/// Recognises fingers held still: `numberOfTouchesRequired` fingers down for
/// `minimumPressDuration` seconds without any moving more than
/// `allowableMovement` points. Continuous: it begins when the time is up,
/// changes as the fingers move, and ends when they lift.
open class LongPressGestureRecognizer: GestureRecognizer {
    public var numberOfTouchesRequired = 1
    open override var kind: GestureKind { .longPress }
}
