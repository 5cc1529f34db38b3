import FuzzSupport
import TouchRouteEvdev
import TouchRouteRecordings

/// The `libinput record` YAML reader, on any bytes: a RecordingError or a
/// document, whose touchscreen is then replayed through the decoder and the
/// default layout with both invariants checked.
func fuzzLibinputRecord(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(fuzzInput(data, size))
    guard let document = try? LibinputRecordDocument(parsing: bytes, path: "fuzz.yml"),
        let device = document.devices.first
    else { return 0 }
    RecordingRoute.check(device.description, device.events)
    return 0
}
