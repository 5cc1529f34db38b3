// Event type and code numbers from the kernel's uapi `input-event-codes.h`.
// Only the codes TouchRoute reads are named; any other code passes through as
// a number.

/// `EV_*`: the kind of an event.
public enum EventType {
    public static let synchronization: UInt16 = 0x00  // EV_SYN
    public static let key: UInt16 = 0x01              // EV_KEY
    public static let relative: UInt16 = 0x02         // EV_REL
    public static let absolute: UInt16 = 0x03         // EV_ABS
    public static let miscellaneous: UInt16 = 0x04    // EV_MSC
    /// `EV_MAX`: the largest type number.
    public static let maximum: UInt16 = 0x1f
}

/// `SYN_*` codes.
public enum SynchronizationCode {
    /// The end of a frame: the state the events before it describe is complete.
    public static let report: UInt16 = 0         // SYN_REPORT
    /// Protocol A: the end of one anonymous contact within a frame.
    public static let multitouchReport: UInt16 = 2  // SYN_MT_REPORT
    /// The kernel's buffer overflowed and events were lost.
    public static let dropped: UInt16 = 3        // SYN_DROPPED
}

/// `BTN_*` codes that matter for classifying and decoding touch devices.
public enum KeyCode {
    public static let leftButton: UInt16 = 0x110   // BTN_LEFT
    public static let toolPen: UInt16 = 0x140      // BTN_TOOL_PEN
    public static let toolRubber: UInt16 = 0x141   // BTN_TOOL_RUBBER
    public static let toolFinger: UInt16 = 0x145   // BTN_TOOL_FINGER
    public static let touch: UInt16 = 0x14a        // BTN_TOUCH
    public static let stylus: UInt16 = 0x14b       // BTN_STYLUS
    public static let stylus2: UInt16 = 0x14c      // BTN_STYLUS2
    public static let toolDoubleTap: UInt16 = 0x14d  // BTN_TOOL_DOUBLETAP
}

/// `ABS_*` codes.
public enum AbsoluteAxisCode {
    public static let x: UInt16 = 0x00               // ABS_X
    public static let y: UInt16 = 0x01               // ABS_Y
    public static let pressure: UInt16 = 0x18        // ABS_PRESSURE
    public static let slot: UInt16 = 0x2f            // ABS_MT_SLOT
    public static let touchMajor: UInt16 = 0x30      // ABS_MT_TOUCH_MAJOR
    public static let touchMinor: UInt16 = 0x31      // ABS_MT_TOUCH_MINOR
    public static let widthMajor: UInt16 = 0x32      // ABS_MT_WIDTH_MAJOR
    public static let widthMinor: UInt16 = 0x33      // ABS_MT_WIDTH_MINOR
    public static let orientation: UInt16 = 0x34     // ABS_MT_ORIENTATION
    public static let positionX: UInt16 = 0x35       // ABS_MT_POSITION_X
    public static let positionY: UInt16 = 0x36       // ABS_MT_POSITION_Y
    public static let toolType: UInt16 = 0x37        // ABS_MT_TOOL_TYPE
    public static let trackingID: UInt16 = 0x39      // ABS_MT_TRACKING_ID
    public static let multitouchPressure: UInt16 = 0x3a  // ABS_MT_PRESSURE
    public static let distance: UInt16 = 0x3b        // ABS_MT_DISTANCE
    /// `ABS_MAX`: the largest axis number.
    public static let maximum: UInt16 = 0x3f
}

/// `MT_TOOL_*` values of `ABS_MT_TOOL_TYPE`.
public enum MultitouchTool {
    public static let finger: Int32 = 0x00  // MT_TOOL_FINGER
    public static let pen: Int32 = 0x01     // MT_TOOL_PEN
    public static let palm: Int32 = 0x02    // MT_TOOL_PALM
}

/// `INPUT_PROP_*` numbers.
public enum InputProperty {
    public static let pointer: UInt16 = 0x00    // INPUT_PROP_POINTER
    /// The device is a screen: contacts land where they are, on the display.
    public static let direct: UInt16 = 0x01     // INPUT_PROP_DIRECT
    public static let buttonPad: UInt16 = 0x02  // INPUT_PROP_BUTTONPAD
    public static let semiMultitouch: UInt16 = 0x03  // INPUT_PROP_SEMI_MT
    /// `INPUT_PROP_MAX`.
    public static let maximum: UInt16 = 0x1f
}
