import TouchRoute

extension TraceBytes {
    /// One tap for people, without a newline: `#1  list0.row1  tap 1 at (120.3, 192.5)`.
    public mutating func append(_ tap: TapRecord) {
        append(byte: "#")
        append(tap.touch.rawValue)
        append(literal: "  ")
        append(tap.view.name)
        append(literal: "  tap ")
        append(digitsOf: UInt(max(0, tap.count)))
        append(literal: " at ")
        append(tap.location)
    }
}
