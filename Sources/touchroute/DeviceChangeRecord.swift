import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

/// How `run` reports a touchscreen joining, being refused or going away: a
/// line for people, or a JSON Lines record (`device-added`,
/// `device-removed`, `device-refused`), at window time `time`.
///
/// ```
///    1.204  device added /dev/input/event7 "ILITEK Touch" (ID_PATH pci-0000:00:14.0-usb-0:2:1.0) onto 640x480+640+0 (output right (WL_OUTPUT))
///    9.876  device removed /dev/input/event7 "ILITEK Touch": 1 touch was down, cancelled
/// ```
struct DeviceChangeRecord {
    let change: DeviceChange
    let time: Double
    /// Where each device's mapping came from (`--map`, an output, the whole
    /// window), by node; nil when the session was given the mapping directly.
    let source: String?

    var text: String {
        let seconds = DemoReport.seconds(time)
        let stamp = String(repeating: " ", count: max(0, 8 - seconds.count)) + seconds + "  "
        switch change {
        case .added(let device, let returning):
            return stamp
                + "device \(returning ? "back" : "added") \(Self.name(device))\(Self.path(device)) onto \(device.mapping.region.description)"
                + (source.map { " (\($0))" } ?? "")
        case .removed(let device, let cancelled):
            return stamp + "device removed \(Self.name(device)): "
                + (cancelled == 0
                    ? "no touch was down" : "\(cancelled) touch\(cancelled == 1 ? " was" : "es were") down, cancelled")
        case .refused(let node, let reason):
            return stamp + "device refused \(node): \(reason)"
        }
    }

    var json: String {
        switch change {
        case .added(let device, let returning):
            var line = JSONLine(type: "device-added", time: time)
            describe(device, into: &line)
            line.add("region", device.mapping.region.description)
            line.add("rotation", device.mapping.rotation.rawValue)
            if let source { line.add("mappingSource", source) }
            line.add("returning", returning ? 1 : 0)
            return line.text
        case .removed(let device, let cancelled):
            var line = JSONLine(type: "device-removed", time: time)
            describe(device, into: &line)
            line.add("cancelled", cancelled)
            return line.text
        case .refused(let node, let reason):
            var line = JSONLine(type: "device-refused", time: time)
            line.add("path", node)
            line.add("reason", reason)
            return line.text
        }
    }

    private func describe(_ device: SessionDevice, into line: inout JSONLine) {
        line.add("path", device.node)
        line.add("name", device.description.name)
        if let path = device.description.udevProperties["ID_PATH"] { line.add("idPath", path) }
    }

    private static func name(_ device: SessionDevice) -> String {
        "\(device.node) \"\(device.description.name)\""
    }

    private static func path(_ device: SessionDevice) -> String {
        device.description.udevProperties["ID_PATH"].map { " (ID_PATH \($0))" } ?? ""
    }
}
