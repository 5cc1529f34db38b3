// From the kernel's uapi `input-event-codes.h`.

/// `INPUT_PROP_*` numbers.
public enum InputProperty {
    public static let pointer: UInt16 = 0x00  // INPUT_PROP_POINTER
    /// The device is a screen: contacts land where they are, on the display.
    public static let direct: UInt16 = 0x01  // INPUT_PROP_DIRECT
    public static let buttonPad: UInt16 = 0x02  // INPUT_PROP_BUTTONPAD
    public static let semiMultitouch: UInt16 = 0x03  // INPUT_PROP_SEMI_MT
    /// `INPUT_PROP_MAX`.
    public static let maximum: UInt16 = 0x1f
}
