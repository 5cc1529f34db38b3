/// Recognises a drag of `minimumNumberOfTouches`…`maximumNumberOfTouches`
/// fingers: it begins once their centroid has moved past the pan start and
/// reports `translation` and `velocity` until they lift. Continuous.
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    open override var kind: GestureKind { .pan }
}
