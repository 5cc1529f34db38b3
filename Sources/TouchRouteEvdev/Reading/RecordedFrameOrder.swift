/// The order in which a player of several recorded devices sends or routes
/// their frames: the frame whose `SYN_REPORT` comes first goes first, and a
/// tie goes to the device given first, as a session routes several live
/// touchscreens. `RecordedDevices` (replay, sessions) and
/// `InterleavedFrames` (emulate) both follow it.
public enum RecordedFrameOrder {
    /// The index of the `SYN_REPORT` that ends the frame starting at `start`
    /// in `events`; nil when none follows.
    /// - Complexity: O(events in the frame).
    public static func frameEnd(in events: [InputEvent], from start: Int) -> Int? {
        events[start...].firstIndex { $0.isReport }
    }

    /// Of `count` devices, the one whose next frame ends first, with that
    /// frame's `SYN_REPORT` time; nil when none has a whole frame left.
    /// - Parameter reportTime: a device's next frame's `SYN_REPORT` time, or
    ///   nil when it has none.
    /// - Complexity: O(count) calls of `reportTime`; allocates nothing.
    public static func first(of count: Int, reportTime: (Int) -> EventTime?) -> (device: Int, time: EventTime)? {
        var earliest: (device: Int, time: EventTime)?
        for device in 0..<count {
            guard let time = reportTime(device) else { continue }
            if let first = earliest, first.time <= time { continue }
            earliest = (device, time)
        }
        return earliest
    }
}
