/// Recognises two fingers moving apart or together: `scale` is their
/// distance relative to the distance when the pinch began, `velocity` its
/// change per second. Continuous.
open class PinchGestureRecognizer: GestureRecognizer {
    open override var kind: GestureKind { .pinch }
}
