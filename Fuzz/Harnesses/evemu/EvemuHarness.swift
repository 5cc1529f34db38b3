import FuzzSupport
import TouchRouteEvdev

/// The evemu reader, on any bytes: it must refuse them with a RecordingError or
/// give a document. A document with its own description is then replayed
/// through the decoder and the default layout, as `touchroute replay` would,
/// with the decoder's and the router's invariants checked.
func fuzzEvemu(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(fuzzInput(data, size))
    guard let document = try? EvemuDocument(parsing: bytes, path: "fuzz.evemu") else { return 0 }
    if let description = document.description {
        RecordingRoute.check(description, document.events)
    }
    return 0
}
