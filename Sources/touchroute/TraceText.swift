import TouchRoute

/// The trace as lines for people, for `run` and `replay`, one frame at a time:
/// a line per touch that began, ended or was cancelled (naming every view that
/// received it), per decision and per problem, and one line of the scroll
/// offsets that changed. Moves are counted and shown at the lift (`after 12
/// moves`) rather than printed one by one.
struct TraceText {
    let timeOrigin: Double
    private var pending: [TraceRecord] = []
    /// Frames in which each touch that is down moved.
    private var moves: [TouchID: Int] = [:]

    init(timeOrigin: Double) {
        self.timeOrigin = timeOrigin
    }

    mutating func add(_ record: TraceRecord) {
        pending.append(record)
    }

    /// The lines for the records added since the last flush: one frame's worth,
    /// in the order things happened. A touch's phase gets one line, at its first
    /// delivery, listing every view that received it.
    mutating func flush() -> [String] {
        defer { pending.removeAll(keepingCapacity: true) }
        var entries: [Entry] = []
        var movedThisFrame = Set<TouchID>()
        var offsets: [(view: String, offset: Point, time: Double)] = []
        for record in pending {
            switch record {
            case .delivery(let delivery) where delivery.phase == .moved || delivery.phase == .stationary:
                movedThisFrame.insert(delivery.touch)
            case .delivery(let delivery):
                if let index = entries.firstIndex(where: { $0.isPhase(delivery.phase, of: delivery.touch) }) {
                    entries[index].views.append(delivery.view.name)
                } else {
                    entries.append(Entry(delivery: delivery))
                }
            case .decision(let decision):
                entries.append(Entry(line: "\(stamp(decision.time))  \(DecisionText(decision: decision).text)"))
            case .scroll(let change):
                offsets.removeAll { $0.view == change.view.name }
                offsets.append((change.view.name, change.offset, change.time))
            case .problem(let problem):
                entries.append(Entry(line: "\(stamp(problem.time))  problem: \(problem.message)"))
            }
        }
        for touch in movedThisFrame { moves[touch, default: 0] += 1 }
        var lines = entries.map { entry in
            guard let delivery = entry.delivery else { return entry.line }
            var line = "\(stamp(delivery.time))  \(delivery.touch) \(delivery.phase.rawValue) at \(delivery.location) → "
                + entry.views.joined(separator: ", ")
            if delivery.phase.isTerminal, let count = moves.removeValue(forKey: delivery.touch) {
                line += "  (after \(count) move\(count == 1 ? "" : "s"))"
            }
            return line
        }
        if let last = offsets.last {
            lines.append("\(stamp(last.time))  offsets " + offsets.map { "\($0.view) \($0.offset)" }.joined(separator: "  "))
        }
        return lines
    }

    /// A line of the frame: a decision or problem as text, or a touch phase with
    /// the views that received it.
    private struct Entry {
        var line = ""
        var delivery: Delivery?
        var views: [String] = []

        init(line: String) {
            self.line = line
        }

        init(delivery: Delivery) {
            self.delivery = delivery
            views = [delivery.view.name]
        }

        func isPhase(_ phase: TouchPhase, of touch: TouchID) -> Bool {
            delivery?.phase == phase && delivery?.touch == touch
        }
    }

    private func stamp(_ time: Double) -> String {
        let text = DemoReport.seconds(time - timeOrigin)
        return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
}
