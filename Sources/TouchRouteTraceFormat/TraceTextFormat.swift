import TouchRoute

/// The trace as lines for people, one frame at a time, formatted into a
/// `TraceBytes` without allocating once its storage has grown:
/// - a line per touch phase other than a move (began, ended, cancelled),
///   at its first delivery, listing every view that received it;
/// - a line per decision, per pointer-scroll event and per problem;
/// - a line of offsets per moment at which scroll views moved (an input
///   frame, a decision point on the path, each display frame of a glide, a
///   snap or a spring-back between inputs), every change of that moment in
///   the order it happened, with the zoom scale after a view that zooms
///   (`photo1 (120, 80) ×2.5`): the JSON Lines trace's `scroll` records,
///   each one, in time order.
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
    /// The frame's phase, decision, offset and problem records, in the order
    /// they happened. Moves are not kept: they are counted as they come,
    /// which is most of a drag's records.
    private var pending: [TraceRecord] = []
    /// Frames in which each touch that is down moved, and the last frame
    /// (a `flushes` count) it was counted in. Bounded by the touches down (at
    /// most 64, the window's touch table).
    private var moves: [(touch: TouchID, count: Int, frame: Int)] = []
    /// Frames flushed so far: the number of the frame being formatted. A
    /// stamp rather than a list of the frame's moved touches, so that a frame
    /// has nothing of them to clear.
    private var flushes = 0

    /// Makes a format whose stamps count seconds from `timeOrigin`, an input time in seconds, with
    /// room reserved for a busy frame's records and 64 touches' moves.
    public init(timeOrigin: Double) {
        self.timeOrigin = timeOrigin
        pending.reserveCapacity(256)
        moves.reserveCapacity(64)
    }

    /// Take one record of the current frame, to be written at the next `flush(into:)`. Moves are
    /// only counted, for the lift's line, and a recognizer's `changed` transitions are dropped:
    /// people read the other transitions.
    public mutating func add(_ record: TraceRecord) {
        switch record {
        case .delivery(let delivery):
            // A move is tested inside the case, not in a `where`: the fall
            // through to `default` made every move copy its whole record.
            if delivery.phase == .moved || delivery.phase == .stationary {
                countMove(of: delivery.touch)
            } else {
                pending.append(record)
            }
        case .gesture(let change) where change.state == .changed:
            break  // people read the transitions; `changed` floods a pan's frames
        default:
            pending.append(record)
        }
    }

    /// Append the lines for the records added since the last flush, and
    /// forget them.
    /// - Complexity: O(records²) for the frame's phases, to merge a phase's
    ///   views without building sets; O(records) for its offsets.
    public mutating func flush(into out: inout TraceBytes) {
        defer {
            // Most frames of a drag have no phase records: skip what is empty.
            if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
            flushes &+= 1
        }
        for index in pending.indices {
            switch pending[index] {
            case .delivery(let delivery):
                if !isFirst(delivery, at: index) { continue }
                appendPhase(delivery, at: index, to: &out)
            case .decision(let decision):
                stamp(decision.time, &out)
                out.append(decision)
                out.append(byte: "\n")
            case .pointerScroll(let scroll):
                stamp(scroll.time, &out)
                out.append(scroll)
                out.append(byte: "\n")
            case .gesture(let change):
                stamp(change.time, &out)
                out.append(change)
                out.append(byte: "\n")
            case .tap(let tap):
                stamp(tap.time, &out)
                out.append(tap)
                out.append(byte: "\n")
            case .problem(let problem):
                stamp(problem.time, &out)
                out.append(literal: "problem: ")
                out.append(problem.message)
                out.append(byte: "\n")
            case .scroll(let change):
                // The moment's first change: its line lists the rest.
                if index > 0, case .scroll(let before) = pending[index - 1], before.time == change.time { continue }
                appendOffsets(from: index, to: &out)
            }
        }
    }

    /// A touch that moved in the frame counts one more move, however many
    /// views it moved at.
    private mutating func countMove(of touch: TouchID) {
        if let slot = moves.firstIndex(where: { $0.touch == touch }) {
            guard moves[slot].frame != flushes else { return }
            moves[slot].count += 1
            moves[slot].frame = flushes
        } else {
            moves.append((touch, 1, flushes))
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

    /// `  stamp  offsets pager (800, 0)  list1 (0, 120)`: the offset changes
    /// from `pending[first]` on that share its time, in order.
    private func appendOffsets(from first: Int, to out: inout TraceBytes) {
        guard case .scroll(let moment) = pending[first] else { return }
        stamp(moment.time, &out)
        out.append(literal: "offsets")
        var index = first
        while index < pending.count, case .scroll(let change) = pending[index], change.time == moment.time {
            out.append(literal: index == first ? " " : "  ")
            out.append(change.view.name)
            out.append(byte: " ")
            out.append(change.offset)
            if let zoom = change.zoom {
                out.append(literal: " ×")
                out.append(compact: zoom)
            }
            index += 1
        }
        out.append(byte: "\n")
    }

    /// The time stamp and the two spaces after it: seconds with three
    /// decimals, right-aligned in eight columns.
    private func stamp(_ time: Double, _ out: inout TraceBytes) {
        out.append(seconds: time - timeOrigin, width: 8)
        out.append(literal: "  ")
    }
}
