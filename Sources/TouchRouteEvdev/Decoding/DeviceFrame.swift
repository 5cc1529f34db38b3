import TouchRoute

/// One contact's state in a decoded frame, still in device units.
public struct DeviceContact: Hashable, Sendable {
    /// The decoder's own number for the contact, unique for the decoder's life:
    /// 1, 2, 3… in order of touch-down. Tracking IDs are not used because a device
    /// may reuse one within a frame, and protocol A has none.
    public var id: Int
    /// `began`, `moved`, `ended` or `cancelled` (a palm, a gap after lost events,
    /// an unplug). Contacts that did not change are left out of the frame.
    public var phase: TouchPhase
    /// Where the contact is, in device units of the position axes.
    public var position: DevicePoint
    /// Pressure normalised over the pressure axis to 0…1, when the device has one.
    public var pressure: Double?
    /// `ABS_MT_TOUCH_MAJOR`/`MINOR`, in device units of the position axes.
    public var touchMajor: Int32?
    /// `ABS_MT_TOUCH_MINOR`, in device units of the position axes; the major value when the device
    /// reports only `ABS_MT_TOUCH_MAJOR` (a round contact), and nil when it reports neither.
    public var touchMinor: Int32?
    /// From `ABS_MT_TOOL_TYPE`, when the device reports it.
    public var toolType: ToolType?
    /// Why the contact was cancelled, when `phase` is `cancelled`: the decoder
    /// and the reader always say; nil means `.input`.
    public var cancellationReason: CancellationReason?

    /// Makes a contact from its parts; each parameter is the property of the same name.
    public init(
        id: Int, phase: TouchPhase, position: DevicePoint, pressure: Double? = nil,
        touchMajor: Int32? = nil, touchMinor: Int32? = nil, toolType: ToolType? = nil,
        cancellationReason: CancellationReason? = nil
    ) {
        self.id = id
        self.phase = phase
        self.position = position
        self.pressure = pressure
        self.touchMajor = touchMajor
        self.touchMinor = touchMinor
        self.toolType = toolType
        self.cancellationReason = cancellationReason
    }
}

/// The contacts that changed in one device frame (one `SYN_REPORT`), in device
/// units. The decoder reuses one frame, so it allocates nothing per event.
public struct DeviceFrame: Hashable, Sendable {
    /// The time of the `SYN_REPORT` that closed the frame.
    public var time: EventTime
    /// The contacts that changed in this frame, each at most once; empty when none changed, as in
    /// a frame that carries only a `pointer` report.
    public var contacts: [DeviceContact]
    /// A device with a wheel: its motion and wheel turns in this frame; nil
    /// for a device without a wheel (every touchscreen).
    public var pointer: PointerReport?

    /// Makes a frame from its parts; each parameter is the property of the same name.
    public init(time: EventTime, contacts: [DeviceContact] = [], pointer: PointerReport? = nil) {
        self.time = time
        self.contacts = contacts
        self.pointer = pointer
    }
}
