import TouchRoute

/// Checks emitted frames against the decoder's invariant: contact numbers are
/// handed out 1, 2, 3… in touch-down order and never reused; a contact begins
/// once, then only moves, then ends or is cancelled exactly once; unchanged
/// contacts are left out; frame times never go back.
///
/// For tests and fuzzing of decoders: the frames are kept whole, so it is not
/// for a live session. It lives beside the decoder, as its contract written
/// as code, because it needs only `DeviceFrame`: the testing module depends
/// on the core alone and cannot name evdev types.
public enum ContactLifecycleCheck {
    /// Whether every contact that began must have ended or been cancelled by
    /// the last frame (true after `cancelAll`).
    public enum Closing: Sendable {
        /// Every contact that began must have ended or been cancelled by the last frame; one still down is a breach.
        case required
        /// Contacts may still be down after the last frame, as when the frames stop mid-touch.
        case notRequired
    }

    /// One sentence per breach, in the order found.
    ///
    /// - Parameters:
    ///   - frames: the decoded frames, in the order they were emitted.
    ///   - closing: whether every contact must be closed by the last frame.
    ///   - timesOrdered: whether frame times must never go back. The decoder
    ///     passes event times through, so this holds only for input whose
    ///     own times never go back; a fuzzer's need not.
    public static func violations(
        in frames: [DeviceFrame], closing: Closing = .required, timesOrdered: Bool = true
    ) -> [String] {
        var open: [Int: Bool] = [:]  // contact → still down
        var nextNumber = 1
        var lastTime: EventTime?
        var violations: [String] = []
        for frame in frames {
            if timesOrdered, let lastTime, frame.time < lastTime {
                violations.append("the frame at \(frame.time) comes after one at \(lastTime)")
            }
            lastTime = frame.time
            var seenInFrame: Set<Int> = []
            for contact in frame.contacts {
                let place = "contact \(contact.id) at \(frame.time)"
                if !seenInFrame.insert(contact.id).inserted {
                    violations.append("\(place): twice in one frame")
                }
                switch (contact.phase, open[contact.id]) {
                case (.began, nil):
                    if contact.id != nextNumber {
                        violations.append("\(place): began, but the next number is \(nextNumber)")
                    }
                    nextNumber = max(nextNumber, contact.id) + 1
                    open[contact.id] = true
                case (.began, _): violations.append("\(place): began again (a reused number)")
                case (.stationary, _): violations.append("\(place): stationary, but unchanged contacts are left out")
                case (_, nil): violations.append("\(place): \(contact.phase) before it began")
                case (_, false): violations.append("\(place): \(contact.phase) after its end")
                case (.ended, true), (.cancelled, true): open[contact.id] = false
                case (.moved, true): break
                }
            }
        }
        if closing == .required {
            for (id, isDown) in open.sorted(by: { $0.key < $1.key }) where isDown {
                violations.append("contact \(id): never ended or cancelled")
            }
        }
        return violations
    }
}
