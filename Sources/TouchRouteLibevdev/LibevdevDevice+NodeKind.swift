import Glibc
import TouchRouteEvdev

extension LibevdevDevice {
    /// What the open file `descriptor` is when it is not a character device,
    /// or nil for a character device, which may be an event node. Asked
    /// before libevdev, whose ioctls on anything else fail with a bare
    /// ENOTTY: a user who passed a recording or a folder by mistake is told
    /// what they passed.
    static func nonDeviceKind(of descriptor: Int32) -> NodeKind? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFCHR: return nil
        case S_IFREG: return .regularFile
        case S_IFDIR: return .directory
        case S_IFIFO: return .pipe
        case S_IFSOCK: return .socket
        case S_IFBLK: return .blockDevice
        default: return .other
        }
    }
}
