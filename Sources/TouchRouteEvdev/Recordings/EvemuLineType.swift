/// The kinds of line in an evemu file, by their one-letter prefix.
///
/// The description lines (`N:` to `S:`) come first, in this order when evemu
/// writes them; `E:` lines follow. A `#` line is a comment and has no type.
package enum EvemuLineType: Character, CaseIterable, Sendable {
    /// `N: Atmel maXTouch Touchscreen`: the device name, to the end of the line.
    case name = "N"
    /// `I: 0018 0000 0000 0000`: bus, vendor, product, version in hex.
    case identity = "I"
    /// `P: 02 00 00 00 00 00 00 00`: `INPUT_PROP_*` bitmask bytes in hex.
    case properties = "P"
    /// `B: 03 03 00 00 00 00 80 e0 0a`: an event type, then its code bitmask bytes.
    case capabilities = "B"
    /// `A: 35 0 799 0 0 0`: axis code in hex, then min, max, fuzz, flat and
    /// (from file format 1.2) resolution in decimal.
    case axis = "A"
    /// `L: 00 1`: an LED that is on. Read and checked, not kept.
    case led = "L"
    /// `S: 00 1`: a switch that is set. Read and checked, not kept.
    case switchState = "S"
    /// `E: 0.081454 0003 0036 368`: one event.
    case event = "E"

    /// The type of a line that starts with `X:`, or nil.
    package init?(lineStart text: Substring) {
        guard let letter = text.first, text.dropFirst().first == ":" else { return nil }
        self.init(rawValue: letter)
    }

    /// `N:`, `E:`, …
    var prefix: String { "\(rawValue):" }

    /// How a good line of this type reads, quoted in error messages.
    package var layout: String {
        switch self {
        case .name: "'N: DEVICE NAME'"
        case .identity: "'I: BUS VENDOR PRODUCT VERSION' in hex, such as 'I: 0018 0000 0000 0000'"
        case .properties: "'P: BYTE BYTE …', the property bitmask in hex bytes"
        case .capabilities: "'B: TYPE BYTE BYTE …', the event type and then its code bitmask, all in hex"
        case .axis:
            "'A: CODE MIN MAX FUZZ FLAT RESOLUTION', the code in hex and the rest in decimal (RESOLUTION may be left out)"
        case .led: "'L: LED STATE', the LED code in hex and its state in decimal"
        case .switchState: "'S: SWITCH STATE', the switch code in hex and its state in decimal"
        case .event: "'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal"
        }
    }
}
