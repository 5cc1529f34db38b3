import CLibevdev
import Glibc
import SystemPackage
import TouchRoute
import TouchRouteEvdev

/// A live evdev device read through libevdev: the only type that calls it.
///
/// Opened non-blocking, close-on-exec, with `CLOCK_MONOTONIC` event times, so
/// event times and `currentTime()` share one clock that never jumps. Everything
/// else (decoding, mapping, resync handling) happens in pure Swift behind the
/// `EventSource` seam.
public final class LibevdevDevice: PollableEventSource {
    /// The node, such as `/dev/input/event5`.
    public let path: String
    /// What the device reports, with the udev properties it has.
    public let description: DeviceDescription
    /// Whether this reader holds the exclusive grab.
    public private(set) var isGrabbed = false
    /// The descriptor to poll for readability (`POLLIN`), for a foreign main loop.
    public let fileDescriptor: FileDescriptor

    private let handle: OpaquePointer
    private var event = input_event()

    public var name: String { path }
    public var pollDescriptor: Int32 { fileDescriptor.rawValue }

    /// Open `path` for reading, with the properties udev has for it (none
    /// when udevd is not running).
    /// - Throws: `DeviceError` naming the node: not found, permission denied,
    ///   or not an evdev device.
    public convenience init(path: String) throws(DeviceError) {
        var properties: [String: String] = [:]
        if Udev.isRunning(), let udev = try? Udev(), let device = udev.device(atNode: path) {
            properties = device.properties
        }
        try self.init(path: path, udevProperties: properties)
    }

    /// Open `path` for reading, with udev properties already known (from an
    /// enumeration or a hotplug event).
    /// - Throws: as `init(path:)`.
    public init(path: String, udevProperties: [String: String]) throws(DeviceError) {
        self.path = path
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(path, .readOnly, options: [.nonBlocking, .closeOnExec])
        } catch let error as Errno {
            throw DeviceError(device: path, errno: error.rawValue, call: "open")
        } catch {
            throw DeviceError(device: path, errno: EIO, call: "open")
        }
        if let kind = Self.nonDeviceKind(of: descriptor.rawValue) {
            try? descriptor.close()
            throw DeviceError(device: path, reason: .notAnEventNode(kind))
        }
        var device: OpaquePointer?
        let created = libevdev_new_from_fd(descriptor.rawValue, &device)
        guard created == 0, let device else {
            try? descriptor.close()
            throw DeviceError(device: path, errno: -created, call: "libevdev_new_from_fd")
        }
        let clock = libevdev_set_clock_id(device, CLOCK_MONOTONIC)
        if clock != 0 {
            libevdev_free(device)
            try? descriptor.close()
            throw DeviceError(device: path, errno: -clock, call: "EVIOCSCLOCKID")
        }
        handle = device
        fileDescriptor = descriptor
        description = DeviceDescription(libevdev: device, path: path, udevProperties: udevProperties)
    }

    /// Take the exclusive grab (`EVIOCGRAB`): no other program receives the
    /// device's events while this one reads. Released when the device is closed.
    /// - Throws: `.grabbed` when another program holds the grab.
    public func grab() throws(DeviceError) {
        guard !isGrabbed else { return }
        let status = libevdev_grab(handle, LIBEVDEV_GRAB)
        guard status == 0 else { throw DeviceError(device: path, errno: -status, call: "EVIOCGRAB") }
        isGrabbed = true
    }

    deinit {
        if isGrabbed { _ = libevdev_grab(handle, LIBEVDEV_UNGRAB) }
        libevdev_free(handle)
        try? fileDescriptor.close()
    }

    /// The kernel's state now: the selected slot and each slot's values, for a
    /// decoder that starts while fingers may be down.
    public func snapshot() -> DeviceSnapshot {
        let slotCount = Int(max(0, libevdev_get_num_slots(handle)))
        let slots = (0..<slotCount).map { slot in
            DeviceSnapshot.SlotState(
                trackingID: slotValue(slot, EventCode.absMTTrackingID),
                x: slotValue(slot, EventCode.absMTPositionX),
                y: slotValue(slot, EventCode.absMTPositionY),
                pressure: slotValue(slot, EventCode.absMTPressure),
                touchMajor: slotValue(slot, EventCode.absMTTouchMajor),
                touchMinor: slotValue(slot, EventCode.absMTTouchMinor),
                tool: MultitouchTool(rawValue: slotValue(slot, EventCode.absMTToolType)))
        }
        let current = libevdev_get_current_slot(handle)
        let single = DeviceSnapshot.SlotState(
            trackingID: value(EventType.key, EventCode.btnTouch) != 0 ? 0 : -1,
            x: value(EventType.abs, EventCode.absX),
            y: value(EventType.abs, EventCode.absY),
            pressure: value(EventType.abs, EventCode.absPressure))
        return DeviceSnapshot(currentSlot: current >= 0 ? Int(current) : nil, slots: slots, singleTouch: single)
    }

    private func slotValue(_ slot: Int, _ code: EventCode) -> Int32 {
        libevdev_get_slot_value(handle, UInt32(slot), UInt32(code.rawValue))
    }

    private func value(_ type: EventType, _ code: EventCode) -> Int32 {
        libevdev_get_event_value(handle, UInt32(type.rawValue), UInt32(code.rawValue))
    }

    public func nextEvent() -> EventRead { read(flags: LIBEVDEV_READ_FLAG_NORMAL.rawValue) }

    public func nextResyncEvent() -> EventRead { read(flags: LIBEVDEV_READ_FLAG_SYNC.rawValue) }

    private func read(flags: UInt32) -> EventRead {
        let status = libevdev_next_event(handle, flags, &event)
        switch status {
        case Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue):
            return .event(InputEvent(event))
        case Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue):
            // In normal mode this is the SYN_DROPPED; in sync mode, a resync event.
            return flags == LIBEVDEV_READ_FLAG_SYNC.rawValue ? .event(InputEvent(event)) : .dropped(InputEvent(event))
        case -EAGAIN:
            return .wouldBlock
        case -ENODEV:
            return .deviceRemoved
        default:
            return .failed(DeviceError(device: path, errno: -status, call: "libevdev_next_event"))
        }
    }

    /// `CLOCK_MONOTONIC` now, the clock event times are on.
    public func currentTime() -> EventTime { MonotonicClock.now() }
}
