import TouchRoute
import TouchRouteEvdev

/// Where a device's touches land in the window, as `DeviceMappingPlan` gives
/// it and `replay` and `run` report it:
///
/// ```
/// mapping 4096x4096 device units onto 640x480 pt (given) at (640, 0), rotated 0°, not flipped, no calibration
/// mapping via --map 'TouchRoute Swipe*=640x480+640+0'
/// ```
struct DevicePlacement {
    /// The window's size in points: the whole-window mapping's screen size
    /// (`--screen`, the layout's size, or derived from the device).
    let window: Size
    /// The device's mapping, onto its region of the window.
    let mapping: CoordinateMapping
    let source: MappingSource

    /// The mapping line, then where the region came from unless it is the
    /// whole window (so whole-window output reads as it always has).
    var lines: [String] {
        ["mapping \(mapping)"] + (source == .window ? [] : ["mapping via \(source)"])
    }
}
