import CLibevdev
import TouchRouteEvdev

extension DeviceDescription {
    /// Read a live device's capabilities from libevdev.
    init(libevdev device: OpaquePointer, path: String, udevProperties: [String: String]) {
        var properties = Set<UInt16>()
        for property in 0...InputProperty.maximum where libevdev_has_property(device, UInt32(property)) != 0 {
            properties.insert(property)
        }
        var codes: [UInt16: Set<UInt16>] = [:]
        var axes: [UInt16: AbsoluteAxis] = [:]
        for type in 0...EventType.maximum where libevdev_has_event_type(device, UInt32(type)) != 0 {
            let maximum = libevdev_event_type_get_max(UInt32(type))
            guard maximum >= 0 else { continue }
            var supported = Set<UInt16>()
            for code in 0...UInt16(maximum) where libevdev_has_event_code(device, UInt32(type), UInt32(code)) != 0 {
                supported.insert(code)
                if type == EventType.absolute, let info = libevdev_get_abs_info(device, UInt32(code)) {
                    axes[code] = AbsoluteAxis(
                        minimum: info.pointee.minimum, maximum: info.pointee.maximum, fuzz: info.pointee.fuzz,
                        flat: info.pointee.flat, resolution: info.pointee.resolution)
                }
            }
            codes[type] = supported
        }
        self.init(
            name: libevdev_get_name(device).map { String(cString: $0) } ?? "unnamed device",
            identity: DeviceIdentity(
                bus: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(device)),
                vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(device)),
                product: UInt16(truncatingIfNeeded: libevdev_get_id_product(device)),
                version: UInt16(truncatingIfNeeded: libevdev_get_id_version(device))),
            properties: properties, codes: codes, axes: axes, udevProperties: udevProperties, source: path)
    }
}
