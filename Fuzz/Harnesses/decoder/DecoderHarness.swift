import FuzzSupport
import TouchRoute
import TouchRouteEvdev

/// The decoder and mapping, behind a device description built from the input
/// (protocol B with any slot count, protocol A, or single-touch; any axis
/// ranges, resolutions and extra axes; any calibration, rotation and flips)
/// and fed the rest of the input as events of the kinds a panel sends, with
/// any codes and values. Both invariants are checked along the way to the
/// default layout.
func fuzzDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzBytes(fuzzInput(data, size))
    let description = FuzzedDevice.description(&input)
    let options = FuzzedDevice.mappingOptions(&input)
    var events: [InputEvent] = []
    var microseconds = 0
    while !input.isAtEnd, events.count < RecordingRoute.eventLimit {
        let step = input.byte()
        microseconds += step == 0xFF ? -Int(input.integer(UInt16.self)) : Int(step) * 100
        let time = EventTime(seconds: max(0, microseconds) / 1_000_000, microseconds: max(0, microseconds) % 1_000_000)
        let (type, code) = FuzzedDevice.typeAndCode(&input)
        events.append(InputEvent(time: time, type: type, code: code, value: FuzzedDevice.value(&input)))
    }
    RecordingRoute.check(description, events, options: options)
    return 0
}
