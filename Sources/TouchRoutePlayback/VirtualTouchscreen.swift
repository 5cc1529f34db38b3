import TouchRouteEvdev
import TouchRouteLibevdev

/// A recorded touchscreen made real: a uinput device with the recording's
/// description, which plays the recording's events out of its own
/// `/dev/input/eventN` node for any reader (TouchRoute, libinput, a
/// compositor) to open. Needs `/dev/uinput` and permission to write it.
///
/// ```swift
/// import TouchRouteRecordings  // Recording.load
///
/// let screen = try VirtualTouchscreen(recording: Recording.load(from: "swipe.evemu"))
/// // open screen.devnode in the reader under test, then:
/// try screen.play(pace: .recorded(speed: 1))
/// screen.destroy()  // readers see the device removed
/// ```
///
/// Events go out as recorded, `SYN_REPORT`s included; the kernel stamps them
/// with the time they are written. If the recording ends with a touch down,
/// the touch stays down until the device is destroyed: that is how a test
/// unplugs a device mid-touch.
public final class VirtualTouchscreen {
    /// The recording the device was made from and plays: its description and events.
    public let recording: Recording
    /// The uinput device the events are written to; `destroy()` removes it from the kernel.
    public let device: UinputDevice

    /// The node readers open, such as `/dev/input/event5`.
    public var devnode: String { device.devnode }

    /// Create the device; nothing is played yet.
    ///
    /// The kernel filters every absolute value a device sends by its axis's
    /// fuzz (a value within twice the fuzz of the last one is pulled towards
    /// it), and a recording's values went through that filter once already.
    /// With `keepingFuzz` (the default) the device is described exactly as
    /// recorded, so readers see the recorded fuzz, and the kernel filters the
    /// values again: small moves can come out different from the recording.
    /// Without it every axis gets fuzz 0, and the recorded values come out
    /// unchanged, as a replay of the recording reads them.
    /// - Throws: `UinputError`: `/dev/uinput` missing or not writable, or
    ///   libevdev's failure.
    public init(recording: Recording, keepingFuzz: Bool = true) throws(UinputError) {
        self.recording = recording
        device = try UinputDevice(description: Self.description(of: recording, keepingFuzz: keepingFuzz))
    }

    /// The description the device is made from: the recording's, with every
    /// fuzz set to 0 unless `keepingFuzz`.
    static func description(of recording: Recording, keepingFuzz: Bool) -> DeviceDescription {
        var description = recording.description
        if !keepingFuzz {
            for code in description.axes.keys { description.axes[code]?.fuzz = 0 }
        }
        return description
    }

    /// Play every event at `pace`, timed from now on `clock`.
    /// - Parameters:
    ///   - pace: how fast: the recorded pace times a speed.
    ///   - clock: the clock the deadlines are on (the monotonic clock, or a test's).
    ///   - shouldStop: asked before each frame; true ends playback there.
    /// - Returns: how many events were sent.
    /// - Throws: `UinputError` when a write fails.
    @discardableResult
    public func play(
        pace: PlaybackPace, clock: some PlaybackClock = MonotonicPlaybackClock(),
        shouldStop: () -> Bool = { false }
    ) throws(UinputError) -> Int {
        try Self.play([self], pace: pace, clock: clock, shouldStop: shouldStop)
    }

    /// Play the devices of one recording together (a `libinput record --all`
    /// file of two panels): their frames in the order of their `SYN_REPORT`
    /// times across them (`InterleavedFrames`), timed from the earliest
    /// first event, so readers get them as they were recorded.
    /// - Returns: how many events were sent, of all the devices.
    /// - Throws: `UinputError` when a write fails.
    @discardableResult
    public static func play(
        _ screens: [VirtualTouchscreen], pace: PlaybackPace, clock: some PlaybackClock = MonotonicPlaybackClock(),
        shouldStop: () -> Bool = { false }
    ) throws(UinputError) -> Int {
        let stream = InterleavedFrames(screens.map(\.recording.events))
        let origin = Recording.timeOrigin(of: screens.map(\.recording))
        let playback = PacedPlayback(schedule: PlaybackSchedule(pace: pace, origin: origin), clock: clock)
        var next = 0
        return try playback.play(stream.events, shouldStop: shouldStop) { (event) throws(UinputError) in
            try screens[stream.owners[next]].device.write(event)
            next += 1
        }
    }

    /// Remove the device; see `UinputDevice.destroy()`.
    public func destroy() { device.destroy() }
}
