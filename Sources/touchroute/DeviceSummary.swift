import TouchRoute
import TouchRouteEvdev

/// How `list`, `run` and `replay` describe a device: a few aligned lines for
/// people, or one JSON object.
struct DeviceSummary {
    let device: DeviceDescription

    var lines: [String] {
        // The name and the udev value come from the device or the recording:
        // shown as they are, unless they would redraw the terminal.
        var lines = ["\(QuotedInput.printable(device.source))  \(QuotedInput.printable(device.name))"]
        lines.append("    id        \(device.identity)")
        if let kind = device.multitouchProtocol {
            lines.append("    protocol  \(kind)")
        }
        if device.isWheelPointer {
            let hiRes = device.supports(type: .rel, code: .relWheelHiRes) ? " (high resolution)" : ""
            lines.append("    pointer   a mouse: its wheel\(hiRes) scrolls the view under its pointer")
            return lines
        }
        if device.isTouchpadPointer {
            lines.append("    pointer   a touchpad: one finger moves the pointer, two scroll the view under it")
        }
        if let axes = device.positionAxes {
            lines.append("    x         \(Self.describe(axes.x))")
            lines.append("    y         \(Self.describe(axes.y))")
        }
        if let size = device.physicalSize {
            lines.append("    size      \(size.width.compactDescription) x \(size.height.compactDescription) mm")
        } else {
            lines.append("    size      unknown (no resolution)")
        }
        if let matrix = device.udevProperties["LIBINPUT_CALIBRATION_MATRIX"] {
            lines.append("    udev      LIBINPUT_CALIBRATION_MATRIX=\(QuotedInput.printable(matrix))")
        }
        return lines
    }

    static func describe(_ axis: AbsoluteAxis) -> String {
        var text = "\(axis.minimum)…\(axis.maximum)"
        if axis.fuzz != 0 { text += ", fuzz \(axis.fuzz)" }
        text += axis.resolution > 0 ? ", \(axis.resolution) units/mm" : ", resolution unknown"
        return text
    }

    /// `{"type":"device","path":…}`; fields may be added, never renamed.
    var json: String { jsonLine.text }

    /// The JSON object's fields, for a command to add its own.
    var jsonLine: JSONLine {
        var line = JSONLine(type: "device")
        line.add("path", device.source)
        line.add("name", device.name)
        line.add("bus", Int(device.identity.bus))
        line.add("vendor", Int(device.identity.vendor))
        line.add("product", Int(device.identity.product))
        line.add("version", Int(device.identity.version))
        switch device.multitouchProtocol {
        case .slotted(let slots)?:
            line.add("protocol", "B")
            line.add("slots", slots)
        case .anonymous?: line.add("protocol", "A")
        case .singleTouch?: line.add("protocol", "single-touch")
        case nil: line.add("protocol", "none")
        }
        if device.isWheelPointer { line.add("pointer", "wheel") }
        if device.isTouchpadPointer { line.add("pointer", "touchpad") }
        if let axes = device.positionAxes {
            for (name, axis) in [("x", axes.x), ("y", axes.y)] {
                line.add("\(name)Min", Int(axis.minimum))
                line.add("\(name)Max", Int(axis.maximum))
                line.add("\(name)Fuzz", Int(axis.fuzz))
                line.add("\(name)Resolution", Int(axis.resolution))
            }
        }
        if let size = device.physicalSize {
            line.add("widthMM", size.width)
            line.add("heightMM", size.height)
        }
        if let matrix = device.udevProperties["LIBINPUT_CALIBRATION_MATRIX"] {
            line.add("calibration", matrix)
        }
        return line
    }
}
