/// Where a device's region of the window came from, in `OutputMap`'s order of
/// precedence: a `--map` rule, then a named output (by its `devices`, then by
/// the device's `WL_OUTPUT`), then the whole window.
public enum MappingSource: Hashable, Sendable {
    /// The first `--map` rule whose selector matched.
    case rule(DeviceMappingRule)
    /// A layout file's output, and how it was chosen.
    case output(name: String, via: OutputChoice)
    /// No rule or output applied: the touchscreen covers the whole window.
    case window
}

extension MappingSource: CustomStringConvertible {
    /// For the CLI's `mapping via …` line: `--map 'ILITEK*=640x480+0+0'`,
    /// `output left (WL_OUTPUT)`, `output left (devices)`, `the whole window`.
    public var description: String {
        switch self {
        case .rule(let rule): "--map \(QuotedInput(rule.description, limit: DeviceMappingRuleParseError.argumentLimit))"
        case .output(let name, let choice): "output \(name) (\(choice))"
        case .window: "the whole window"
        }
    }
}
