/// Which devices of a recording a player routes into one window, and why it
/// leaves each other one out: `touchroute replay`, a session's recording
/// (`TouchSession.addRecording(devices:pace:)`) and `touchroute emulate`
/// choose alike.
///
/// A file of one device (every evemu file, most `libinput record` files) is
/// played whatever its device, as it always was: its errors say what is
/// wrong with it. Of a file of several (`libinput record --all`, `touchroute
/// record --all`), every touchscreen's touches are routed, and the scrolling
/// of every mouse with a wheel, and every touchpad's pointer and scrolling
/// (`TouchpadDecoder`, or libinput's own events where `replay` has them); a
/// keyboard, a button, a pen tablet or anything else is named and left out. A file of
/// several with none of those falls back to its first device that can be
/// decoded at all, as a file of that device alone would be.
public struct RecordingDeviceChoice: Sendable {
    /// Who plays the recording, which decides what it can use and how the
    /// messages say so.
    public enum Player: Sendable {
        /// `touchroute replay`, which routes libinput's own scroll events too.
        case replay
        /// A `TouchSession` (and the C API's), which routes evdev events only.
        case session
        /// `touchroute emulate`, which makes uinput devices of evdev events.
        case emulate
    }

    /// A device left out: its index in the file, and why, as a clause.
    public struct Skipped: Sendable, Equatable {
        /// The device's index in the file, from 0.
        public let index: Int
        /// Why it is left out, as a clause, such as `DeviceKind.explanation`'s "it is a pen tablet (…)".
        public let reason: String
    }

    /// The indices in the file of the devices to route, in file order.
    public let routed: [Int]
    /// The devices left out, in file order.
    public let skipped: [Skipped]
    /// What the player routes from a file of several, as a clause for the
    /// messages that name a device left out.
    public let routedKinds: String
    private let player: Player

    /// Chooses among `recordings`, the devices of one file in file order, for `player`. A file of one
    /// device routes it whatever it is.
    public init(_ recordings: [Recording], player: Player) {
        self.player = player
        routedKinds =
            switch player {
            case .replay: "replay routes touchscreens, mice with a wheel and touchpads"
            case .session: "a session plays touchscreens, mice with a wheel and touchpads"
            case .emulate: "emulate makes touchscreens, mice with a wheel and touchpads"
            }
        guard recordings.count > 1 else {
            routed = Array(recordings.indices)
            skipped = []
            return
        }
        var routed: [Int] = []
        var skipped: [Skipped] = []
        for (index, recording) in recordings.enumerated() {
            if let reason = Self.reasonToLeaveOut(recording) {
                skipped.append(Skipped(index: index, reason: reason))
            } else {
                routed.append(index)
            }
        }
        if routed.isEmpty, let first = recordings.indices.first(where: { Self.isDecodable(recordings[$0]) }) {
            routed = [first]
            skipped.removeAll { $0.index == first }
        }
        self.routed = routed
        self.skipped = skipped
    }

    /// Why a device of a file of several is not routed, or nil when it is.
    private static func reasonToLeaveOut(_ recording: Recording) -> String? {
        let device = recording.description
        if device.isTouchscreenForTouchRoute || device.isPointerDevice { return nil }
        if device.multitouchProtocol == nil && PointerDecoder.hasWheel(device) { return nil }
        return DeviceKind(device).explanation
    }

    /// `device 2 of 3, /dev/input/event3 ("TouchRoute Keyboard") is not
    /// replayed: REASON; replay routes ….`, for `skipped` of `recordings`
    /// (the devices this choice was made of).
    public func sentence(for skipped: Skipped, of recordings: [Recording]) -> String {
        "\(clause(for: skipped, of: recordings)); \(routedKinds)."
    }

    /// `device 2 of 3, /dev/input/event3 ("TouchRoute Keyboard") is not
    /// replayed: REASON`, for a message that lists several.
    public func clause(for skipped: Skipped, of recordings: [Recording]) -> String {
        let recording = recordings[skipped.index]
        return "\(recording.placeInFile) (\(QuotedInput.printable(recording.description.name))) is not \(verb): "
            + skipped.reason
    }

    /// Why a file of several devices none of which the player can use is
    /// refused, naming each device with why: for when `routed` is empty.
    public func refusal(of recordings: [Recording], in file: String) -> String {
        return "\(file) holds \(recordings.count) devices, and none can be \(verb): "
            + skipped.map { clause(for: $0, of: recordings) }.joined(separator: "; ")
            + ". \(routedKinds.prefix(1).uppercased() + routedKinds.dropFirst())."
    }

    /// Why the player refuses device `index` of `recordings` (one file's)
    /// when asked for it by number, as a whole sentence: exactly what it says
    /// of that device when it chooses for itself. Nil when it would use it.
    public static func refusal(ofDevice index: Int, in recordings: [Recording], player: Player) -> String? {
        let choice = RecordingDeviceChoice(recordings, player: player)
        return choice.skipped.first { $0.index == index }.map { choice.sentence(for: $0, of: recordings) }
    }

    /// What the player does with a device, as a past participle.
    private var verb: String {
        switch player {
        case .replay: "replayed"
        case .session: "played"
        case .emulate: "emulated"
        }
    }

    /// Whether `recording`'s device gives touches or a wheel at all.
    private static func isDecodable(_ recording: Recording) -> Bool {
        (try? TouchDecoder(device: recording.description)) != nil
    }
}
