import Glibc
import TouchRouteEvdev

/// Finds the touchscreens among `/dev/input/event*`, classifying each device
/// as udev's `input_id` does (see `DeviceKind`).
public struct TouchscreenDiscovery {
    /// What was found in one directory scan.
    public struct Scan: Sendable {
        /// Touchscreens, in node order (`event2` before `event10`).
        public var touchscreens: [DeviceDescription]
        /// Input devices that are not touchscreens, with what they are.
        public var others: [(path: String, name: String, kind: DeviceKind)]
        /// Nodes that could not be opened, with why.
        public var unreadable: [DeviceError]

        /// Why no touchscreen was found: a missing directory, nodes the user may
        /// not read, or simply none there.
        public func failure(in directory: String) -> DeviceError {
            unreadable.first { $0.reason == .noInputDirectory }
                ?? unreadable.first { $0.reason == .permissionDenied }
                ?? DeviceError(device: directory, reason: .noTouchscreens)
        }
    }

    public static let standardDirectory = "/dev/input"
    public let directory: String

    public init(directory: String = standardDirectory) {
        self.directory = directory
    }

    /// Open every `event*` node once and classify it.
    public func scan() -> Scan {
        var scan = Scan(touchscreens: [], others: [], unreadable: [])
        var status = stat()
        guard stat(directory, &status) == 0 else {
            scan.unreadable.append(DeviceError(device: directory, reason: .noInputDirectory))
            return scan
        }
        for path in eventNodes() {
            do {
                let device = try LibevdevDevice(path: path)
                let kind = DeviceKind(device.description)
                if kind == .touchscreen {
                    scan.touchscreens.append(device.description)
                } else {
                    scan.others.append((path, device.description.name, kind))
                }
            } catch {
                scan.unreadable.append(error)
            }
        }
        return scan
    }

    /// The touchscreens, or an error that says why there are none: nothing to
    /// read, or nodes the user may not read.
    public func touchscreens() throws(DeviceError) -> [DeviceDescription] {
        let scan = scan()
        if !scan.touchscreens.isEmpty { return scan.touchscreens }
        throw scan.failure(in: directory)
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
