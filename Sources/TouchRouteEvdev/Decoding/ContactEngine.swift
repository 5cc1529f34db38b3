import TouchRoute

/// One protocol's way of turning events into contacts: protocol B's slots,
/// protocol A's anonymous contacts, or a single-touch device's one contact.
///
/// The decoder handles `SYN_REPORT` and `SYN_DROPPED`; an engine sees every other
/// event through `take`, and writes a frame's changes in `report`.
protocol ContactEngine: AnyObject {
    /// Take one event of the frame being built.
    func take(_ event: InputEvent, problems: inout ProblemLog)
    /// The frame is complete: append the contacts that changed to `frame`.
    /// Ends of contacts that began within this same frame go to `followUp`, which
    /// the decoder emits right after `frame` at the same time, so that even a
    /// touch shorter than one frame begins and ends.
    func report(into frame: inout DeviceFrame, followUp: inout DeviceFrame, numbering: ContactNumbering)
    /// Cancel every contact that is down, for `reason`, and forget the partial
    /// frame. A contact still down on the device after this is ignored until it
    /// lifts: it never comes back as a phantom touch in mid-gesture.
    func cancelAll(into frame: inout DeviceFrame, because reason: CancellationReason)
    /// The frame after lost events (`SYN_DROPPED` in a recording) is complete:
    /// take it as the device's state, not as changes. It ends nothing (its
    /// contacts were cancelled) and begins nothing (they may be mid-gesture, and
    /// the frame may be partial); what is down in it is ignored until it lifts.
    /// Only its state is kept, such as the selected slot and each slot's values.
    func absorbFrame()
    /// The contacts reported as down.
    var activeContactCount: Int { get }
}
