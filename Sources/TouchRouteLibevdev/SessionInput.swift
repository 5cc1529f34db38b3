import TouchRouteEvdev

/// One source of frames in a `TouchSession`: a device, read when its
/// descriptor is readable, or a recording, played when the session's timer
/// says its next frame is due. The session keeps a list of them, so a second
/// device is one more element.
protocol SessionInput: AnyObject {
    /// For messages: a device's node or a recording's file.
    var name: String { get }
    /// What the session's epoll set watches for it; nil for a recording,
    /// which the session's timer drives.
    var pollDescriptor: Int32? { get }
    /// Events read so far, `SYN_DROPPED` and resync events included.
    var eventCount: Int { get }
    /// Nothing more will come from it, and it waits for nothing more: its
    /// stream ended (a recording played in real time also waits for the
    /// window to come to rest).
    var isFinished: Bool { get }
    /// The window time at which it next has something to route without its
    /// descriptor becoming readable (a recorded frame's time; −∞ for at
    /// once), or nil.
    var nextDue: Double? { get }

    /// Route what it has for window time `now` through `session`'s hooks into
    /// the window: everything a device has until it would block; a
    /// recording's frames due by `now`.
    /// - Returns: `.active` while more may come; `.ended` once its stream has
    ///   ended and nothing is left to wait for; `.deviceRemoved` or `.failed`
    ///   in the call in which that happened (its touches cancelled).
    func route(upTo now: Double, in session: TouchSession) -> SessionOutcome
}

/// A session input that is a touchscreen: it has a mapping, and can be told
/// it went away.
protocol DeviceInput: SessionInput {
    var device: SessionDevice { get }
    /// How many touches its end cancelled.
    var cancelledAtEnd: Int { get }
    /// Whether its stream ended because the device went away.
    var wasRemoved: Bool { get }
    func setMapping(_ mapping: CoordinateMapping)
    /// Cancel its touches and stop reading it, once; see `TouchReader.endAsRemoved`.
    func endAsRemoved(in session: TouchSession)
}
