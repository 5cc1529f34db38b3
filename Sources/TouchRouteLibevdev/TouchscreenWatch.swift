import TouchRouteEvdev

/// Which touchscreens a `TouchSession` follows, and how each maps: every
/// touchscreen on `seat` that `accepts` takes, now and whenever one is
/// plugged in, until it is unplugged.
public struct TouchscreenWatch {
    /// Devices on other seats are left alone, as libinput leaves them.
    public var seat: String
    /// Take the exclusive grab on each device.
    public var grab: Bool
    /// Also take each mouse with a wheel and each touchpad on the seat
    /// (udev's `ID_INPUT_MOUSE=1` or `ID_INPUT_TOUCHPAD=1`, or without udev
    /// their capabilities: `DeviceDescription.isPointerDevice`), which scroll
    /// the view under their pointer. Off by default; `touchroute run` and
    /// `tr_session_follow_devices` (`TR_FOLLOW_TOUCHSCREENS_AND_POINTERS`)
    /// turn it on.
    public var includesPointers = false
    /// Whether to take a touchscreen (beyond being one, on the seat): for
    /// `--device` selectors. Called with the device's udev properties filled in.
    public var accepts: (DeviceDescription) -> Bool
    /// How a new touchscreen maps onto the window. A device that comes back
    /// (the same `DeviceKey`) gets its earlier mapping's options instead.
    public var mapping: (DeviceDescription) throws(CoordinateMappingError) -> CoordinateMapping
    /// The reason a `.refused` change gives for a touchscreen that could not be
    /// opened, grabbed or mapped: the error's own message by default, which
    /// says what to do in terms of the device and the system. A program with
    /// remedies of its own (a command that names its subcommands) words it here.
    public var describesRefusal: (any Error) -> String = { "\($0)" }

    /// Makes a watch; each parameter is the property of the same name. By default it follows
    /// every touchscreen on `seat0`, without grabbing, and takes no pointers.
    public init(
        seat: String = UdevInputDevice.defaultSeat, grab: Bool = false,
        accepts: @escaping (DeviceDescription) -> Bool = { _ in true },
        mapping: @escaping (DeviceDescription) throws(CoordinateMappingError) -> CoordinateMapping
    ) {
        self.seat = seat
        self.grab = grab
        self.accepts = accepts
        self.mapping = mapping
    }
}

/// The session input behind `followTouchscreens`: udev's (or, without udevd,
/// the kernel's) hotplug events, read when the monitor's socket is readable.
/// It never finishes: touchscreens may always come.
final class HotplugInput: SessionInput {
    let monitor: UdevMonitor
    let watch: TouchscreenWatch

    init(monitor: UdevMonitor, watch: TouchscreenWatch) {
        self.monitor = monitor
        self.watch = watch
    }

    var name: String { "the udev monitor" }
    var pollDescriptor: Int32? { monitor.pollDescriptor }
    var eventCount: Int { 0 }
    var isFinished: Bool { false }
    var nextDue: Double? { nil }

    func route(upTo _: Double, in session: TouchSession) -> SessionOutcome {
        while let event = monitor.nextEvent() {
            switch event.action {
            case .added:
                session.take(event.device, checkingCapabilities: monitor.source == .kernel, for: watch)
            case .removed:
                session.endDevice(atNode: event.device.node)
            case .changed:
                break
            }
        }
        return .active
    }
}
