import CLibevdev
import Glibc
import TouchRouteEvdev

/// An epoll instance: one descriptor that is readable while any descriptor
/// added to it is (level-triggered), for a host's main loop to watch in place
/// of every device and timer a session holds. Close-on-exec; closed with the value.
struct EpollSet: ~Copyable {
    let descriptor: Int32

    /// - Parameter owner: who a failure names: the session.
    init(owner: String) throws(DeviceError) {
        descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard descriptor >= 0 else { throw DeviceError(device: owner, errno: errno, call: "epoll_create1") }
    }

    deinit {
        close(descriptor)
    }

    /// Watch `member` for readability. Errors name `device`, whose descriptor it is.
    func add(_ member: Int32, for device: String) throws(DeviceError) {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = member
        guard epoll_ctl(descriptor, EPOLL_CTL_ADD, member, &event) == 0 else {
            throw DeviceError(device: device, errno: errno, call: "epoll_ctl")
        }
    }

    /// Stop watching `member` (a device that went away or ended). A member
    /// already closed has left the set by itself, so failure is ignored.
    func remove(_ member: Int32) {
        _ = epoll_ctl(descriptor, EPOLL_CTL_DEL, member, nil)
    }
}
