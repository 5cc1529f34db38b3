/// A scalar as written: its text (quotes and escapes resolved), its style and
/// its explicit tag, and what it reads as. Only plain scalars read as numbers
/// or booleans: `"12"` is text, as YAML's core schema resolves it.
package struct YAMLScalar: Hashable, Sendable {
    package enum Style: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    package var text: String
    package var style: Style
    /// An explicit tag (`!!str 12`), expanded (`tag:yaml.org,2002:str`); nil when none.
    package var tag: String?
    package var mark: YAMLMark

    package init(text: String, style: Style = .plain, tag: String? = nil, mark: YAMLMark) {
        self.text = text
        self.style = style
        self.tag = tag
        self.mark = mark
    }

    /// Whether the scalar is resolved by its text: plain and untagged.
    private var isImplicit: Bool { style == .plain && tag == nil }

    /// `true`, `yes`, `on` or `false`, `no`, `off` in any case (YAML 1.1's
    /// booleans: libyaml reads YAML 1.1); nil for anything else.
    package var bool: Bool? {
        guard isImplicit else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// A whole number: decimal with an optional sign, or `0x`, `0o`, `0b`;
    /// `_` may separate digits. Nil for anything else or out of `Int`'s range.
    package var int: Int? {
        guard isImplicit else { return nil }
        var digits = Substring(text.filter { $0 != "_" })
        let negative = digits.first == "-"
        if negative || digits.first == "+" { digits = digits.dropFirst() }
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            radix = base
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.first != "+", digits.first != "-",
            let magnitude = UInt(digits, radix: radix)
        else { return nil }
        if negative {
            return magnitude <= UInt(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt(Int.max) ? Int(magnitude) : nil
    }

    /// A number: `.inf`, `-.inf`, `.nan` (any case), or what Swift reads as a
    /// `Double` once `_` are removed (`1e3`, `0.5`, `12`). Nil otherwise.
    package var double: Double? {
        guard isImplicit else { return nil }
        switch text.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default: return Double(text.filter { $0 != "_" })
        }
    }
}
