extension OutputMap {
    /// The rules whose selector matches none of `devices` (the touchscreens
    /// present now), in the order given. Such a rule is no error: it applies
    /// to a device plugged in later.
    public func unmatchedRules(among devices: [DeviceDescription]) -> [DeviceMappingRule] {
        rules.filter { rule in !devices.contains(where: rule.selector.matches) }
    }

    /// A sentence for standard error about a rule that matches no device
    /// present: `--map 'X=640x480+0+0' matches no touchscreen present now
    /// (present: /dev/input/event5 (eGalax Touch)); it applies if one is
    /// plugged in later.` With `devices`, up to `namedDevices` of them are
    /// named, so the user can see how to select the one meant; nil leaves the
    /// list out.
    public func warning(forUnmatched rule: DeviceMappingRule, among devices: [DeviceDescription]? = nil) -> String {
        let present: String
        switch devices {
        case nil:
            present = ""
        case let devices? where devices.isEmpty:
            present = " (there is none)"
        case let devices?:
            let named = devices.prefix(Self.namedDevices).map(Self.label(of:)).joined(separator: ", ")
            let more = devices.count > Self.namedDevices ? " and \(devices.count - Self.namedDevices) more" : ""
            present = " (present: \(named)\(more))"
        }
        return "\(MappingSource.rule(rule)) matches no touchscreen present now\(present); "
            + "it applies if one is plugged in later."
    }

    /// A sentence for standard error about a rule that matches no device a
    /// recording was made on (`recorded`, one a file): no device will come,
    /// so the rule maps nothing. `--map 'X=640x480+0+0' matches no recorded
    /// device (recorded: swipe.evemu ('TouchRoute Swipe Screen #2')); it is
    /// not used.`
    public func warning(forUnmatched rule: DeviceMappingRule, recorded: [DeviceDescription]) -> String {
        let named = recorded.prefix(Self.namedDevices).map(Self.label(of:)).joined(separator: ", ")
        return "\(MappingSource.rule(rule)) matches no recorded device (recorded: \(named)); it is not used."
    }

    /// How many devices a warning names before it counts the rest: enough for
    /// a kiosk's screens, short enough for one line.
    static let namedDevices = 3

    /// For `mapping(for:base:)`: `device` names, by `WL_OUTPUT`, an output the
    /// map lacks.
    func missingOutputWarning(device: DeviceDescription, name: String) -> String {
        let name = QuotedInput(name)
        return
            "\(Self.label(of: device)) has \(NamedOutput.udevPropertyName)=\(name), but the layout file has no output "
            + "named \(name); it maps onto the whole window. Add an output named \(name) to the layout's outputs:, "
            + "or map the device with --map."
    }

    /// `/dev/input/event7 ('ILITEK Touch')`, or `'ILITEK Touch'` without a source.
    static func label(of device: DeviceDescription) -> String {
        device.source.isEmpty ? "\(QuotedInput(device.name))" : "\(device.source) (\(QuotedInput(device.name)))"
    }
}
