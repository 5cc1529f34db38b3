import TouchRoute

/// The engine of a device that reports no contacts, only a pointer and its
/// wheels (a mouse): nothing is ever down, so every frame is empty of
/// contacts, and the decoder's `PointerDecoder` carries what it reports.
final class NoContacts: ContactEngine {
    func take(_ event: InputEvent, problems: inout ProblemLog) {}
    func report(into frame: inout DeviceFrame, followUp: inout DeviceFrame, numbering: ContactNumbering) {}
    func cancelAll(into frame: inout DeviceFrame, because reason: CancellationReason) {}
    func absorbFrame() {}
    var activeContactCount: Int { 0 }
}
