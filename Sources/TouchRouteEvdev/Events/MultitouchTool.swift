// From the kernel's uapi `input-event-codes.h`.

/// `MT_TOOL_*` values of `ABS_MT_TOOL_TYPE`.
public enum MultitouchTool {
    public static let finger: Int32 = 0x00  // MT_TOOL_FINGER
    public static let pen: Int32 = 0x01  // MT_TOOL_PEN
    public static let palm: Int32 = 0x02  // MT_TOOL_PALM
}
