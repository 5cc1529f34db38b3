import TouchRouteEvdev

/// The events of several recorded devices as one stream, frame by frame in
/// the order of their frames' `SYN_REPORT` times (a tie goes to the device
/// given first), each event with the device it belongs to: what a player of
/// a `libinput record --all` file sends, so its devices' frames reach
/// readers in the order they were recorded. A device's own frames keep
/// their order, and no frame is split. Events after a device's last
/// `SYN_REPORT` (a recording keeps none) go last, as one more frame.
public struct InterleavedFrames: Sendable {
    /// Every event of every device, in playing order.
    public let events: [InputEvent]
    /// `owners[i]` is the index of the device `events[i]` belongs to.
    public let owners: [Int]

    /// - Complexity: O(events × devices).
    public init(_ devices: [[InputEvent]]) {
        var events: [InputEvent] = []
        var owners: [Int] = []
        let total = devices.reduce(0) { $0 + $1.count }
        events.reserveCapacity(total)
        owners.reserveCapacity(total)
        var positions = [Int](repeating: 0, count: devices.count)
        while true {
            // The device whose next frame ends first, and where that frame ends.
            var next: (device: Int, end: Int, time: EventTime?)?
            for (device, stream) in devices.enumerated() where positions[device] < stream.count {
                let end = stream[positions[device]...].firstIndex { $0.isReport }
                let time = end.map { stream[$0].time }
                if let chosen = next, Self.isBefore(chosen.time, time) || chosen.time == time { continue }
                next = (device, end ?? stream.count - 1, time)
            }
            guard let next else { break }
            let frame = devices[next.device][positions[next.device]...next.end]
            events.append(contentsOf: frame)
            owners.append(contentsOf: repeatElement(next.device, count: frame.count))
            positions[next.device] = next.end + 1
        }
        self.events = events
        self.owners = owners
    }

    /// Whether a frame ending at `a` goes before one ending at `b`; a frame
    /// with no end (nil) goes after every other.
    private static func isBefore(_ a: EventTime?, _ b: EventTime?) -> Bool {
        guard let a else { return false }
        guard let b else { return true }
        return a < b
    }
}
