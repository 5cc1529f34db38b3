/// The life the continuous recognizers share (pan, edge pan, pinch,
/// rotation): which fingers they follow, and when they begin, change, end,
/// are cancelled or fail. Each recognizer measures its own quantity (a
/// centroid's travel, a span, an angle); this rule moves the state:
///
/// ```
///  possible ── fingers in range, measure past its threshold ──▶ began
///      │          (or failed, when `mayBegin` says no: an edge pan going the wrong way)
///      ├──── a first finger it does not admit, more fingers than the range,
///      │     all fingers lifted, or a cancelled touch ──────────▶ failed
///  began/changed ── a move that changes a value ──▶ changed
///      ├──── fewer fingers than the range's lower bound ──▶ ended
///      └──── a cancelled touch ─────────────────────────────▶ cancelled
/// ```
///
/// The fingers are kept in `fingerMask` by the rule itself, not read from
/// `touchMask`, so the measurement does not depend on when the routing sets
/// and clears its bits. A change of fingers (one added or lifted) calls
/// `remeasure`, which takes the measurement up again from the new fingers
/// without a jump in any value.
protocol ContinuousGestureRecognizing: GestureRecognizer {
    /// The fingers the recognizer follows: bits of the window's touch table.
    var fingerMask: UInt64 { get set }
    /// How many fingers the gesture takes: it begins only within the range,
    /// fails if more come down before it begins, and ends below it.
    var fingerRange: ClosedRange<Int> { get }
    /// A new gesture's first fingers came down: forget the last one.
    func startMeasuring(_ fingers: TouchSet, at time: Double)
    /// The followed fingers are a different set now: measure them from here on,
    /// continuing every value; before the gesture begins, its threshold counts
    /// from here.
    func remeasure(_ fingers: TouchSet, at time: Double)
    /// `moved` (some of `fingers`) moved: update the measurement and say
    /// whether a value the recognizer reports changed.
    func measure(_ fingers: TouchSet, moved: TouchSet, at time: Double) -> Bool
    /// The measurement has gone past the recognizer's threshold.
    var hasPassedThreshold: Bool { get }
    /// Whether a gesture may start with these first fingers (`window` for its bounds).
    func admitsFirstFingers(_ fingers: TouchSet, in window: Window) -> Bool
    /// Past the threshold: whether to begin (true) or fail (false).
    func mayBegin() -> Bool
    /// The gesture begins here: its values count from now.
    func markBeginning()
}

extension ContinuousGestureRecognizing {
    /// Fingers came down: follow them. A first finger may be refused; too
    /// many fingers before the gesture begins fail it.
    func followBegan(_ touches: TouchSet, with event: TouchEvent) {
        let table = event.window.touchTable
        // Fingers that lifted while the routing kept them from us are gone.
        fingerMask &= table.activeMask & ~touches.mask
        let isFirst = fingerMask == 0
        fingerMask |= touches.mask
        let fingers = TouchSet(table: table, mask: fingerMask)
        if isFirst, state == .possible {
            startMeasuring(fingers, at: event.timestamp)
            if !admitsFirstFingers(touches, in: event.window) {
                transition(to: .failed)
                return
            }
        } else {
            remeasure(fingers, at: event.timestamp)
        }
        if state == .possible, fingers.count > fingerRange.upperBound { transition(to: .failed) }
    }

    /// Followed fingers moved: begin once past the threshold, change while under way.
    func followMoved(_ touches: TouchSet, with event: TouchEvent) {
        let moved = touches.mask & fingerMask
        guard moved != 0 else { return }
        let changed: Bool
        if touches.mask == fingerMask {
            // Every followed finger moved, and only they: the set in hand
            // serves as both, and making none counts no reference.
            changed = measure(touches, moved: touches, at: event.timestamp)
        } else {
            let table = event.window.touchTable
            changed = measure(
                TouchSet(table: table, mask: fingerMask), moved: TouchSet(table: table, mask: moved),
                at: event.timestamp)
        }
        switch state {
        case .possible:
            // The threshold first: the range reads two public, checked
            // properties, which a move under the threshold need not pay for.
            guard hasPassedThreshold, fingerRange.contains(fingerMask.nonzeroBitCount) else { return }
            if mayBegin() {
                markBeginning()
                transition(to: .began)
            } else {
                transition(to: .failed)
            }
        case .began, .changed:
            if changed { transition(to: .changed) }
        default:
            break
        }
    }

    /// Followed fingers lifted: end below the range, fail when none is left before beginning.
    func followEnded(_ touches: TouchSet, with event: TouchEvent) {
        guard let remaining = letGo(of: touches, with: event) else { return }
        if state.isActive, remaining.count < fingerRange.lowerBound {
            transition(to: .ended)
        } else if state == .possible, remaining.isEmpty {
            transition(to: .failed)
        }
    }

    /// A followed finger was cancelled: so is the gesture (it fails if it had not begun).
    func followCancelled(_ touches: TouchSet, with event: TouchEvent) {
        guard letGo(of: touches, with: event) != nil else { return }
        if state.isActive {
            transition(to: .cancelled)
        } else if state == .possible {
            transition(to: .failed)
        }
    }

    /// Stop following `touches`; the fingers left, measured afresh, or nil
    /// when the recognizer followed none of them.
    private func letGo(of touches: TouchSet, with event: TouchEvent) -> TouchSet? {
        let leaving = touches.mask & fingerMask
        guard leaving != 0 else { return nil }
        fingerMask &= ~leaving
        let remaining = TouchSet(table: event.window.touchTable, mask: fingerMask)
        remeasure(remaining, at: event.timestamp)
        return remaining
    }

    func admitsFirstFingers(_ fingers: TouchSet, in window: Window) -> Bool { true }

    func mayBegin() -> Bool { true }

    /// The range a minimum and a maximum give, at least one finger and never empty.
    static func fingerRange(minimum: Int, maximum: Int) -> ClosedRange<Int> {
        let lower = max(1, minimum)
        return lower...max(lower, maximum)
    }
}

extension GestureRecognizerState {
    /// A continuous gesture began with the current touches: it is under way,
    /// ended or cancelled, so its values mean something.
    var hasBegun: Bool { isActive || self == .ended || self == .cancelled }
}
