import TouchRoute

/// Records everything a window reports, for assertions.
///
/// ```swift
/// let layout = DefaultLayout()
/// let trace = TraceRecorder(layout.window)
/// layout.window.play(.swipe(from: Point(600, 200), to: Point(200, 203)))
/// #expect(trace.outcomes(by: "pager").contains(.takenOver))
/// ```
///
/// It chains to any `trace` handler the window already had.
public final class TraceRecorder {
    public private(set) var records: [TraceRecord] = []

    public init(_ window: Window) {
        let previous = window.trace
        window.trace = { [unowned self] record in
            records.append(record)
            previous?(record)
        }
    }

    /// Forget what was recorded so far.
    public func removeAll() {
        records.removeAll()
    }

    public var deliveries: [Delivery] {
        records.compactMap { if case .delivery(let delivery) = $0 { delivery } else { nil } }
    }

    public var decisions: [Decision] {
        records.compactMap { if case .decision(let decision) = $0 { decision } else { nil } }
    }

    public var scrolls: [ScrollChange] {
        records.compactMap { if case .scroll(let change) = $0 { change } else { nil } }
    }

    public var problems: [Problem] {
        records.compactMap { if case .problem(let problem) = $0 { problem } else { nil } }
    }

    /// What the view named `viewName` received, in order, optionally for one touch.
    public func phases(receivedBy viewName: String, touch: TouchID? = nil) -> [TouchPhase] {
        deliveries.filter { $0.view.name == viewName && (touch == nil || $0.touch == touch) }.map(\.phase)
    }

    /// The decisions made by the view named `viewName`.
    public func decisions(by viewName: String) -> [Decision] {
        decisions.filter { $0.view.name == viewName }
    }

    /// The outcomes of the decisions made by the view named `viewName`, in order.
    public func outcomes(by viewName: String) -> [Decision.Outcome] {
        decisions(by: viewName).map(\.outcome)
    }

    /// The names of the views that received any touch, in order of first delivery.
    public var viewsReached: [String] {
        var seen: [String] = []
        for delivery in deliveries where !seen.contains(delivery.view.name) {
            seen.append(delivery.view.name)
        }
        return seen
    }

    /// Breaches of the exactly-once invariant in the recorded deliveries: a view
    /// that got a touch's began twice, got anything after its end, got a move or
    /// end without a began, or never got the end. Empty when all is well. Call it
    /// after every touch has lifted.
    public var exactlyOnceViolations: [String] {
        var open: [ViewTouch: Bool] = [:]
        var violations: [String] = []
        for delivery in deliveries {
            let key = ViewTouch(view: ObjectIdentifier(delivery.view), touch: delivery.touch)
            let where_ = "\(delivery.touch) at \(delivery.view.name)"
            switch (delivery.phase, open[key]) {
            case (.began, nil): open[key] = true
            case (.began, _): violations.append("\(where_): began twice")
            case (_, nil): violations.append("\(where_): \(delivery.phase.rawValue) without began")
            case (_, false): violations.append("\(where_): \(delivery.phase.rawValue) after its end")
            case (.ended, true), (.cancelled, true): open[key] = false
            case (_, true): break
            }
        }
        for delivery in deliveries where delivery.phase == .began {
            let key = ViewTouch(view: ObjectIdentifier(delivery.view), touch: delivery.touch)
            if open[key] == true {
                violations.append("\(delivery.touch) at \(delivery.view.name): never ended or cancelled")
                open[key] = nil
            }
        }
        return violations
    }
}

private struct ViewTouch: Hashable {
    let view: ObjectIdentifier
    let touch: TouchID
}
