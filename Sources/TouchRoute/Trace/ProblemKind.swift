extension Problem {
    /// What went wrong, as a value a program can switch on without reading the
    /// message, as swift-system's `Errno` is. One kind per source of problems;
    /// the message still says the particulars. The trace's text and JSON do
    /// not write the kind: their bytes stay what they were.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// A short name, such as `lost-events`.
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        // The router's own checks on its input (`Window`).

        /// A contact broke its lifecycle: it began twice, moved or ended without
        /// beginning, or came to a non-finite location.
        public static let contactLifecycle = Kind(rawValue: "contact-lifecycle")
        /// A frame's time was not a number, lay before the previous one, or lay
        /// past the latest time a window keeps.
        public static let inputTime = Kind(rawValue: "input-time")
        /// More contacts than the router or decoder follows at once; the extra
        /// ones are ignored.
        public static let touchLimit = Kind(rawValue: "touch-limit")
        /// A touch came down where nothing takes touches, or outside the window.
        public static let outsideWindow = Kind(rawValue: "outside-window")
        /// Every touch that was down was cancelled (`Window.cancelAllTouches`):
        /// a stop, a destroyed window.
        public static let touchesCancelled = Kind(rawValue: "touches-cancelled")

        // The input: decoding, reading and playing events.

        /// The device sent events that break the evdev protocol, such as a slot
        /// it does not have.
        public static let malformedEvents = Kind(rawValue: "malformed-events")
        /// Events were lost (`SYN_DROPPED`): the reader fell behind.
        public static let lostEvents = Kind(rawValue: "lost-events")
        /// The device went away with touches down.
        public static let deviceRemoved = Kind(rawValue: "device-removed")
        /// The input ended (the end of a recording, a failed read) with touches down.
        public static let inputEnded = Kind(rawValue: "input-ended")
        /// A recording ends in the middle of a frame; its last events are left out.
        public static let recordingTruncated = Kind(rawValue: "recording-truncated")
        /// A recording could not be played: refused, unreadable or at a bad speed.
        public static let recordingNotPlayed = Kind(rawValue: "recording-not-played")

        // The host program.

        /// A host's page source gave no pages, too many, or a page that is not a
        /// scroll view.
        public static let pageSource = Kind(rawValue: "page-source")
    }
}
