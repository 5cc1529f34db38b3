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

    /// The lines for the records added since the last flush: one frame's worth.
    mutating func flush() -> [String] {
        defer { pending.removeAll(keepingCapacity: true) }
        var lines: [String] = []
        var phases: [(touch: TouchID, phase: TouchPhase, time: Double, location: Point, views: [String])] = []
        var movedThisFrame = Set<TouchID>()
        var offsets: [(view: String, offset: Point, time: Double)] = []
        for record in pending {
            switch record {
            case .delivery(let delivery) where delivery.phase == .moved || delivery.phase == .stationary:
                movedThisFrame.insert(delivery.touch)
            case .delivery(let delivery):
                if let index = phases.firstIndex(where: { $0.touch == delivery.touch && $0.phase == delivery.phase }) {
                    phases[index].views.append(delivery.view.name)
                } else {
                    phases.append((delivery.touch, delivery.phase, delivery.time, delivery.location, [delivery.view.name]))
                }
            case .decision(let decision):
                lines.append("\(stamp(decision.time))  \(DecisionText(decision: decision).text)")
            case .scroll(let change):
                offsets.removeAll { $0.view == change.view.name }
                offsets.append((change.view.name, change.offset, change.time))
            case .problem(let problem):
                lines.append("\(stamp(problem.time))  problem: \(problem.message)")
            }
        }
        for touch in movedThisFrame { moves[touch, default: 0] += 1 }
        for entry in phases {
            var line = "\(stamp(entry.time))  \(entry.touch) \(entry.phase.rawValue) at \(entry.location) → \(entry.views.joined(separator: ", "))"
            if entry.phase.isTerminal, let count = moves.removeValue(forKey: entry.touch) {
                line += "  (after \(count) move\(count == 1 ? "" : "s"))"
            }
            lines.append(line)
        }
        if let last = offsets.last {
            lines.append("\(stamp(last.time))  offsets " + offsets.map { "\($0.view) \($0.offset)" }.joined(separator: "  "))
        }
        return lines
    }

    private func stamp(_ time: Double) -> String {
        let text = DemoReport.seconds(time - timeOrigin)
        return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
}
