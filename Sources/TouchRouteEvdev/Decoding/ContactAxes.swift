import TouchRoute

/// What a device reports per contact besides position, read once from its
/// description, so each frame can say `nil` for what the device never sends.
struct ContactAxes {
    let pressure: AbsoluteAxis?
    let hasTouchMajor: Bool
    let hasTouchMinor: Bool
    let hasToolType: Bool

    init(_ device: DeviceDescription, multitouch: Bool) {
        pressure = device.axes[multitouch ? EventCode.absMTPressure : EventCode.absPressure]
        hasTouchMajor = multitouch && device.hasAxis(EventCode.absMTTouchMajor)
        hasTouchMinor = multitouch && device.hasAxis(EventCode.absMTTouchMinor)
        hasToolType = multitouch && device.hasAxis(EventCode.absMTToolType)
    }

    /// A frame entry for a contact with these values.
    func contact(_ id: Int, _ phase: TouchPhase, _ values: ContactValues) -> DeviceContact {
        DeviceContact(
            id: id, phase: phase, position: DevicePoint(x: values.x, y: values.y),
            pressure: pressure.map { axis in
                let fraction =
                    (Double(values.pressure) - Double(axis.minimum))
                    / max(1, Double(axis.maximum) - Double(axis.minimum))
                return min(max(fraction, 0), 1)
            },
            touchMajor: hasTouchMajor ? values.touchMajor : nil,
            touchMinor: hasTouchMinor ? values.touchMinor : (hasTouchMajor ? values.touchMajor : nil),
            toolType: hasToolType ? ToolType(multitouchTool: values.tool) : nil)
    }

    /// A frame entry cancelling a contact with these values, saying why.
    func cancellation(of id: Int, _ values: ContactValues, because reason: CancellationReason) -> DeviceContact {
        var cancelled = contact(id, .cancelled, values)
        cancelled.cancellationReason = reason
        return cancelled
    }
}
