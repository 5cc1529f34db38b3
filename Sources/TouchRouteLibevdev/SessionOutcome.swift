import TouchRouteEvdev

/// What a `TouchSession.dispatch` leaves the session in.
public enum SessionOutcome: Equatable, Sendable {
    /// More may come: keep polling `pollDescriptor`. A session with no device
    /// or recording stays active: its frames come from the host (`handle`).
    case active
    /// Nothing more will come: every recording has played and the window came
    /// to rest, and the session's device (if any) reached the end of its stream.
    case ended
    /// The device at this node went away in this dispatch; the touches it had
    /// down were cancelled. Said once: later dispatches no longer read it.
    case deviceRemoved(String)
    /// Reading failed (the error names the device and says what to do); the
    /// touches that were down were cancelled, and the device is no longer read.
    case failed(DeviceError)
}
