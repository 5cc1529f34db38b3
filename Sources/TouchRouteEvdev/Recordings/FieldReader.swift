/// Reads typed fields from one line of a recording and turns bad ones into a
/// `RecordingError` that names the file, the line and the line's layout.
package struct FieldReader {
    package var path: String
    package var line: Int
    /// How a good line of this kind reads, such as
    /// `'A: CODE MIN MAX FUZZ FLAT [RESOLUTION]' …`, quoted in error messages.
    package var layout: String

    package init(path: String, line: Int, layout: String) {
        self.path = path
        self.line = line
        self.layout = layout
    }

    /// The integer in `text`, which must lie in `range` (the type's full range
    /// when nil). `limitName` names the limit in messages, such as `ABS_MAX`.
    package func integer<Value: FixedWidthInteger>(
        _ text: Substring, radix: Int, field: String,
        in range: ClosedRange<Value> = Value.min...Value.max, limitName: String? = nil
    ) throws(RecordingError) -> Value {
        switch ParsedInteger<Value>(text, radix: radix) {
        case .value(let value) where range.contains(value):
            return value
        case .value, .outOfRange:
            throw outOfRange(field: field, text: String(text), range: range, radix: radix, limitName: limitName)
        case .notANumber:
            throw error(.notANumber(field: field, text: String(text), radix: radix, layout: layout))
        }
    }

    /// An out-of-range error for a value that was read fine but is too big
    /// for what it stands for, such as a capability bit above `KEY_MAX`.
    package func outOfRange<Value: FixedWidthInteger>(
        field: String, text: String, range: ClosedRange<Value>, radix: Int, limitName: String?
    ) -> RecordingError {
        var rangeText =
            "\(Self.format(range.lowerBound, radix: radix))...\(Self.format(range.upperBound, radix: radix))"
        if let limitName { rangeText += " (\(limitName))" }
        return error(.outOfRange(field: field, text: text, range: rangeText, layout: layout))
    }

    package func error(_ reason: RecordingError.Reason) -> RecordingError {
        RecordingError(path: path, line: line, reason: reason)
    }

    private static func format<Value: FixedWidthInteger>(_ value: Value, radix: Int) -> String {
        radix == 16 ? "0x" + String(value, radix: 16) : String(value)
    }
}
