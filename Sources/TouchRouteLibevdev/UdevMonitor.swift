import CLibudev
import Glibc
import TouchRouteEvdev

/// Hotplug events for evdev nodes, from a netlink socket a main loop can poll.
///
/// From udevd (`.udev`), an `add` comes once rules have run, so the node has
/// its properties and its permissions. Without udevd, the kernel's own events
/// (`.kernel`) still say when a node appears and goes: devtmpfs has made the
/// node by then, but it has no udev properties.
public final class UdevMonitor {
    /// Whose events to hear.
    public enum Source: String, Sendable {
        /// udevd's, after its rules ran: what a system with udev uses.
        case udev
        /// The kernel's uevents: the fallback without udevd.
        case kernel
    }

    /// What happened to a node.
    public struct Event: Sendable {
        /// What udev says happened to the node; the raw value is udev's action word.
        public enum Action: String, Sendable {
            /// `add`: the node appeared (from udevd, once its rules have run).
            case added = "add"
            /// `remove`: the node went away, such as when the device is unplugged.
            case removed = "remove"
            /// `change` and the rest: properties may differ; nothing to route.
            case changed = "change"
        }

        /// What happened: an action udev names that is not `add` or `remove` reads as `changed`.
        public var action: Action
        /// The `event*` node it happened to, with its properties (no udev ones in the kernel's events).
        public var device: UdevInputDevice
    }

    /// Whose events the monitor hears: udevd's or the kernel's.
    public let source: Source
    private let udev: Udev
    private let monitor: OpaquePointer

    /// The socket to poll for readability (non-blocking, close-on-exec).
    public var pollDescriptor: Int32 { udev_monitor_get_fd(monitor) }

    /// Start listening.
    /// - Throws: `DeviceError` naming the monitor when the netlink socket
    ///   cannot be made or bound.
    public init(udev: Udev, source: Source) throws(DeviceError) {
        let owner = "the udev monitor (\(source.rawValue) events)"
        guard let monitor = udev_monitor_new_from_netlink(udev.context, source.rawValue) else {
            throw DeviceError(device: owner, errno: errno == 0 ? ENOMEM : errno, call: "udev_monitor_new_from_netlink")
        }
        udev_monitor_filter_add_match_subsystem_devtype(monitor, "input", nil)
        let status = udev_monitor_enable_receiving(monitor)
        guard status >= 0 else {
            udev_monitor_unref(monitor)
            throw DeviceError(device: owner, errno: -status, call: "udev_monitor_enable_receiving")
        }
        self.udev = udev
        self.monitor = monitor
        self.source = source
    }

    deinit { udev_monitor_unref(monitor) }

    /// The next event for an `event*` node, or nil when none is waiting.
    /// Events for other input nodes (`mouse0`, `js0`, the parent `input5`)
    /// are read and passed over.
    public func nextEvent() -> Event? {
        while let device = udev_monitor_receive_device(monitor) {
            defer { udev_device_unref(device) }
            guard let sysname = udev_device_get_sysname(device), String(cString: sysname).hasPrefix("event"),
                let described = Udev.describe(device)
            else { continue }
            let action = udev_device_get_action(device).map { String(cString: $0) } ?? ""
            return Event(action: Event.Action(rawValue: action) ?? .changed, device: described)
        }
        return nil
    }
}
