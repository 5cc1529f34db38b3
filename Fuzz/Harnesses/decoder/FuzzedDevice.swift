import FuzzSupport
import TouchRoute
import TouchRouteEvdev

/// Device descriptions, mappings and events drawn from fuzz bytes, biased to
/// what touchscreens send so that the fuzzer reaches deep into the decoder.
enum FuzzedDevice {
    static func description(_ input: inout FuzzBytes) -> DeviceDescription {
        var axes: [EventCode: AbsoluteAxis] = [:]
        var keys: Set<EventCode> = [EventCode.btnTouch]
        let positions: [EventCode]
        switch input.choice(3) {
        case 0:
            positions = [EventCode.absMTPositionX, EventCode.absMTPositionY]
            axes[EventCode.absMTSlot] = AbsoluteAxis(minimum: 0, maximum: Int32(input.choice(70)) - 2)
            axes[EventCode.absMTTrackingID] = AbsoluteAxis(minimum: 0, maximum: 65_535)
        case 1:
            positions = [EventCode.absMTPositionX, EventCode.absMTPositionY]
        default:
            positions = [EventCode.absX, EventCode.absY]
        }
        for code in positions {
            axes[code] = axis(&input)
        }
        let extras = [
            EventCode.absMTTouchMajor, EventCode.absMTTouchMinor, EventCode.absMTPressure,
            EventCode.absMTToolType, EventCode.absPressure, EventCode.absMTOrientation,
        ]
        for code in extras where input.bool() {
            axes[code] = axis(&input)
        }
        if input.bool() { keys.insert(EventCode.btnToolFinger) }
        if input.bool() { keys.insert(EventCode.btnToolPen) }
        return DeviceDescription(
            name: "fuzz panel", properties: input.bool() ? [InputProperty.direct] : [],
            codes: [EventType.key: keys, EventType.abs: Set(axes.keys)], axes: axes, source: "fuzz")
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
    static func typeAndCode(_ input: inout FuzzBytes) -> (EventType, EventCode) {
        let common: [(EventType, EventCode)] = [
            (EventType.syn, EventCode.synReport),
            (EventType.syn, EventCode.synMTReport),
            (EventType.syn, EventCode.synDropped),
            (EventType.key, EventCode.btnTouch), (EventType.key, EventCode.btnToolFinger),
            (EventType.abs, EventCode.absMTSlot), (EventType.abs, EventCode.absMTTrackingID),
            (EventType.abs, EventCode.absMTPositionX), (EventType.abs, EventCode.absMTPositionY),
            (EventType.abs, EventCode.absX), (EventType.abs, EventCode.absY),
            (EventType.abs, EventCode.absMTTouchMajor), (EventType.abs, EventCode.absMTToolType),
            (EventType.abs, EventCode.absMTPressure),
        ]
        let pick = Int(input.byte())
        if pick < common.count * 16 { return common[pick % common.count] }
        return (
            EventType(rawValue: input.integer(UInt16.self) & 0x1f),
            EventCode(rawValue: input.integer(UInt16.self) & 0x2ff)
        )
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
