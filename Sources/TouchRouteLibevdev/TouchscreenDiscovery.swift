import Glibc
import TouchRouteEvdev

/// Finds the touchscreens on a seat. With udevd running, udev decides what is
/// a touchscreen (`ID_INPUT_TOUCHSCREEN`, which its `input_id` builtin, hwdb
/// entries and rules set) and which seat it is on, through libudev, as
/// libinput does; only touchscreens are opened. Without udevd, or for a
/// directory of nodes given by hand, every `event*` node is opened and its
/// capabilities checked as `input_id` would (`DeviceKind`).
public struct TouchscreenDiscovery {
    /// How a scan told touchscreens from other devices.
    public enum Method: Hashable, Sendable, CustomStringConvertible {
        /// udev's properties, through libudev.
        case udev
        /// Each node opened and its capabilities checked; `reason` says why
        /// udev was not asked.
        case capabilityCheck(reason: String)

        public var description: String {
            switch self {
            case .udev: "udev"
            case .capabilityCheck(let reason): "capability check (\(reason))"
            }
        }
    }

    /// What udev's properties make of a device.
    public enum Verdict: Hashable, Sendable {
        /// A touchscreen on the seat asked about, not ignored: one to take. Pen-named touch panels
        /// (`UdevInputDevice.isPenNamedTouchPanel`) count.
        case touchscreen
        /// Not a touchscreen: what udev says it is instead.
        case other(kind: String)
        /// A touchscreen on another seat, left alone as libinput leaves it.
        case otherSeat(String)
        /// `LIBINPUT_IGNORE_DEVICE=1`.
        case ignored
    }

    /// What was found in one scan.
    public struct Scan: Sendable {
        /// Touchscreens on the seat, in node order (`event2` before `event10`).
        public var touchscreens: [DeviceDescription]
        /// Input devices that are not touchscreens, with what they are.
        public var others: [(path: String, name: String, kind: String)]
        /// Mice with a wheel and touchpads on the seat
        /// (`DeviceDescription.isPointerDevice`), in node order: what `run`
        /// reads beside the touchscreens. Not in `others`.
        public var pointers: [DeviceDescription] = []
        /// Touchscreens on other seats, which are left alone.
        public var otherSeats: [(path: String, name: String, seat: String)]
        /// Nodes that could not be opened, with why.
        public var unreadable: [DeviceError]
        /// How this scan told touchscreens from other devices: through udev, or by opening each node.
        public var method: Method

        /// Why no touchscreen was found: a missing directory, nodes the user may
        /// not read, or simply none there.
        public func failure(in directory: String) -> DeviceError {
            unreadable.first { $0.reason == .noInputDirectory }
                ?? unreadable.first { $0.reason == .permissionDenied }
                ?? DeviceError(device: directory, reason: .noTouchscreens)
        }
    }

    /// Where evdev nodes live; the only directory for which udev is asked.
    public static let standardDirectory = "/dev/input"
    /// The directory whose `event*` nodes are scanned; any other than `standardDirectory` is
    /// scanned by opening each node, without udev.
    public let directory: String
    /// The seat whose touchscreens are taken: `ID_SEAT`, where a device
    /// without one is on `seat0`.
    public let seat: String
    /// The socket that exists while udevd runs (a test points it elsewhere).
    let udevControlSocket: String

    /// Discovery in `directory` on `seat`. udev is asked only for the standard
    /// directory: a directory given by hand is a test's or a container's.
    public init(directory: String = standardDirectory, seat: String = UdevInputDevice.defaultSeat) {
        self.init(directory: directory, seat: seat, udevControlSocket: Udev.controlSocket)
    }

    init(directory: String, seat: String, udevControlSocket: String) {
        self.directory = directory
        self.seat = seat
        self.udevControlSocket = udevControlSocket
    }

    /// How the next scan will work, and why when it cannot ask udev.
    public var method: Method {
        if directory != Self.standardDirectory { return .capabilityCheck(reason: "\(directory) was given") }
        if !Udev.isRunning(controlSocket: udevControlSocket) {
            return .capabilityCheck(reason: "udev is not running: \(udevControlSocket) does not exist")
        }
        return .udev
    }

    /// What udev's properties make of `device` for `seat`.
    public static func verdict(on device: UdevInputDevice, seat: String) -> Verdict {
        if device.isIgnored { return .ignored }
        if !device.isTouchscreen && !device.isPenNamedTouchPanel { return .other(kind: device.kindDescription) }
        if device.seat != seat { return .otherSeat(device.seat) }
        return .touchscreen
    }

    /// Find the touchscreens once.
    public func scan() -> Scan {
        var scan = Scan(touchscreens: [], others: [], otherSeats: [], unreadable: [], method: method)
        var status = stat()
        guard stat(directory, &status) == 0 else {
            scan.unreadable.append(DeviceError(device: directory, reason: .noInputDirectory))
            return scan
        }
        if scan.method == .udev {
            do {
                try scanWithUdev(into: &scan)
                return scan
            } catch {
                scan.method = .capabilityCheck(reason: "libudev failed: \(error)")
            }
        }
        scanCapabilities(into: &scan)
        return scan
    }

    /// The touchscreens, or an error that says why there are none: nothing to
    /// read, or nodes the user may not read.
    public func touchscreens() throws(DeviceError) -> [DeviceDescription] {
        let scan = scan()
        if !scan.touchscreens.isEmpty { return scan.touchscreens }
        throw scan.failure(in: directory)
    }

    private func scanWithUdev(into scan: inout Scan) throws(DeviceError) {
        for device in try Udev().inputDevices() {
            switch Self.verdict(on: device, seat: seat) {
            case .touchscreen:
                do {
                    scan.touchscreens.append(
                        try LibevdevDevice(path: device.node, udevProperties: device.properties).description)
                } catch {
                    scan.unreadable.append(error)
                }
            case .other(let kind):
                if device.isPointerOnSeat(seat),
                    let pointer = try? LibevdevDevice(path: device.node, udevProperties: device.properties),
                    pointer.description.isPointerDevice
                {
                    scan.pointers.append(pointer.description)
                } else {
                    scan.others.append((device.node, device.name, kind))
                }
            case .ignored: scan.others.append((device.node, device.name, "ignored: LIBINPUT_IGNORE_DEVICE=1"))
            case .otherSeat(let other): scan.otherSeats.append((device.node, device.name, other))
            }
        }
    }

    private func scanCapabilities(into scan: inout Scan) {
        for path in eventNodes() {
            do {
                let device = try LibevdevDevice(path: path, udevProperties: [:])
                let kind = DeviceKind(device.description)
                if device.description.isTouchscreenForTouchRoute {
                    scan.touchscreens.append(device.description)
                } else if device.description.isPointerDevice {
                    scan.pointers.append(device.description)
                } else {
                    scan.others.append((path, device.description.name, kind.rawValue))
                }
            } catch {
                scan.unreadable.append(error)
            }
        }
    }

    /// `event*` nodes in numeric order.
    func eventNodes() -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var numbers: [Int] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("event"), let number = Int(name.dropFirst(5)) { numbers.append(number) }
        }
        return numbers.sorted().map { "\(directory)/event\($0)" }
    }
}

extension TouchscreenDiscovery.Scan {
    /// The touchscreens, then the mice and touchpads: every device `touchroute
    /// run` reads without `--device`, and what its name selectors match.
    public var devicesRunReads: [DeviceDescription] { touchscreens + pointers }
}
