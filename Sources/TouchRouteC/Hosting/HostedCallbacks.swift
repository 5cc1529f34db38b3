import CTouchRoute

/// One C callback and the user data it is called with.
struct CCallback<Function> {
    var function: Function?
    var userData: UnsafeMutableRawPointer?
}

/// The callbacks a window's C user has set, each with its own user data.
struct HostedCallbacks {
    var delivery = CCallback<tr_delivery_fn>()
    var decision = CCallback<tr_decision_fn>()
    var scroll = CCallback<tr_scroll_fn>()
    var tap = CCallback<tr_tap_fn>()
    var problem = CCallback<tr_problem_fn>()
    var pointerScroll = CCallback<tr_pointer_scroll_fn>()
    var gesture = CCallback<tr_gesture_fn>()

    /// Whether any callback is fed by `Window.trace` (taps are not).
    var wantsTrace: Bool {
        delivery.function != nil || decision.function != nil || scroll.function != nil || problem.function != nil
            || pointerScroll.function != nil || gesture.function != nil
    }
}
