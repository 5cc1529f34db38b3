extension DeviceDescription {
    /// TouchRoute's one answer to "is this a touchscreen?", the same for
    /// `replay`, `run`, `record`, `list`, sessions and the C API: udev's
    /// `ID_INPUT_TOUCHSCREEN=1` (from `input_id`, a rule or a hwdb entry; a
    /// recording keeps the properties it was recorded with), or the
    /// capabilities (`DeviceKind`), which also take a touch panel that names
    /// its contact a pen. Either one is enough.
    public var isTouchscreenForTouchRoute: Bool {
        udevProperties["ID_INPUT_TOUCHSCREEN"] == "1" || DeviceKind(self) == .touchscreen
    }

    /// Whether the device reports positions at all (absolute X/Y or
    /// multitouch), so that it can be routed when asked for by name even
    /// though it is not taken as a touchscreen.
    public var reportsPositions: Bool {
        (hasAxis(EventCode.absX) && hasAxis(EventCode.absY))
            || (hasAxis(EventCode.absMTPositionX) && hasAxis(EventCode.absMTPositionY))
    }

    /// Whether the device is a mouse that scrolls with a wheel and reports
    /// no contacts: relative X and Y and a left button, as udev's `input_id`
    /// asks of a mouse, and a wheel (`PointerDecoder`). `run`, sessions and
    /// the C API read it beside touchscreens, and its wheel scrolls the view
    /// under its pointer. A mouse without a wheel has nothing to route, and a
    /// keyboard's consumer-control node with a pan wheel is no pointer.
    public var isWheelPointer: Bool {
        multitouchProtocol == nil && supports(type: .rel, code: .relX) && supports(type: .rel, code: .relY)
            && supports(type: .key, code: .btnLeft) && PointerDecoder.hasWheel(self)
    }

    /// Whether the device is a touchpad that TouchRoute reads as a pointer:
    /// `DeviceKind.touchpad` (positions and `BTN_TOOL_FINGER`, not direct),
    /// or udev's `ID_INPUT_TOUCHPAD=1`, and not taken as a touchscreen. Its
    /// fingers move a pointer and scroll (`TouchpadDecoder`); they never
    /// touch the screen.
    public var isTouchpadPointer: Bool {
        !isTouchscreenForTouchRoute && positionAxes != nil
            && (udevProperties["ID_INPUT_TOUCHPAD"] == "1" || DeviceKind(self) == .touchpad)
    }

    /// Whether the device is read as a pointer beside the touchscreens: a
    /// mouse with a wheel (`isWheelPointer`) or a touchpad (`isTouchpadPointer`).
    /// Its pointer starts at the window's centre, it never sizes the window,
    /// and it scrolls the view under its pointer.
    public var isPointerDevice: Bool { isWheelPointer || isTouchpadPointer }
}
