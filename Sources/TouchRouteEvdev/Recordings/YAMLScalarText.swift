/// Strings written as YAML scalars that any YAML reader (libyaml, under our
/// readers and under PyYAML in libinput's tools) reads back to exactly the same string.
enum YAMLScalarText {
    /// Appends `text` in double quotes. `"` and `\` are escaped, and so is
    /// every character YAML does not allow raw or reads as a line break: C0
    /// and C1 controls, DEL, U+2028, U+2029, the byte order mark and the
    /// non-characters U+FFFE and U+FFFF, as `\xNN` or `\uNNNN`. Everything
    /// else, non-ASCII included, is written as UTF-8.
    static func appendDoubleQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if scalar == "\"" || scalar == "\\" {
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(UInt8(value))
            } else if needsEscape(value) {
                bytes.append(UInt8(ascii: "\\"))
                if value < 0x100 {
                    bytes.append(UInt8(ascii: "x"))
                    bytes.appendHex(UInt16(value), digits: 2)
                } else {
                    bytes.append(UInt8(ascii: "u"))
                    bytes.appendHex(UInt16(value), digits: 4)
                }
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text` plain when that reads back as the same string (as
    /// `ID_INPUT=1` or `LIBINPUT_CALIBRATION_MATRIX=1 0 0 0 1 0` do), else in
    /// double quotes: plain text keeps to letters, digits, spaces inside and
    /// `_=./+,-`, so it can hold no `: `, ` #`, quote or indicator.
    static func appendScalar(_ text: String, to bytes: inout [UInt8]) {
        if isPlainSafe(text) {
            bytes.append(contentsOf: text.utf8)
        } else {
            appendDoubleQuoted(text, to: &bytes)
        }
    }

    private static func needsEscape(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || value == 0xFEFF || value == 0xFFFE || value == 0xFFFF
    }

    private static func isPlainSafe(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, isWordByte(first), last != UInt8(ascii: " ") else {
            return false
        }
        return bytes.allSatisfy { isWordByte($0) || "=./+,- ".utf8.contains($0) }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
