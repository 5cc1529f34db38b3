import TouchRoute

/// The order in which a player of several recorded devices sends or routes
/// their frames: the frame whose `SYN_REPORT` comes first goes first, and a
/// tie goes to the device given first, as a session routes several live
/// touchscreens. `RecordedDevices` (replay, sessions) and
/// `InterleavedFrames` (emulate) both follow it.
public enum RecordedFrameOrder {
    /// The frame starting at `start` in `events`: the index of the
    /// `SYN_REPORT` that ends it, and its time; nil when none follows.
    /// - Complexity: O(events in the frame).
    public static func frame(in events: [InputEvent], from start: Int) -> (end: Int, time: EventTime)? {
        guard let end = events[start...].firstIndex(where: { $0.isReport }) else { return nil }
        return (end, events[end].time)
    }

    /// Of `count` devices, the one whose next frame ends first, with where
    /// that frame ends and its `SYN_REPORT` time; nil when none has a whole
    /// frame left.
    /// - Parameters:
    ///   - count: how many devices there are.
    ///   - nextFrame: a device's next frame (see `frame(in:from:)`), or nil
    ///     when it has none.
    /// - Complexity: O(count) calls of `nextFrame`; allocates nothing.
    public static func first(
        of count: Int, nextFrame: (Int) -> (end: Int, time: EventTime)?
    ) -> (device: Int, end: Int, time: EventTime)? {
        var earliest: (device: Int, end: Int, time: EventTime)?
        for device in 0..<count {
            guard let frame = nextFrame(device) else { continue }
            if let first = earliest, first.time <= frame.time { continue }
            earliest = (device, frame.end, frame.time)
        }
        return earliest
    }
}
