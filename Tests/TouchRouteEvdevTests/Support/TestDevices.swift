@testable import TouchRouteEvdev

/// Device descriptions for tests: a 0…4095 by 0…2047 screen at 10 units per
/// millimetre, direct, with `BTN_TOUCH`, and whichever extra axes a test needs.
enum TestDevice {
    static let name = "Test Touchscreen"
    static let xAxis = AbsoluteAxis(minimum: 0, maximum: 4095, resolution: 10)
    static let yAxis = AbsoluteAxis(minimum: 0, maximum: 2047, resolution: 10)
    /// 0…255, as on many I2C panels.
    static let pressureAxis = AbsoluteAxis(minimum: 0, maximum: 255)

    /// Protocol B with `slots` slots (`ABS_MT_SLOT` 0 ..< slots).
    static func slotted(
        slots: Int = 10, pressure: Bool = false, touchMajor: Bool = false, touchMinor: Bool = false,
        toolType: Bool = false
    ) -> DeviceDescription {
        var axes = multitouchAxes(
            pressure: pressure, touchMajor: touchMajor, touchMinor: touchMinor, toolType: toolType)
        axes[EventCode.absMTSlot] = AbsoluteAxis(minimum: 0, maximum: Int32(slots - 1))
        axes[EventCode.absMTTrackingID] = AbsoluteAxis(minimum: 0, maximum: 65535)
        return touchscreen(axes: axes)
    }

    /// Protocol A: anonymous contacts.
    static func anonymous(pressure: Bool = false, toolType: Bool = false) -> DeviceDescription {
        touchscreen(axes: multitouchAxes(pressure: pressure, touchMajor: false, touchMinor: false, toolType: toolType))
    }

    /// `ABS_X`/`ABS_Y`, with `BTN_TOUCH` unless `btnTouch` is false, and
    /// `ABS_PRESSURE` when `pressure` is true.
    static func singleTouch(btnTouch: Bool = true, pressure: Bool = false) -> DeviceDescription {
        var axes = [EventCode.absX: xAxis, EventCode.absY: yAxis]
        if pressure { axes[EventCode.absPressure] = pressureAxis }
        var device = touchscreen(axes: axes)
        if !btnTouch { device.codes = [:] }
        return device
    }

    private static func multitouchAxes(pressure: Bool, touchMajor: Bool, touchMinor: Bool, toolType: Bool)
        -> [EventCode: AbsoluteAxis]
    {
        var axes = [
            EventCode.absX: xAxis, EventCode.absY: yAxis,
            EventCode.absMTPositionX: xAxis, EventCode.absMTPositionY: yAxis,
        ]
        if pressure { axes[EventCode.absMTPressure] = pressureAxis }
        if touchMajor { axes[EventCode.absMTTouchMajor] = AbsoluteAxis(minimum: 0, maximum: 255) }
        if touchMinor { axes[EventCode.absMTTouchMinor] = AbsoluteAxis(minimum: 0, maximum: 255) }
        if toolType { axes[EventCode.absMTToolType] = AbsoluteAxis(minimum: 0, maximum: MultitouchTool.palm.rawValue) }
        return axes
    }

    private static func touchscreen(axes: [EventCode: AbsoluteAxis]) -> DeviceDescription {
        DeviceDescription(
            name: name, properties: [InputProperty.direct],
            codes: [EventType.key: [EventCode.btnTouch]], axes: axes, source: "/dev/input/event7")
    }
}
