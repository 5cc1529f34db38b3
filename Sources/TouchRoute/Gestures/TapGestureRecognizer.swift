/// Recognises taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired`
/// fingers each, every finger lifting within `allowableMovement` of where it
/// came down, each tap short and close in time and place to the one before.
/// Discrete. Its kind is `.tap` for one tap and `.doubleTap` for more.
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    open override var kind: GestureKind { numberOfTapsRequired > 1 ? .doubleTap : .tap }
}
