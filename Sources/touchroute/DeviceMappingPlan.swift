import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout

/// How `run` and `list` map each touchscreen onto the window: the `--map`
/// rules and the layout file's `outputs:` (see `OutputMap`), over the shared
/// `--rotate`, `--flip`, `--calibration` and `--points-per-mm`.
///
/// The window size is fixed before any device is mapped, since hotplugged
/// devices join a window that already exists: the layout file's size, else
/// `--screen`, else the size the first touchscreen derives (its glass at
/// `--points-per-mm`), else 800x480. A device that maps onto the whole window
/// and derives exactly that size keeps its derived mapping, so one panel
/// reads as it did before several were possible.
final class DeviceMappingPlan {
    let windowSize: Size
    let outputMap: OutputMap
    /// The options from the command line; `screenSize` nil when none was given.
    let base: CoordinateMapping.Options
    /// Where each device's mapping came from, by node, once it was mapped.
    private(set) var sources: [String: MappingSource] = [:]
    /// Receives each warning (a `WL_OUTPUT` naming no output), once per node.
    private let warn: (String) -> Void

    init(windowSize: Size, outputMap: OutputMap, base: CoordinateMapping.Options, warn: @escaping (String) -> Void) {
        self.windowSize = windowSize
        self.outputMap = outputMap
        self.base = base
        self.warn = warn
    }

    /// The window size for `base` and the first touchscreen, as described above.
    /// - Throws: `CoordinateMappingError` when the size is to come from the
    ///   first touchscreen and it cannot be mapped.
    static func windowSize(base: CoordinateMapping.Options, firstDevice: DeviceDescription?)
        throws(CoordinateMappingError) -> Size
    {
        if let size = base.screenSize { return size }
        if let firstDevice { return try CoordinateMapping(device: firstDevice, options: base).screenSize }
        return LayoutDocument.standardScreen
    }

    /// The first of `devices` that `options` can map: the one to size the
    /// window by, when a device that cannot be mapped is to be reported on
    /// its own rather than stop the others.
    static func firstMappable(among devices: [DeviceDescription], options: CoordinateMapping.Options)
        -> DeviceDescription?
    {
        devices.first { (try? CoordinateMapping(device: $0, options: options)) != nil }
    }

    /// `device`'s mapping by the plan.
    /// - Throws: `CoordinateMappingError` when the device cannot be mapped (no
    ///   position axes, a malformed udev calibration, …).
    func mapping(for device: DeviceDescription) throws(CoordinateMappingError) -> CoordinateMapping {
        try placement(of: device).mapping
    }

    /// `device`'s mapping and where it came from.
    /// - Throws: as `mapping(for:)`.
    func placement(of device: DeviceDescription) throws(CoordinateMappingError) -> DevicePlacement {
        var onWindow = base
        onWindow.screenSize = windowSize
        let resolved = outputMap.mapping(for: device, base: onWindow)
        if let warning = resolved.warning, sources[device.source] == nil { warn(warning) }
        sources[device.source] = resolved.source
        if case .window = resolved.source, base.screenSize == nil,
            let derived = try? CoordinateMapping(device: device, options: base), derived.screenSize == windowSize
        {
            return DevicePlacement(window: windowSize, mapping: derived, source: .window)
        }
        let mapping = try CoordinateMapping(device: device, options: resolved.options)
        return DevicePlacement(window: windowSize, mapping: mapping, source: resolved.source)
    }

    /// Warnings for the `--map` rules that match none of `present`.
    func unmatchedRuleWarnings(present: [DeviceDescription]) -> [String] {
        outputMap.unmatchedRules(among: present).map { outputMap.warning(forUnmatched: $0, among: present) }
    }

    /// Warnings for the `--map` rules that match none of the devices a
    /// replay's recordings were made on: unlike live ones, none can come later.
    func unmatchedRuleWarnings(recorded: [DeviceDescription]) -> [String] {
        outputMap.unmatchedRules(among: recorded).map { outputMap.warning(forUnmatched: $0, recorded: recorded) }
    }
}
