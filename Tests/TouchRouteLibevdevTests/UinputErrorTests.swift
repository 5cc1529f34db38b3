import Glibc
import Testing

@testable import TouchRouteLibevdev

@Suite struct UinputErrorTests {
    @Test func errnoBecomesAReasonTheUserCanActOn() {
        #expect(UinputError(device: "Panel", errno: ENOENT, call: "open").reason == .uinputMissing)
        #expect(UinputError(device: "Panel", errno: ENODEV, call: "open").reason == .uinputMissing)
        #expect(UinputError(device: "Panel", errno: EACCES, call: "open").reason == .permissionDenied)
        #expect(UinputError(device: "Panel", errno: EPERM, call: "open").reason == .permissionDenied)
        #expect(
            UinputError(device: "Panel", errno: EINVAL, call: "UI_DEV_CREATE").reason
                == .system(errno: EINVAL, call: "UI_DEV_CREATE", text: "Invalid argument"))
    }

    @Test func aMissingUinputSaysToLoadTheModule() {
        let message = UinputError(device: "Panel", reason: .uinputMissing).description
        #expect(message.hasPrefix("/dev/uinput does not exist, so the virtual device \"Panel\" cannot be created"))
        #expect(message.contains("sudo modprobe uinput"))
    }

    @Test func permissionDeniedSaysRootOrAUdevRule() {
        let message = UinputError(device: "Panel", reason: .permissionDenied).description
        #expect(message.hasPrefix("permission denied opening /dev/uinput to create the virtual device \"Panel\"."))
        #expect(message.contains("Run as root"))
        #expect(message.contains("KERNEL==\"uinput\""))
    }

    @Test func otherFailuresNameTheCallAndTheErrno() {
        let message = UinputError(device: "Panel", errno: EIO, call: "libevdev_uinput_write_event").description
        #expect(
            message
                == "libevdev_uinput_write_event failed for the virtual device \"Panel\": Input/output error (errno 5).")
    }
}
