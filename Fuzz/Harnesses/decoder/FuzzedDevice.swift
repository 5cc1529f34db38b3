import FuzzSupport
import TouchRoute
import TouchRouteEvdev

/// Device descriptions, mappings and events drawn from fuzz bytes, biased to
/// what touchscreens send so that the fuzzer reaches deep into the decoder.
enum FuzzedDevice {
    static func description(_ input: inout FuzzBytes) -> DeviceDescription {
        var axes: [UInt16: AbsoluteAxis] = [:]
        var keys: Set<UInt16> = [KeyCode.touch]
        let positions: [UInt16]
        switch input.choice(3) {
        case 0:
            positions = [AbsoluteAxisCode.positionX, AbsoluteAxisCode.positionY]
            axes[AbsoluteAxisCode.slot] = AbsoluteAxis(minimum: 0, maximum: Int32(input.choice(70)) - 2)
            axes[AbsoluteAxisCode.trackingID] = AbsoluteAxis(minimum: 0, maximum: 65_535)
        case 1:
            positions = [AbsoluteAxisCode.positionX, AbsoluteAxisCode.positionY]
        default:
            positions = [AbsoluteAxisCode.x, AbsoluteAxisCode.y]
        }
        for code in positions {
            axes[code] = axis(&input)
        }
        let extras = [
            AbsoluteAxisCode.touchMajor, AbsoluteAxisCode.touchMinor, AbsoluteAxisCode.multitouchPressure,
            AbsoluteAxisCode.toolType, AbsoluteAxisCode.pressure, AbsoluteAxisCode.orientation,
        ]
        for code in extras where input.bool() {
            axes[code] = axis(&input)
        }
        if input.bool() { keys.insert(KeyCode.toolFinger) }
        if input.bool() { keys.insert(KeyCode.toolPen) }
        return DeviceDescription(
            name: "fuzz panel", properties: input.bool() ? [InputProperty.direct] : [],
            codes: [EventType.key: keys, EventType.absolute: Set(axes.keys)], axes: axes, source: "fuzz")
    }

    /// An axis: usually a plausible range, sometimes an empty, inverted or
    /// full-width one.
    static func axis(_ input: inout FuzzBytes) -> AbsoluteAxis {
        switch input.choice(4) {
        case 0:
            return AbsoluteAxis(
                minimum: input.integer(Int32.self), maximum: input.integer(Int32.self),
                fuzz: input.integer(Int32.self), flat: 0, resolution: input.integer(Int32.self))
        default:
            let maximum = Int32(input.integer(UInt16.self))
            return AbsoluteAxis(minimum: 0, maximum: maximum, resolution: Int32(input.byte()))
        }
    }

    static func mappingOptions(_ input: inout FuzzBytes) -> CoordinateMapping.Options {
        var options = CoordinateMapping.Options()
        if input.bool() {
            options.screenSize = Size(width: input.double(in: 1...4000), height: input.double(in: 1...4000))
        }
        options.rotation = Rotation(degrees: 90 * input.choice(4)) ?? .upright
        if input.bool() {
            options.calibration = CalibrationMatrix(
                input.double(in: -2...2), input.double(in: -2...2), input.double(in: -1...1),
                input.double(in: -2...2), input.double(in: -2...2), input.double(in: -1...1))
        }
        return options
    }

    /// Mostly the types and codes a touchscreen sends; sometimes any.
    static func typeAndCode(_ input: inout FuzzBytes) -> (UInt16, UInt16) {
        let common: [(UInt16, UInt16)] = [
            (EventType.synchronization, SynchronizationCode.report),
            (EventType.synchronization, SynchronizationCode.multitouchReport),
            (EventType.synchronization, SynchronizationCode.dropped),
            (EventType.key, KeyCode.touch), (EventType.key, KeyCode.toolFinger),
            (EventType.absolute, AbsoluteAxisCode.slot), (EventType.absolute, AbsoluteAxisCode.trackingID),
            (EventType.absolute, AbsoluteAxisCode.positionX), (EventType.absolute, AbsoluteAxisCode.positionY),
            (EventType.absolute, AbsoluteAxisCode.x), (EventType.absolute, AbsoluteAxisCode.y),
            (EventType.absolute, AbsoluteAxisCode.touchMajor), (EventType.absolute, AbsoluteAxisCode.toolType),
            (EventType.absolute, AbsoluteAxisCode.multitouchPressure),
        ]
        let pick = Int(input.byte())
        if pick < common.count * 16 { return common[pick % common.count] }
        return (input.integer(UInt16.self) & 0x1f, input.integer(UInt16.self) & 0x2ff)
    }

    /// Mostly small values (slots, tracking IDs, positions, 0 and 1); sometimes any.
    static func value(_ input: inout FuzzBytes) -> Int32 {
        switch input.choice(4) {
        case 0: Int32(input.byte()) - 2
        case 1: input.integer(Int32.self)
        default: Int32(input.integer(UInt16.self))
        }
    }
}
