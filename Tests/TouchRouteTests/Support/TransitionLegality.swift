import TouchRouteTesting

@testable import TouchRoute

/// Checks every reported recognizer transition against the state before it:
/// the one the recognizer was last seen in, or `possible` if the window reset
/// it since (its `resets` count grew). So a second finish in one gesture
/// (recognized, then failed) is caught.
final class TransitionLegality {
    /// Transitions that `canTransition` forbids, as "name: from → to".
    private(set) var illegal: [String] = []
    /// The state each recognizer was last seen in, by name.
    private(set) var last: [String: GestureRecognizerState] = [:]
    private var resets: [String: Int] = [:]

    /// Check `recognizer`'s current state, just reported.
    func check(_ recognizer: GestureRecognizer) {
        let wasReset = resets[recognizer.name, default: 0] != recognizer.resets
        let from = wasReset ? .possible : last[recognizer.name] ?? .possible
        if !from.canTransition(to: recognizer.state, continuous: recognizer.kind.isContinuous) {
            illegal.append("\(recognizer.name): \(from) → \(recognizer.state)")
        }
        last[recognizer.name] = recognizer.state
        resets[recognizer.name] = recognizer.resets
    }

    /// Recognizers last seen began or changed: a began that never ended.
    var unfinished: [String] { last.filter { $0.value.isActive }.map(\.key).sorted() }
}

extension LoggingView {
    /// The touches this view heard that did not begin first and end or get
    /// cancelled exactly once, last, with their phases.
    var touchesNotEndedOnce: [String] {
        Set(calls.flatMap(\.ids)).compactMap { id in
            let phases = calls.filter { $0.ids.contains(id) }.map(\.phase)
            let once =
                phases.first == .began && phases.filter(\.isTerminal).count == 1 && phases.last?.isTerminal == true
            return once ? nil : "\(id): \(phases)"
        }
    }
}
