@testable import TouchRouteEvdev

/// Devices for the mapping tests: only the axes and udev properties matter.
enum MappingFixtures {
    /// A protocol B touchscreen with the given position axes.
    static func touchscreen(
        x: AbsoluteAxis, y: AbsoluteAxis, udevProperties: [String: String] = [:],
        name: String = "Test Touchscreen", source: String = "/dev/input/event7"
    ) -> DeviceDescription {
        DeviceDescription(
            name: name, properties: [InputProperty.direct], codes: [EventType.key: [EventCode.btnTouch]],
            axes: [
                EventCode.absX: x, EventCode.absY: y, EventCode.absMTSlot: AbsoluteAxis(minimum: 0, maximum: 9),
                EventCode.absMTPositionX: x, EventCode.absMTPositionY: y,
            ],
            udevProperties: udevProperties, source: source
        )
    }

    /// 0…799 by 0…399, no resolution: 800x400 pt when nothing else is said.
    static let plain = touchscreen(x: AbsoluteAxis(minimum: 0, maximum: 799), y: AbsoluteAxis(minimum: 0, maximum: 399))

    /// The shape of a 15.6" 16:9 panel: 0…2776 by 0…1569 at 13 units/mm
    /// (213.6 by 120.8 mm).
    static let wide = touchscreen(
        x: AbsoluteAxis(minimum: 0, maximum: 2776, resolution: 13),
        y: AbsoluteAxis(minimum: 0, maximum: 1569, resolution: 13)
    )
}
