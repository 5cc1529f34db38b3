import CTouchRoute

// tr_window_on_*: one callback each, with its own user data. NULL clears it.

/// Set one of a window's callbacks. `call` is the exporting function, which
/// names the C call in messages.
private func set<Function>(
    _ window: OpaquePointer?, _ slot: ReferenceWritableKeyPath<HostedWindow, CCallback<Function>>,
    _ function: Function?, _ userData: UnsafeMutableRawPointer?, call: StaticString = #function
) -> tr_status {
    exported(function: call) { () throws(APIFailure) in
        try HostedWindow.from(window)[keyPath: slot] = CCallback(function: function, userData: userData)
    }
}

@_cdecl("tr_window_on_delivery")
public func trWindowOnDelivery(
    _ window: OpaquePointer?, _ callback: tr_delivery_fn?, _ userData: UnsafeMutableRawPointer?
) -> tr_status {
    set(window, \.callbacks.delivery, callback, userData)
}

@_cdecl("tr_window_on_decision")
public func trWindowOnDecision(
    _ window: OpaquePointer?, _ callback: tr_decision_fn?, _ userData: UnsafeMutableRawPointer?
) -> tr_status {
    set(window, \.callbacks.decision, callback, userData)
}

@_cdecl("tr_window_on_scroll")
public func trWindowOnScroll(_ window: OpaquePointer?, _ callback: tr_scroll_fn?, _ userData: UnsafeMutableRawPointer?)
    -> tr_status
{
    set(window, \.callbacks.scroll, callback, userData)
}

@_cdecl("tr_window_on_tap")
public func trWindowOnTap(_ window: OpaquePointer?, _ callback: tr_tap_fn?, _ userData: UnsafeMutableRawPointer?)
    -> tr_status
{
    set(window, \.callbacks.tap, callback, userData)
}

@_cdecl("tr_window_on_problem")
public func trWindowOnProblem(
    _ window: OpaquePointer?, _ callback: tr_problem_fn?, _ userData: UnsafeMutableRawPointer?
) -> tr_status {
    set(window, \.callbacks.problem, callback, userData)
}

@_cdecl("tr_window_on_pointer_scroll")
public func trWindowOnPointerScroll(
    _ window: OpaquePointer?, _ callback: tr_pointer_scroll_fn?, _ userData: UnsafeMutableRawPointer?
) -> tr_status {
    set(window, \.callbacks.pointerScroll, callback, userData)
}

@_cdecl("tr_window_on_gesture")
public func trWindowOnGesture(
    _ window: OpaquePointer?, _ callback: tr_gesture_fn?, _ userData: UnsafeMutableRawPointer?
)
    -> tr_status
{
    set(window, \.callbacks.gesture, callback, userData)
}
