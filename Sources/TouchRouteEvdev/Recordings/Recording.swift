/// A recorded touch device: its description and its events, read from an evemu
/// or `libinput record` file.
///
/// Events are kept exactly as recorded, in file order, with their own times:
/// absolute (seconds since the epoch or since boot) or starting near zero.
public struct Recording: Hashable, Sendable {
    /// The file the events came from.
    public var path: String
    public var format: RecordingFormat
    /// The device. Its `source` names the file the description came from:
    /// `path` itself, or the `device.desc` (or `--description` file) that an
    /// events-only evemu file was paired with.
    public var description: DeviceDescription
    public var events: [InputEvent]

    public init(path: String, format: RecordingFormat, description: DeviceDescription, events: [InputEvent]) {
        self.path = path
        self.format = format
        self.description = description
        self.events = events
    }
}
