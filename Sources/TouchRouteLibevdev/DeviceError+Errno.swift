import Glibc
import TouchRouteEvdev

extension DeviceError {
    /// The error for a failed system call on `device`, by errno: the cases a
    /// user can act on get their own reason and advice.
    init(device: String, errno: Int32, call: String) {
        switch errno {
        case ENOENT: self.init(device: device, reason: .notFound)
        case EACCES, EPERM: self.init(device: device, reason: .permissionDenied)
        case EBUSY where call == "EVIOCGRAB": self.init(device: device, reason: .grabbed)
        case ENODEV: self.init(device: device, reason: .removed)
        case ENOTTY where call == "libevdev_new_from_fd", EINVAL where call == "libevdev_new_from_fd":
            self.init(
                device: device,
                reason: .system(
                    errno: errno, call: call, text: "not an evdev device; pass a /dev/input/event* node"))
        default:
            self.init(device: device, reason: .system(errno: errno, call: call, text: String(cString: strerror(errno))))
        }
    }
}
