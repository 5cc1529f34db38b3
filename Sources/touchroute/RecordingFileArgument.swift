import ArgumentParser

/// A recording to read, with the description an events-only evemu file is
/// paired with: what `replay` and `convert` take.
struct RecordingFileArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp("An evemu file (.events, .evemu) or a libinput record file (.yml).", valueName: "FILE"))
    var file: String

    @Option(
        name: .customLong("description"),
        help: ArgumentHelp(
            "The evemu description for an events-only FILE. (default: device.desc beside FILE)", valueName: "DESC"))
    var descriptionFile: String?
}
