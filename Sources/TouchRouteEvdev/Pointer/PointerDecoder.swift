/// Turns a pointer device's `EV_REL` events into one `PointerReport` a frame:
/// its motion (`REL_X`, `REL_Y`) and its wheels (`REL_WHEEL`, `REL_HWHEEL`
/// and their `_HI_RES` variants).
///
/// A wheel is read in 120ths of a detent (libinput's v120). A kernel that knows
/// the wheel's high resolution sends `REL_WHEEL_HI_RES` for every step and
/// `REL_WHEEL` beside it once a whole detent has gathered: the two tell the
/// same turn twice. So within a frame that has a `_HI_RES` event for a wheel,
/// that wheel's low-resolution events are ignored; a frame without one (an
/// older kernel, a device without hi-res) counts 120 per `REL_WHEEL` detent.
/// Each wheel is decided on its own.
///
/// Cost: per event, a switch and an addition; nothing is allocated.
public struct PointerDecoder: Sendable {
    /// One wheel detent in v120 units, as the kernel's `_HI_RES` codes count it.
    public static let unitsPerDetent = 120

    /// The wheels' turns within the frame being read, by resolution.
    private var detentsX = 0
    private var detentsY = 0
    private var hiResX = 0
    private var hiResY = 0
    private var hasHiResX = false
    private var hasHiResY = false
    private var motionX = 0
    private var motionY = 0

    /// A decoder for `device`, or nil when it has no wheel: neither
    /// `REL_WHEEL` nor `REL_HWHEEL`, nor their `_HI_RES` variants.
    public init?(device: DeviceDescription) {
        guard Self.hasWheel(device) else { return nil }
    }

    /// Whether `device` can scroll with a wheel.
    public static func hasWheel(_ device: DeviceDescription) -> Bool {
        [EventCode.relWheel, .relHWheel, .relWheelHiRes, .relHWheelHiRes].contains {
            device.supports(type: .rel, code: $0)
        }
    }

    /// Take one `EV_REL` event of the frame being read; other codes (`REL_DIAL`,
    /// `REL_MISC`) are ignored. Sums saturate, so no value can trap.
    public mutating func take(_ event: InputEvent) {
        let value = Int(event.value)
        switch event.code {
        case EventCode.relX: motionX = Self.add(motionX, value)
        case EventCode.relY: motionY = Self.add(motionY, value)
        case EventCode.relWheel: detentsY = Self.add(detentsY, value)
        case EventCode.relHWheel: detentsX = Self.add(detentsX, value)
        case EventCode.relWheelHiRes:
            hiResY = Self.add(hiResY, value)
            hasHiResY = true
        case EventCode.relHWheelHiRes:
            hiResX = Self.add(hiResX, value)
            hasHiResX = true
        default: break
        }
    }

    /// The frame is complete: what it reported, and a fresh start for the next.
    public mutating func endFrame() -> PointerReport {
        let wheelX = hasHiResX ? hiResX : Self.add(0, detentsX * Self.unitsPerDetent)
        let wheelY = hasHiResY ? hiResY : Self.add(0, detentsY * Self.unitsPerDetent)
        let report = PointerReport(motionX: motionX, motionY: motionY, wheelX: wheelX, wheelY: -wheelY)
        discardFrame()
        return report
    }

    /// Forget the frame being read (after lost events: its part is unknown).
    public mutating func discardFrame() {
        self = Self(clearing: ())
    }

    private init(clearing: Void) {}

    /// Each event's value is an `Int32`: a frame would need 2³² events to reach
    /// this bound, but a sum never traps on hostile input either way.
    private static let largestSum = Int(Int32.max) * unitsPerDetent

    private static func add(_ sum: Int, _ value: Int) -> Int {
        min(max(sum + value, -largestSum), largestSum)
    }
}
