import CLibevdev
import TouchRouteEvdev

extension DeviceDescription {
    /// Read a live device's capabilities from libevdev.
    init(libevdev device: OpaquePointer, path: String, udevProperties: [String: String]) {
        var properties = Set<InputProperty>()
        for number in 0...InputProperty.maximum.rawValue where libevdev_has_property(device, UInt32(number)) != 0 {
            properties.insert(InputProperty(rawValue: number))
        }
        var codes: [EventType: Set<EventCode>] = [:]
        var axes: [EventCode: AbsoluteAxis] = [:]
        for number in 0...EventType.max.rawValue where libevdev_has_event_type(device, UInt32(number)) != 0 {
            let type = EventType(rawValue: number)
            let maximum = libevdev_event_type_get_max(UInt32(number))
            guard maximum >= 0 else { continue }
            var supported = Set<EventCode>()
            for code in 0...UInt16(maximum) where libevdev_has_event_code(device, UInt32(number), UInt32(code)) != 0 {
                supported.insert(EventCode(rawValue: code))
                if type == .abs, let info = libevdev_get_abs_info(device, UInt32(code)) {
                    axes[EventCode(rawValue: code)] = AbsoluteAxis(
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
