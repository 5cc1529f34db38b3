/// One contact's state in an input frame, in window points: one sample of it.
///
/// The input layer (an evdev decoder, a recording, a synthetic gesture) produces
/// these after mapping device units to window points.
public struct Contact: Hashable, Sendable {
    /// The input's own number for the contact (a tracking ID or finger index).
    /// It must be unique among the contacts that are down at the same time.
    public var id: Int
    /// `began` on touch-down, `moved` or `stationary` while down, and `ended`
    /// (lift-off) or `cancelled` (the input gave up on it, e.g. a palm or an unplug).
    public var phase: TouchPhase
    /// Window coordinates, in points.
    public var location: Point
    /// The contact area, in points, when the device reports one; nil on a later sample keeps the
    /// touch's last one.
    public var ellipse: ContactEllipse?
    /// Normalised to 0...1.
    public var pressure: Double?
    /// What made the contact, when the device says; nil on a later sample keeps the touch's last one.
    public var toolType: ToolType?
    /// Why the input cancelled the contact, when `phase` is `cancelled`; nil
    /// there means `.input` (no reason given). Ignored for other phases. The
    /// window records it as the rule of the cancellation's `Decision`.
    public var cancellationReason: CancellationReason?
    /// The sample's own input time, in seconds on the frame's clock (taken at
    /// the nearest microsecond, as the frame's); nil means the frame's `timestamp`. A toolkit that batches input (a Wayland
    /// `wl_touch.frame`, SDL's event pump) keeps each sample's time here, so
    /// that the window routes it when it happened. It lies between the
    /// previous sample's time and the frame's: one outside is reported as a
    /// problem and routed at the nearest time inside. Give every sample of a
    /// frame a time, or none: one without is at the frame's time, the latest,
    /// so a timed sample after it would be out of order.
    public var timestamp: Double?

    /// Makes a sample from its parts; each parameter is the property of the same name, and each
    /// optional one defaults to nil (not reported, or the frame's time).
    public init(
        id: Int, phase: TouchPhase, location: Point,
        ellipse: ContactEllipse? = nil, pressure: Double? = nil, toolType: ToolType? = nil,
        cancellationReason: CancellationReason? = nil, timestamp: Double? = nil
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.ellipse = ellipse
        self.pressure = pressure
        self.toolType = toolType
        self.cancellationReason = cancellationReason
        self.timestamp = timestamp
    }
}

/// The contacts that changed in one input frame (one evdev `SYN_REPORT`, one
/// Wayland `wl_touch.frame`, one pass of a toolkit's event pump).
///
/// The frame rule: `contacts` are samples in the order they arrived. An id
/// may appear more than once, each appearance being that contact's next
/// state: `began` then `ended` is a tap; `began`, `moved`…, `ended` a short
/// drag; `ended` then `began` a second touch with the same number (a second
/// tap). Contacts that are down but absent from a frame are stationary.
///
/// The window routes a frame as consecutive steps: a step ends before a
/// contact whose id it already holds or whose time (`Contact.timestamp`)
/// differs from its own. Each step is routed like a frame of its own at its
/// time, timers due before it firing first, so a batched frame is routed
/// exactly as its samples delivered one frame per time.
///
/// To keep the per-frame path free of allocation, reuse one frame:
/// `contacts.removeAll(keepingCapacity: true)`.
public struct TouchFrame: Hashable, Sendable {
    /// Input time, in seconds, on the input's own monotonic clock: when the
    /// frame was sent, no earlier than any of its samples. The window takes
    /// it at the nearest microsecond (`EventTime(roundingSeconds:)`).
    public var timestamp: Double
    /// Samples in arrival order (see the type's frame rule).
    public var contacts: [Contact]

    /// Makes a frame sent at `timestamp` seconds of input time, with its samples in arrival order.
    public init(timestamp: Double, contacts: [Contact]) {
        self.timestamp = timestamp
        self.contacts = contacts
    }
}
