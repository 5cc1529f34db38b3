import Glibc
import Testing
import TouchRouteEvdev

@testable import TouchRouteLibevdev

@Suite struct DeviceErrorTests {
    @Test func errnoBecomesAReasonTheUserCanActOn() {
        #expect(DeviceError(device: "/dev/input/event5", errno: ENOENT, call: "open").reason == .notFound)
        #expect(DeviceError(device: "/dev/input/event5", errno: EACCES, call: "open").reason == .permissionDenied)
        #expect(DeviceError(device: "/dev/input/event5", errno: EPERM, call: "open").reason == .permissionDenied)
        #expect(DeviceError(device: "/dev/input/event5", errno: EBUSY, call: "EVIOCGRAB").reason == .grabbed)
        #expect(DeviceError(device: "/dev/input/event5", errno: ENODEV, call: "libevdev_next_event").reason == .removed)
    }

    @Test func permissionDeniedPointsToTheUdevRuleAndTheInputGroup() {
        let message = DeviceError(device: "/dev/input/event5", errno: EACCES, call: "open").description
        #expect(message.hasPrefix("permission denied opening /dev/input/event5."))
        #expect(message.contains("udev/70-touchroute-touchscreen.rules"))
        #expect(message.contains("`input` group"))
    }

    @Test func aBusyGrabNamesTheLikelyHolders() {
        let message = DeviceError(device: "/dev/input/event5", errno: EBUSY, call: "EVIOCGRAB").description
        #expect(message.contains("grabbed exclusively by another program (EBUSY)"))
        #expect(message.contains("without a grab"))
    }

    /// The library's remedies name no program that uses it: the `touchroute`
    /// command words its own (see the CLI's `CommandLineMessageTests`).
    @Test func noMessageNamesACommand() {
        let reasons: [DeviceError.Reason] = [
            .noTouchscreens, .noInputDirectory, .notFound, .permissionDenied, .grabbed,
            .notAnEventNode(.regularFile), .notATouchscreen(.touchpad), .removed,
            .system(errno: EIO, call: "read", text: "Input/output error"),
        ]
        for reason in reasons {
            #expect(!DeviceError(device: "/dev/input/event5", reason: reason).description.contains("touchroute "))
        }
    }

    @Test func aNotTouchscreenErrorSaysWhatTheDeviceIs() {
        let touchpad = DeviceError(device: "/dev/input/event7", reason: .notATouchscreen(.touchpad)).description
        #expect(
            touchpad
                == "/dev/input/event7 is not a touchscreen: it is a touchpad (it has BTN_TOOL_FINGER but not INPUT_PROP_DIRECT). Choose a touchscreen instead."
        )
    }
}
