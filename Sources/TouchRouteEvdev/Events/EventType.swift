/// `EV_*`: the kind of an evdev event, from the kernel's uapi
/// `input-event-codes.h`. A value with named constants, as swift-system's
/// `Errno` is: it compiles to the bare `UInt16` the kernel sends, so decoding
/// costs the same, but a type cannot be passed where a code is meant.
public struct EventType: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
    /// The number the kernel sends.
    public var rawValue: UInt16

    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The kernel's number written as is, as recordings write it (`3` for `EV_ABS`).
    @inlinable public init(integerLiteral number: UInt16) { self.rawValue = number }

    @inlinable public static func < (lhs: EventType, rhs: EventType) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `EV_SYN`: frame boundaries and lost events.
    public static let syn = EventType(rawValue: 0x00)
    /// `EV_KEY`: keys and buttons, such as `BTN_TOUCH`.
    public static let key = EventType(rawValue: 0x01)
    /// `EV_REL`: relative motion.
    public static let rel = EventType(rawValue: 0x02)
    /// `EV_ABS`: absolute axes, such as `ABS_MT_POSITION_X`.
    public static let abs = EventType(rawValue: 0x03)
    /// `EV_MSC`: miscellaneous, such as `MSC_TIMESTAMP`.
    public static let msc = EventType(rawValue: 0x04)
    /// `EV_MAX`: the largest type number.
    public static let max = EventType(rawValue: 0x1f)
}

extension EventType: CustomStringConvertible {
    /// The kernel's name, such as `EV_ABS`, or the number for a type the
    /// kernel does not define.
    public var description: String {
        switch rawValue {
        case 0x00: "EV_SYN"
        case 0x01: "EV_KEY"
        case 0x02: "EV_REL"
        case 0x03: "EV_ABS"
        case 0x04: "EV_MSC"
        case 0x05: "EV_SW"
        case 0x11: "EV_LED"
        case 0x12: "EV_SND"
        case 0x14: "EV_REP"
        case 0x15: "EV_FF"
        case 0x16: "EV_PWR"
        case 0x17: "EV_FF_STATUS"
        default: "\(rawValue)"
        }
    }
}
