import ArgumentParser

/// What `touchroute record --format` writes.
enum RecordingFileFormat: String, ExpressibleByArgument, CaseIterable {
    /// evemu-record's `E:` lines, for evemu-device and evemu-play.
    case evemu
    /// `libinput record`'s YAML (file format version 1), for libinput's tools.
    case libinput
}
