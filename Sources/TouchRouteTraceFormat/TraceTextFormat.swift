import TouchRoute

/// The trace as lines for people, one frame at a time, formatted into a
/// `TraceBytes` without allocating once its storage has grown:
/// - a line per touch phase other than a move (began, ended, cancelled),
///   at its first delivery, listing every view that received it;
/// - a line per decision and per problem;
/// - one line of the scroll offsets that changed, each view once, in the
///   order of their last change.
/// Moves are counted and shown at the lift (`after 12 moves`) rather than
/// printed one by one.
///
/// ```
///    0.016  #1 began at (400, 300) → pager, list0
///    0.016  #1  pager  immediate  forwarded to list0  (dx 0, dy 0)
///    0.433  #1 ended at (400, 100) → pager, list0  (after 25 moves)
/// ```
public struct TraceTextFormat {
    /// Input time of the time origin, in seconds; stamps count from here.
    public let timeOrigin: Double
    /// The frame's records, in the order they happened.
    private var pending: [TraceRecord] = []
    /// Frames in which each touch that is down moved. Bounded by the touches
    /// down (at most 64, the window's touch table).
    private var moves: [(touch: TouchID, count: Int)] = []
    /// The touches that moved in the frame being flushed.
    private var movedThisFrame: [TouchID] = []

    public init(timeOrigin: Double) {
        self.timeOrigin = timeOrigin
        pending.reserveCapacity(256)
        moves.reserveCapacity(64)
        movedThisFrame.reserveCapacity(64)
    }

    public mutating func add(_ record: TraceRecord) {
        pending.append(record)
    }

    /// Append the lines for the records added since the last flush, and
    /// forget them.
    /// - Complexity: O(records²) for the frame, to merge a phase's views and
    ///   keep each view's last offset without building sets.
    public mutating func flush(into out: inout TraceBytes) {
        defer {
            pending.removeAll(keepingCapacity: true)
            movedThisFrame.removeAll(keepingCapacity: true)
        }
        countMoves()
        for index in pending.indices {
            switch pending[index] {
            case .delivery(let delivery) where delivery.phase == .moved || delivery.phase == .stationary:
                continue
            case .delivery(let delivery):
                if !isFirst(delivery, at: index) { continue }
                appendPhase(delivery, at: index, to: &out)
            case .decision(let decision):
                stamp(decision.time, &out)
                out.append(decision)
                out.append(byte: "\n")
            case .problem(let problem):
                stamp(problem.time, &out)
                out.append(literal: "problem: ")
                out.append(problem.message)
                out.append(byte: "\n")
            case .scroll:
                continue
            }
        }
        appendOffsets(to: &out)
    }

    /// Each touch that moved in the frame counts one more move.
    private mutating func countMoves() {
        for record in pending {
            guard case .delivery(let delivery) = record, delivery.phase == .moved || delivery.phase == .stationary,
                  !movedThisFrame.contains(delivery.touch) else { continue }
            movedThisFrame.append(delivery.touch)
            if let slot = moves.firstIndex(where: { $0.touch == delivery.touch }) {
                moves[slot].count += 1
            } else {
                moves.append((delivery.touch, 1))
            }
        }
    }

    /// Whether no earlier record of the frame is the same phase of the same touch.
    private func isFirst(_ delivery: Delivery, at index: Int) -> Bool {
        for earlier in pending[..<index] {
            if case .delivery(let other) = earlier, other.phase == delivery.phase, other.touch == delivery.touch {
                return false
            }
        }
        return true
    }

    /// `  stamp  #1 ended at (x, y) → pager, list0  (after 3 moves)`.
    private mutating func appendPhase(_ delivery: Delivery, at index: Int, to out: inout TraceBytes) {
        stamp(delivery.time, &out)
        out.append(byte: "#")
        out.append(delivery.touch.rawValue)
        out.append(byte: " ")
        out.append(delivery.phase.rawValue)
        out.append(literal: " at ")
        out.append(delivery.location)
        out.append(literal: " → ")
        out.append(delivery.view.name)
        for later in pending[(index + 1)...] {
            if case .delivery(let other) = later, other.phase == delivery.phase, other.touch == delivery.touch {
                out.append(literal: ", ")
                out.append(other.view.name)
            }
        }
        if delivery.phase.isTerminal, let slot = moves.firstIndex(where: { $0.touch == delivery.touch }) {
            let count = moves[slot].count
            moves.swapAt(slot, moves.count - 1)
            moves.removeLast()
            out.append(literal: "  (after ")
            out.append(count)
            out.append(literal: count == 1 ? " move)" : " moves)")
        }
        out.append(byte: "\n")
    }

    /// `  stamp  offsets pager (800, 0)  list1 (0, 120)`: each view whose
    /// offset changed, at its last offset, in the order of the last changes;
    /// stamped with the frame's last change.
    private func appendOffsets(to out: inout TraceBytes) {
        guard let last = pending.lastIndex(where: { if case .scroll = $0 { true } else { false } }),
              case .scroll(let lastChange) = pending[last] else { return }
        stamp(lastChange.time, &out)
        out.append(literal: "offsets")
        var first = true
        for index in pending.indices {
            guard case .scroll(let change) = pending[index], !isChangedAgain(change, after: index) else { continue }
            out.append(literal: first ? " " : "  ")
            first = false
            out.append(change.view.name)
            out.append(byte: " ")
            out.append(change.offset)
        }
        out.append(byte: "\n")
    }

    private func isChangedAgain(_ change: ScrollChange, after index: Int) -> Bool {
        for later in pending[(index + 1)...] {
            if case .scroll(let other) = later, other.view.name == change.view.name { return true }
        }
        return false
    }

    /// The time stamp and the two spaces after it: seconds with three
    /// decimals, right-aligned in eight columns.
    private func stamp(_ time: Double, _ out: inout TraceBytes) {
        out.append(seconds: time - timeOrigin, width: 8)
        out.append(literal: "  ")
    }
}
