import TouchRoute
import TouchRouteEvdev

/// Which devices of a recording `replay` routes, and why it leaves each other
/// one out.
///
/// A file of one device (every evemu file, most `libinput record` files) is
/// replayed whatever its device, as it always was: its errors say what is
/// wrong with it. Of a file of several (`libinput record --all`, `touchroute
/// record --all`), replay routes every touchscreen's touches and the scrolling
/// of every mouse with a wheel and every touchpad recorded with libinput's
/// scroll events (`ReplayedPointer`), all into one window; a keyboard, a
/// button, a pen tablet or a touchpad without those events is named and left
/// out. A file of several with none of those falls back to its first device
/// that can be decoded at all (a touchpad's fingers, routed as touches, as a
/// file of that device alone would be).
struct ReplayDeviceChoice {
    /// The indices in the file of the devices to route, in file order.
    let routed: [Int]
    /// The devices left out, each with why, in file order.
    let skipped: [(index: Int, reason: String)]

    init(_ recordings: [Recording]) {
        guard recordings.count > 1 else {
            routed = Array(recordings.indices)
            skipped = []
            return
        }
        var routed: [Int] = []
        var reasons: [Int: String] = [:]
        for (index, recording) in recordings.enumerated() {
            if let reason = Self.reasonToLeaveOut(recording) {
                reasons[index] = reason
            } else {
                routed.append(index)
            }
        }
        if routed.isEmpty, let first = recordings.indices.first(where: { Self.isDecodable(recordings[$0]) }) {
            routed = [first]
            reasons[first] = nil
        }
        self.routed = routed
        skipped = reasons.keys.sorted().map { ($0, reasons[$0] ?? "") }
    }

    /// Why a device of a file of several is not routed, or nil when it is.
    private static func reasonToLeaveOut(_ recording: Recording) -> String? {
        let device = recording.description
        let kind = DeviceKind(device)
        if kind == .touchscreen { return nil }
        let pointer = ReplayedPointer(recording: recording)
        let scrolls =
            PointerDecoder.hasWheel(device) || LibinputPointerReplay.hasRoutedScroll(recording.pointerEvents)
        if pointer.isPointerOnly && scrolls { return nil }
        if kind == .touchpad {
            return
                "it is a touchpad, whose fingers move a pointer rather than touch the screen, and it has no libinput scroll events (record it with `libinput record --with-libinput` to replay its scrolling)"
        }
        return kind.explanation
    }

    /// Whether `recording`'s device gives touches or a wheel at all.
    private static func isDecodable(_ recording: Recording) -> Bool {
        (try? TouchDecoder(device: recording.description)) != nil
    }

    /// What replay takes from a file of several devices, for the lines that
    /// name a device left out.
    static let routedKinds = "replay routes touchscreens, and mice and touchpads that scroll"
}
