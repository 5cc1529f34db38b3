/// `INPUT_PROP_*`: what a device says it is, from the kernel's uapi
/// `input-event-codes.h`. A value with named constants, as `EventType` is.
public struct InputProperty: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
    /// The number the kernel uses.
    public var rawValue: UInt16

    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The kernel's number written as is, as recordings write it.
    @inlinable public init(integerLiteral number: UInt16) { self.rawValue = number }

    @inlinable public static func < (lhs: InputProperty, rhs: InputProperty) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `INPUT_PROP_POINTER`: the device moves a pointer (a touchpad, a tablet).
    public static let pointer = InputProperty(rawValue: 0x00)
    /// `INPUT_PROP_DIRECT`: the device is a screen: contacts land where they are, on the display.
    public static let direct = InputProperty(rawValue: 0x01)
    /// `INPUT_PROP_BUTTONPAD`: the pad itself is the button.
    public static let buttonPad = InputProperty(rawValue: 0x02)
    /// `INPUT_PROP_SEMI_MT`: the device reports a bounding box, not each contact.
    public static let semiMultitouch = InputProperty(rawValue: 0x03)
    /// `INPUT_PROP_MAX`: the largest property number.
    public static let maximum = InputProperty(rawValue: 0x1f)
}
