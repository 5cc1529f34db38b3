import Testing

@testable import TouchRouteEvdev
@testable import touchroute

/// The libraries' errors say what to do in terms of the device and the system;
/// `touchroute` prints them with its own commands as the remedy, worded as it
/// always has been.
@Suite struct CommandLineMessageTests {
    static let node = "/dev/input/event5"

    @Test func deviceErrorsNameTheCommandThatHelps() {
        func message(_ reason: DeviceError.Reason) -> String {
            CommandFailure(DeviceError(device: Self.node, reason: reason)).description
        }
        #expect(
            message(.noTouchscreens)
                == "no touchscreen found in /dev/input/event5. Check that one is plugged in and that `touchroute list` can read the nodes; if you see permission errors, install udev/70-touchroute-touchscreen.rules (see udev/README.md) or add yourself to the `input` group."
        )
        #expect(
            message(.noInputDirectory).hasSuffix(
                "attach a touchscreen. To try TouchRoute without one, use `touchroute replay` or `touchroute demo`."))
        #expect(
            message(.notFound) == "/dev/input/event5 does not exist. Run `touchroute list` to see the touchscreens.")
        #expect(
            message(.grabbed)
                == "/dev/input/event5 is grabbed exclusively by another program (EBUSY), such as a compositor, an X server or another `touchroute run --grab`. Stop that program, or run without --grab to read alongside it."
        )
        #expect(
            message(.notATouchscreen(.touchpad))
                == "/dev/input/event5 is not a touchscreen: it is a touchpad (it has BTN_TOOL_FINGER but not INPUT_PROP_DIRECT). Pick a device from `touchroute list`."
        )
    }

    @Test func errorsWithoutACommandRemedyKeepTheLibrarysMessage() {
        let removed = DeviceError(device: Self.node, reason: .removed)
        #expect(CommandFailure(removed).description == removed.description)
        #expect(
            CommandFailure(DeviceError(device: Self.node, reason: .permissionDenied)).description.hasPrefix(
                "permission denied opening"))
    }

    @Test func aDeviceWithoutPositionsPointsToList() {
        let keyboard = DeviceDescription(
            name: "AT Keyboard", codes: [EventType.key: [30, 31]], source: "/dev/input/event0")
        #expect(
            CommandFailure(DecoderSetupError(device: keyboard)).description
                == "/dev/input/event0 (AT Keyboard) reports no positions and has no wheel: it has neither ABS_MT_POSITION_X/Y nor ABS_X/Y, nor REL_WHEEL or REL_HWHEEL, so it is neither a touch device nor a mouse with a wheel. Pick a touchscreen from `touchroute list`."
        )
    }
}
