/// One contact's state in an input frame, in window points.
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
    public var ellipse: ContactEllipse?
    /// Normalised to 0...1.
    public var pressure: Double?
    public var toolType: ToolType?
    /// Why the input cancelled the contact, when `phase` is `cancelled`; nil
    /// there means `.input` (no reason given). Ignored for other phases. The
    /// window records it as the rule of the cancellation's `Decision`.
    public var cancellationReason: CancellationReason?

    public init(
        id: Int, phase: TouchPhase, location: Point,
        ellipse: ContactEllipse? = nil, pressure: Double? = nil, toolType: ToolType? = nil,
        cancellationReason: CancellationReason? = nil
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.ellipse = ellipse
        self.pressure = pressure
        self.toolType = toolType
        self.cancellationReason = cancellationReason
    }
}

/// The contacts that changed in one input frame (one evdev `SYN_REPORT`).
///
/// Contacts that are down but absent from a frame are stationary. To keep the
/// per-frame path free of allocation, reuse one frame: `contacts.removeAll(keepingCapacity: true)`.
public struct TouchFrame: Hashable, Sendable {
    /// Input time, in seconds, on the input's own monotonic clock.
    public var timestamp: Double
    public var contacts: [Contact]

    public init(timestamp: Double, contacts: [Contact]) {
        self.timestamp = timestamp
        self.contacts = contacts
    }
}
