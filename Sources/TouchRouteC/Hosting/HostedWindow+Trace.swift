import CTouchRoute
import TouchRoute

/// The window's trace records, and taps, as C callbacks.
///
/// Cost per record: one dictionary lookup per view named; the record is built
/// on the stack and the names are C strings made when the view got its handle,
/// so nothing is allocated. (A problem's message is the exception: it is
/// converted for the call, and problems are rare.)
extension HostedWindow {
    func forward(_ record: TraceRecord) {
        // The callback is looked for before the payload is bound: binding
        // copies the record's view references, which costs more than the
        // whole call when nobody listens to that kind.
        switch record {
        case .delivery:
            guard let function = callbacks.delivery.function, case .delivery(let delivery) = record else { return }
            let view = cIdentity(of: delivery.view)
            var c = tr_delivery(
                time: delivery.time, touch: Int64(delivery.touch.rawValue), phase: delivery.phase.cValue,
                x: delivery.location.x, y: delivery.location.y, view: view.handle, view_name: view.name,
                interpolated: delivery.isInterpolated)
            function(callbacks.delivery.userData, &c)
        case .decision:
            guard let function = callbacks.decision.function, case .decision(let decision) = record else { return }
            forward(decision, to: function)
        case .scroll:
            guard let function = callbacks.scroll.function, case .scroll(let change) = record else { return }
            let view = cIdentity(of: change.view)
            var c = tr_scroll_change(
                time: change.time, view: view.handle, view_name: view.name, x: change.offset.x, y: change.offset.y,
                zoom: change.zoom ?? .nan)
            function(callbacks.scroll.userData, &c)
        case .pointerScroll:
            forwardPointerScroll(record)
        case .gesture:
            guard let function = callbacks.gesture.function, case .gesture(let change) = record else { return }
            forwardGesture(change, to: function)
        case .tap:
            break  // `tr_window_on_tap` reports taps, from the view's own `onTap`
        case .problem:
            guard let function = callbacks.problem.function, case .problem(let problem) = record else { return }
            problem.message.withCString { message in
                var c = tr_problem(time: problem.time, message: message)
                function(callbacks.problem.userData, &c)
            }
        }
    }

    private func forward(_ decision: Decision, to function: tr_decision_fn) {
        let view = hosted(for: decision.view)
        let target = decision.target.map { hosted(for: $0) }
        decision.rule.rawValue.withCString { rule in
            decision.outcome.rawValue.withCString { outcomeName in
                var c = tr_decision(
                    time: decision.time, touch: Int64(decision.touch.rawValue), view: view.handle,
                    view_name: view.name, rule: rule, outcome: decision.outcome.cValue, outcome_name: outcomeName,
                    dx: decision.displacement.dx, dy: decision.displacement.dy,
                    threshold_x: decision.thresholds?.x ?? .nan, threshold_y: decision.thresholds?.y ?? .nan,
                    target: target?.handle, target_name: target.map { UnsafePointer($0.name) })
                function(callbacks.decision.userData, &c)
            }
        }
    }

    /// A tap view completed a tap.
    func reportTap(at view: HostedView, touch: Touch) {
        guard let function = callbacks.tap.function else { return }
        var c = tr_tap(
            time: window.clock.now, touch: Int64(touch.id.rawValue), view: view.handle, view_name: view.name,
            x: touch.location.x, y: touch.location.y, tap_count: Int32(clamping: touch.tapCount))
        function(callbacks.tap.userData, &c)
    }
}

extension Decision.Outcome {
    /// The C enum's order, which is `allCases`' order.
    var cValue: tr_outcome {
        switch self {
        case .forwarded: TR_OUTCOME_FORWARDED
        case .takenOver: TR_OUTCOME_TAKEN_OVER
        case .claimedByChild: TR_OUTCOME_CLAIMED_BY_CHILD
        case .cancelled: TR_OUTCOME_CANCELLED
        case .blockedByMultitouch: TR_OUTCOME_BLOCKED_BY_MULTITOUCH
        case .declined: TR_OUTCOME_DECLINED
        case .withheld: TR_OUTCOME_WITHHELD
        case .unclaimed: TR_OUTCOME_UNCLAIMED
        case .claimedByRecognizer: TR_OUTCOME_CLAIMED_BY_RECOGNIZER
        }
    }
}
