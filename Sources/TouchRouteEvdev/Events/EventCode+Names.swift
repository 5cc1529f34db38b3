extension EventCode {
    /// The kernel's name for this code as a code of `type`, such as
    /// `ABS_MT_POSITION_X`, or nil for a code not named in `EventCode`.
    ///
    /// - Complexity: O(1); a switch, no table, so it costs nothing unless called.
    public func name(as type: EventType) -> String? {
        switch (type, self) {
        case (.syn, .synReport): "SYN_REPORT"
        case (.syn, .synMTReport): "SYN_MT_REPORT"
        case (.syn, .synDropped): "SYN_DROPPED"
        case (.key, .btnLeft): "BTN_LEFT"
        case (.key, .btnToolPen): "BTN_TOOL_PEN"
        case (.key, .btnToolRubber): "BTN_TOOL_RUBBER"
        case (.key, .btnToolFinger): "BTN_TOOL_FINGER"
        case (.key, .btnTouch): "BTN_TOUCH"
        case (.key, .btnStylus): "BTN_STYLUS"
        case (.key, .btnStylus2): "BTN_STYLUS2"
        case (.key, .btnToolDoubleTap): "BTN_TOOL_DOUBLETAP"
        case (.rel, .relX): "REL_X"
        case (.rel, .relY): "REL_Y"
        case (.rel, .relHWheel): "REL_HWHEEL"
        case (.rel, .relWheel): "REL_WHEEL"
        case (.rel, .relWheelHiRes): "REL_WHEEL_HI_RES"
        case (.rel, .relHWheelHiRes): "REL_HWHEEL_HI_RES"
        case (.abs, .absX): "ABS_X"
        case (.abs, .absY): "ABS_Y"
        case (.abs, .absPressure): "ABS_PRESSURE"
        case (.abs, .absMTSlot): "ABS_MT_SLOT"
        case (.abs, .absMTTouchMajor): "ABS_MT_TOUCH_MAJOR"
        case (.abs, .absMTTouchMinor): "ABS_MT_TOUCH_MINOR"
        case (.abs, .absMTWidthMajor): "ABS_MT_WIDTH_MAJOR"
        case (.abs, .absMTWidthMinor): "ABS_MT_WIDTH_MINOR"
        case (.abs, .absMTOrientation): "ABS_MT_ORIENTATION"
        case (.abs, .absMTPositionX): "ABS_MT_POSITION_X"
        case (.abs, .absMTPositionY): "ABS_MT_POSITION_Y"
        case (.abs, .absMTToolType): "ABS_MT_TOOL_TYPE"
        case (.abs, .absMTTrackingID): "ABS_MT_TRACKING_ID"
        case (.abs, .absMTPressure): "ABS_MT_PRESSURE"
        case (.abs, .absMTDistance): "ABS_MT_DISTANCE"
        default: nil
        }
    }
}
