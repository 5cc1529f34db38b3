import TouchRoute

/// A recorded touch device: its description and its events, read from an evemu
/// or `libinput record` file.
///
/// Events are kept exactly as recorded, in file order, with their own times:
/// absolute (seconds since the epoch or since boot) or starting near zero.
/// A loaded recording holds complete frames only: it ends with a `SYN_REPORT`.
public struct Recording: Hashable, Sendable {
    /// The file the events came from.
    public var path: String
    /// Which text format the file was read from: evemu or `libinput record`.
    public var format: RecordingFormat
    /// The device. Its `source` names the file the description came from:
    /// `path` itself, or the `device.desc` (or `--description` file) that an
    /// events-only evemu file was paired with; for one device of a file of
    /// several, the node it was recorded from (`/dev/input/event6`, as a live
    /// device's is its node), or `FILE (device N)` when the file names none.
    public var description: DeviceDescription
    /// The evdev events, in file order, with their times as recorded; complete frames only.
    public var events: [InputEvent]
    /// Where the file was cut off, and what of it was left out to keep
    /// `events` to complete frames; nil when the file ends after a complete
    /// frame (or holds no events).
    public var truncation: RecordingTruncation?
    /// Where the description's axes and udev properties stand in
    /// `description.source`, for messages about them.
    public var descriptionLines: DescriptionLines
    /// libinput's own pointer events, in file order, from a `libinput record`
    /// file made with `--with-libinput`; empty otherwise.
    public var pointerEvents: [LibinputPointerEvent]
    /// The node the device was recorded from, as a `libinput record` file
    /// names it (`/dev/input/event5`); empty for evemu, which does not.
    public var node: String
    /// Where the device stands among the file's devices, from 0, and how
    /// many the file holds: a `libinput record --all` file holds several,
    /// and a reader that takes one says so.
    public var deviceIndex: Int
    /// How many devices the file holds: 1 for every evemu file.
    public var deviceCount: Int

    /// Makes a recording from its parts; each parameter is the property of the same name. The
    /// defaults describe the only device of a file, with no truncation and no pointer events.
    public init(
        path: String, format: RecordingFormat, description: DeviceDescription, events: [InputEvent],
        truncation: RecordingTruncation? = nil, descriptionLines: DescriptionLines = DescriptionLines(),
        pointerEvents: [LibinputPointerEvent] = [], node: String = "", deviceIndex: Int = 0, deviceCount: Int = 1
    ) {
        self.node = node
        self.deviceIndex = deviceIndex
        self.deviceCount = deviceCount
        self.pointerEvents = pointerEvents
        self.path = path
        self.format = format
        self.description = description
        self.events = events
        self.truncation = truncation
        self.descriptionLines = descriptionLines
    }
}

extension Recording {
    /// The earliest first evdev event of `recordings`: the moment a replay of
    /// them counts from, and a file written of them (pointer events alone
    /// keep their own times); 0 when they have none.
    public static func timeOrigin(of recordings: [Recording]) -> EventTime {
        recordings.compactMap { $0.events.first?.time }.min() ?? EventTime(totalMicroseconds: 0)
    }

    /// `device 2 of 3, /dev/input/event3`: which device of its file this is,
    /// and the node it was recorded from when the file names it.
    public var placeInFile: String {
        "device \(deviceIndex + 1) of \(deviceCount)" + (node.isEmpty ? "" : ", \(QuotedInput.printable(node))")
    }

    /// What messages about the recording's events call it: `path`, and for
    /// one device of a file of several, which one (`two.yml (device 3 of 3,
    /// /dev/input/event6)`).
    public var streamName: String { deviceCount > 1 ? "\(path) (\(placeInFile))" : path }
}
