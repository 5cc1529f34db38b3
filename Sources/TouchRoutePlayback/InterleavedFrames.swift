import TouchRouteEvdev

/// The events of several recorded devices as one stream, frame by frame in
/// the order of their frames' `SYN_REPORT` times (a tie goes to the device
/// given first), each event with the device it belongs to: what a player of
/// a `libinput record --all` file sends, so its devices' frames reach
/// readers in the order they were recorded. A device's own frames keep
/// their order, and no frame is split (`RecordedFrameOrder`). Events after
/// a device's last `SYN_REPORT` (a loaded recording keeps none) go last.
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
        func append(_ device: Int, through end: Int) {
            let frame = devices[device][positions[device]...end]
            events.append(contentsOf: frame)
            owners.append(contentsOf: repeatElement(device, count: frame.count))
            positions[device] = end + 1
        }
        while let next = RecordedFrameOrder.first(
            of: devices.count,
            nextFrame: { device in
                positions[device] < devices[device].count
                    ? RecordedFrameOrder.frame(in: devices[device], from: positions[device]) : nil
            })
        {
            append(next.device, through: next.end)
        }
        for device in devices.indices where positions[device] < devices[device].count {
            append(device, through: devices[device].count - 1)
        }
        self.events = events
        self.owners = owners
    }
}
