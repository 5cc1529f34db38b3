/// `MT_TOOL_*`: what touches, as `ABS_MT_TOOL_TYPE` reports it, from the
/// kernel's uapi `input-event-codes.h`. A value with named constants, as
/// `EventType` is; any other number is kept as sent.
public struct MultitouchTool: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The value the kernel sends.
    public var rawValue: Int32

    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }

    @inlinable public init(integerLiteral number: Int32) { self.rawValue = number }

    /// `MT_TOOL_FINGER`.
    public static let finger = MultitouchTool(rawValue: 0x00)
    /// `MT_TOOL_PEN`.
    public static let pen = MultitouchTool(rawValue: 0x01)
    /// `MT_TOOL_PALM`: a palm the device recognised; its contact is cancelled.
    public static let palm = MultitouchTool(rawValue: 0x02)
}
