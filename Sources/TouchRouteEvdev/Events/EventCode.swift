/// An evdev event code: what an event is about within its `EventType`, from
/// the kernel's uapi `input-event-codes.h`. Only the codes TouchRoute reads are
/// named, after the kernel's constants (`SYN_REPORT` is `.synReport`,
/// `ABS_MT_POSITION_X` is `.absMTPositionX`); any other code passes through as
/// its number. Like `EventType`, it compiles to the bare `UInt16`.
///
/// A code means something only with its type (code 0 is `SYN_REPORT`,
/// `ABS_X` and `REL_X`), so its kernel name is `name(as:)`, not a description.
public struct EventCode: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
    /// The number the kernel sends.
    public var rawValue: UInt16

    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The kernel's number written as is, as recordings write it (`3` for `EV_ABS`).
    @inlinable public init(integerLiteral number: UInt16) { self.rawValue = number }

    @inlinable public static func < (lhs: EventCode, rhs: EventCode) -> Bool { lhs.rawValue < rhs.rawValue }

    // `SYN_*`.

    /// `SYN_REPORT`: the end of a frame: the state the events before it describe is complete.
    public static let synReport = EventCode(rawValue: 0)
    /// `SYN_MT_REPORT`: protocol A's end of one anonymous contact within a frame.
    public static let synMTReport = EventCode(rawValue: 2)
    /// `SYN_DROPPED`: the kernel's buffer overflowed and events were lost.
    public static let synDropped = EventCode(rawValue: 3)

    // `BTN_*` codes that matter for classifying and decoding touch devices.

    /// `BTN_LEFT` (also `BTN_MOUSE`): the left mouse button, the first of the mouse buttons. A device
    /// with it, relative X/Y and a wheel is read as a wheel mouse.
    public static let btnLeft = EventCode(rawValue: 0x110)
    /// `BTN_TOOL_PEN`: a pen is in range of the surface (1) or has left it (0). Many single-touch
    /// resistive panels name their one contact a pen too (see `DeviceKind`).
    public static let btnToolPen = EventCode(rawValue: 0x140)
    /// `BTN_TOOL_RUBBER`: a pen's eraser end is in range; a pen's own sign, so a tablet.
    public static let btnToolRubber = EventCode(rawValue: 0x141)
    /// `BTN_TOOL_FINGER`: one finger is on the surface; a touchpad's sign when the device is not direct.
    public static let btnToolFinger = EventCode(rawValue: 0x145)
    /// `BTN_TOUCH`: the tool is in contact with the surface (1) or has lifted (0); a single-touch
    /// device's down and up.
    public static let btnTouch = EventCode(rawValue: 0x14a)
    /// `BTN_STYLUS`: a pen's first barrel button; a pen's own sign, so a tablet.
    public static let btnStylus = EventCode(rawValue: 0x14b)
    /// `BTN_STYLUS2`: a pen's second barrel button; a pen's own sign, so a tablet.
    public static let btnStylus2 = EventCode(rawValue: 0x14c)
    /// `BTN_TOOL_DOUBLETAP`: two fingers are on a touchpad's surface. Named, but not decoded: fingers are
    /// counted from contacts, so a pad that reports a second finger only this way does not scroll.
    public static let btnToolDoubleTap = EventCode(rawValue: 0x14d)

    // `REL_*`: a mouse's motion and its wheels.

    /// `REL_X`: motion along X since the last report, in device units, positive to the right.
    public static let relX = EventCode(rawValue: 0x00)
    /// `REL_Y`: motion along Y since the last report, in device units, positive down (towards the user).
    public static let relY = EventCode(rawValue: 0x01)
    /// `REL_HWHEEL`: whole detents of a horizontal wheel (or a tilted one), positive to the right.
    public static let relHWheel = EventCode(rawValue: 0x06)
    /// `REL_WHEEL`: whole detents, positive when the wheel turns away from the user (scroll up).
    public static let relWheel = EventCode(rawValue: 0x08)
    /// `REL_WHEEL_HI_RES`: the same turn in 120ths of a detent (kernel 5.0 on), sent
    /// beside `REL_WHEEL`, which then only counts whole detents.
    public static let relWheelHiRes = EventCode(rawValue: 0x0b)
    /// `REL_HWHEEL_HI_RES`: `REL_HWHEEL` in 120ths of a detent.
    public static let relHWheelHiRes = EventCode(rawValue: 0x0c)

    // `ABS_*`.

    /// `ABS_X`: a single-touch device's position along X, in device units.
    public static let absX = EventCode(rawValue: 0x00)
    /// `ABS_Y`: a single-touch device's position along Y, in device units.
    public static let absY = EventCode(rawValue: 0x01)
    /// `ABS_PRESSURE`: a single-touch device's pressure, in device units; without `BTN_TOUCH`, the
    /// contact is down while it is above the axis minimum.
    public static let absPressure = EventCode(rawValue: 0x18)
    /// `ABS_MT_SLOT`: protocol B: selects the slot that the `ABS_MT_*` events after it update.
    public static let absMTSlot = EventCode(rawValue: 0x2f)
    /// `ABS_MT_TOUCH_MAJOR`: the long axis of the contact area, in device units of the position axes.
    public static let absMTTouchMajor = EventCode(rawValue: 0x30)
    /// `ABS_MT_TOUCH_MINOR`: the short axis of the contact area; left out when the contact is round.
    public static let absMTTouchMinor = EventCode(rawValue: 0x31)
    /// `ABS_MT_WIDTH_MAJOR`: the long axis of the approaching tool itself (the whole finger), not the
    /// contact area. Named, but not decoded.
    public static let absMTWidthMajor = EventCode(rawValue: 0x32)
    /// `ABS_MT_WIDTH_MINOR`: the short axis of the approaching tool. Named, but not decoded.
    public static let absMTWidthMinor = EventCode(rawValue: 0x33)
    /// `ABS_MT_ORIENTATION`: how the contact ellipse is turned, with its resolution in units per
    /// radian. Named, but not decoded.
    public static let absMTOrientation = EventCode(rawValue: 0x34)
    /// `ABS_MT_POSITION_X`: the contact's centre along X, in device units.
    public static let absMTPositionX = EventCode(rawValue: 0x35)
    /// `ABS_MT_POSITION_Y`: the contact's centre along Y, in device units.
    public static let absMTPositionY = EventCode(rawValue: 0x36)
    /// `ABS_MT_TOOL_TYPE`: what touches, as an `MT_TOOL_*` value (`MultitouchTool`); a palm is cancelled.
    public static let absMTToolType = EventCode(rawValue: 0x37)
    /// `ABS_MT_TRACKING_ID`: the contact's ID for its lifetime; −1 in a slot means the contact lifted.
    public static let absMTTrackingID = EventCode(rawValue: 0x39)
    /// `ABS_MT_PRESSURE`: the pressure on the contact area, in device units.
    public static let absMTPressure = EventCode(rawValue: 0x3a)
    /// `ABS_MT_DISTANCE`: how far the tool is above the surface, 0 when touching. Named, but not
    /// decoded.
    public static let absMTDistance = EventCode(rawValue: 0x3b)
    /// `ABS_MAX`: the largest axis number.
    public static let absMax = EventCode(rawValue: 0x3f)
}
