import Glibc
import TouchRouteEvdev

extension TouchSession {
    /// The reason given when a stop cancels the touches that are down.
    static let stopReason = "interrupted:"

    /// Poll `pollDescriptor` (and `stop`) and dispatch until the input ends:
    /// for simple programs and `touchroute run`. Returns when every input has
    /// ended, or when `stop` becomes readable (Ctrl-C through a pipe): then
    /// what the devices sent before is routed, the router's timers are not
    /// fired, and the touches that are down are cancelled ("interrupted:").
    /// When a device goes away its touches are cancelled and the others go on;
    /// a session that follows touchscreens waits for more.
    /// - Throws: `DeviceError` `.removed` naming the node when the last device
    ///   goes away and the session follows no hotplug (its touches cancelled
    ///   first), a read failure of the last device, or a failed `poll`.
    public func run(stoppingWhenReadable stop: Int32? = nil) throws(DeviceError) {
        var descriptors = [
            pollfd(fd: pollDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stop ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 && errno != EINTR {
                throw DeviceError(device: Self.name, errno: errno, call: "poll")
            }
            guard try proceed(stopping: descriptors[1].revents != 0) else { return }
        }
    }

    /// One turn of a run loop once the session (or the stop) is readable:
    /// dispatch, or when `stopping`, read without firing timers and cancel
    /// the touches that are down. False when the loop is to end.
    func proceed(stopping: Bool) throws(DeviceError) -> Bool {
        let outcome: SessionOutcome
        if stopping {
            timer.acknowledge(now: clock())
            outcome = step(firingTimers: false)
        } else {
            outcome = dispatch()
        }
        switch outcome {
        case .active: break
        case .ended: return false
        case .deviceRemoved(let node):
            if !hasActiveInput { throw DeviceError(device: node, reason: .removed) }
        case .failed(let error):
            if !hasActiveInput { throw error }
        }
        guard stopping else { return true }
        for input in inputs { input.endPointerInput(atWindowTime: window.clock.now) }
        window.cancelAllTouches(reason: Self.stopReason)
        afterTimers?()
        rearm()
        return false
    }

    /// Whether something may still bring frames: a device or recording still
    /// read, or a hotplug watch. After `.deviceRemoved`, false means that
    /// was the last device.
    public var hasActiveInput: Bool { inputs.contains { !$0.isFinished } }
}
