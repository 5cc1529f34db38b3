/// Recognises two fingers turning about each other: `rotation` is the turn of
/// the line between them since the rotation began, in radians (clockwise on
/// screen is positive), `velocity` in radians per second. Continuous.
open class RotationGestureRecognizer: GestureRecognizer {
    open override var kind: GestureKind { .rotation }
}
