import TouchRouteEvdev

/// Library errors as `touchroute` prints them. The libraries say what to do in
/// terms of the device and the system; where a `touchroute` command is the
/// remedy (`list` to find a touchscreen, `replay` or `demo` to try TouchRoute
/// without one, `run` without `--grab`), the command says so here instead.
func commandLineMessage(for error: any Error) -> String {
    switch error {
    case let error as DeviceError: error.commandLineMessage
    case let error as DecoderSetupError: error.fact + " Pick a touchscreen from `touchroute list`."
    default: "\(error)"
    }
}

extension DeviceError {
    /// The message with the command's remedy, where it has one.
    var commandLineMessage: String {
        switch reason {
        case .noTouchscreens:
            "no touchscreen found in \(device). Check that one is plugged in and that `touchroute list` can read the nodes; if you see permission errors, install udev/70-touchroute-touchscreen.rules (see udev/README.md) or add yourself to the `input` group."
        case .noInputDirectory:
            description + " To try TouchRoute without one, use `touchroute replay` or `touchroute demo`."
        case .notFound:
            "\(device) does not exist. Run `touchroute list` to see the touchscreens."
        case .grabbed:
            "\(device) is grabbed exclusively by another program (EBUSY), such as a compositor, an X server or another `touchroute run --grab`. Stop that program, or run without --grab to read alongside it."
        case .notAnEventNode(let kind):
            description + " Pick a touchscreen from `touchroute list`"
                + (kind == .regularFile ? "; a recording is replayed with `touchroute replay`." : ".")
        case .notATouchscreen(let kind):
            "\(device) is not a touchscreen: \(kind.explanation). Pick a device from `touchroute list`."
        default:
            description
        }
    }
}
