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

    public static let btnLeft = EventCode(rawValue: 0x110)
    public static let btnToolPen = EventCode(rawValue: 0x140)
    public static let btnToolRubber = EventCode(rawValue: 0x141)
    public static let btnToolFinger = EventCode(rawValue: 0x145)
    public static let btnTouch = EventCode(rawValue: 0x14a)
    public static let btnStylus = EventCode(rawValue: 0x14b)
    public static let btnStylus2 = EventCode(rawValue: 0x14c)
    public static let btnToolDoubleTap = EventCode(rawValue: 0x14d)

    // `REL_*`: a mouse's motion and its wheels.

    public static let relX = EventCode(rawValue: 0x00)
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

    public static let absX = EventCode(rawValue: 0x00)
    public static let absY = EventCode(rawValue: 0x01)
    public static let absPressure = EventCode(rawValue: 0x18)
    public static let absMTSlot = EventCode(rawValue: 0x2f)
    public static let absMTTouchMajor = EventCode(rawValue: 0x30)
    public static let absMTTouchMinor = EventCode(rawValue: 0x31)
    public static let absMTWidthMajor = EventCode(rawValue: 0x32)
    public static let absMTWidthMinor = EventCode(rawValue: 0x33)
    public static let absMTOrientation = EventCode(rawValue: 0x34)
    public static let absMTPositionX = EventCode(rawValue: 0x35)
    public static let absMTPositionY = EventCode(rawValue: 0x36)
    public static let absMTToolType = EventCode(rawValue: 0x37)
    public static let absMTTrackingID = EventCode(rawValue: 0x39)
    public static let absMTPressure = EventCode(rawValue: 0x3a)
    public static let absMTDistance = EventCode(rawValue: 0x3b)
    /// `ABS_MAX`: the largest axis number.
    public static let absMax = EventCode(rawValue: 0x3f)
}
