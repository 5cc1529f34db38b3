import TouchRoute

extension OutputMap {
    /// The options for `device`: `base` (the command's `--screen`, `--rotate`,
    /// `--flip`, `--calibration`) moved onto the device's region, if one
    /// applies, in this order of precedence:
    ///
    /// 1. the first `--map` rule whose selector matches the device;
    /// 2. the first output one of whose `devices` matches it;
    /// 3. the output its udev `WL_OUTPUT` names;
    /// 4. else the whole window: `base` unchanged. A `WL_OUTPUT` naming an
    ///    output the map lacks adds a warning.
    ///
    /// A mouse or a touchpad (`DeviceDescription.isPointerDevice`) always gets
    /// the whole window: its pointer moves over all of it, and no rule or
    /// output places it.
    ///
    /// With a region, `origin` and `screenSize` are the region's, and the
    /// rule's or output's rotation, flips and calibration replace the base's
    /// where given. A nil calibration stays nil, so `CoordinateMapping` reads
    /// the device's `LIBINPUT_CALIBRATION_MATRIX`, as it would for the whole
    /// window: that matrix corrects the panel, wherever its picture is shown.
    public func mapping(for device: DeviceDescription, base: CoordinateMapping.Options) -> ResolvedMapping {
        func onto(_ region: OutputRegion, _ rotation: Rotation?, _ flips: Flips?, _ calibration: CalibrationMatrix?)
            -> CoordinateMapping.Options
        {
            var options = base
            options.origin = region.rect.origin
            options.screenSize = region.rect.size
            options.rotation = rotation ?? base.rotation
            options.flips = flips ?? base.flips
            options.calibration = calibration ?? base.calibration
            return options
        }
        if device.isPointerDevice { return ResolvedMapping(options: base, source: .window) }
        if let rule = rules.first(where: { $0.selector.matches(device) }) {
            return ResolvedMapping(
                options: onto(rule.region, rule.rotation, rule.flips, rule.calibration), source: .rule(rule))
        }
        let listed = outputs.first { $0.devices.contains { $0.matches(device) } }
        let named = device.udevProperties[NamedOutput.udevPropertyName]
        guard
            let (output, choice) = listed.map({ ($0, OutputChoice.selector) })
                ?? named.flatMap(output(named:)).map({ ($0, OutputChoice.wlOutput) })
        else {
            return ResolvedMapping(
                options: base, source: .window, warning: named.map { missingOutputWarning(device: device, name: $0) })
        }
        return ResolvedMapping(
            options: onto(output.region, output.rotation, output.flips, output.calibration),
            source: .output(name: output.name, via: choice))
    }

    /// `device`'s mapping by `mapping(for:base:)`, made: for a touchscreen
    /// read live, one plugged in later and a recording's device alike (a
    /// recording's description is matched by name, vendor:product and the
    /// `ID_PATH` it recorded; a node selector matches the path it was loaded
    /// from). Its warning is dropped; ask `mapping(for:base:)` for it.
    /// - Throws: `CoordinateMappingError` when the device cannot be mapped so.
    public func coordinateMapping(for device: DeviceDescription, base: CoordinateMapping.Options)
        throws(CoordinateMappingError) -> CoordinateMapping
    {
        try CoordinateMapping(device: device, options: mapping(for: device, base: base).options)
    }
}
