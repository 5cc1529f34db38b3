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
/// It chains to any `trace` handler the window already had. Keep the
/// recorder alive for as long as you want records; the window does not.
public final class TraceRecorder {
    /// Every record the window reported since the recorder was made (or last `removeAll()`), in
    /// order.
    public private(set) var records: [TraceRecord] = []

    /// Starts recording `window`'s trace, keeping any handler it already had: that one still gets
    /// every record, after the recorder.
    public init(_ window: Window) {
        let previous = window.trace
        window.trace = { [weak self] record in
            self?.records.append(record)
            previous?(record)
        }
    }

    /// Forget what was recorded so far.
    public func removeAll() {
        records.removeAll()
    }

    /// The touches views received in their `touches…` methods, in order.
    public var deliveries: [Delivery] {
        records.compactMap { if case .delivery(let delivery) = $0 { delivery } else { nil } }
    }

    /// Where views decided each touch goes (takeovers and declines among them), in order.
    public var decisions: [Decision] {
        records.compactMap { if case .decision(let decision) = $0 { decision } else { nil } }
    }

    /// The scroll views' content-offset changes, in order.
    public var scrolls: [ScrollChange] {
        records.compactMap { if case .scroll(let change) = $0 { change } else { nil } }
    }

    /// The pointer-scroll events (a wheel, a touchpad's fingers) routed, in order.
    public var pointerScrolls: [PointerScrollRecord] {
        records.compactMap { if case .pointerScroll(let scroll) = $0 { scroll } else { nil } }
    }

    /// The recognizers' transitions, in order.
    public var gestureChanges: [GestureChange] {
        records.compactMap { if case .gesture(let change) = $0 { change } else { nil } }
    }

    /// The taps tap views counted, in order.
    public var taps: [TapRecord] {
        records.compactMap { if case .tap(let tap) = $0 { tap } else { nil } }
    }

    /// Bad input or misbehaving views, with what the router did about each, in order; empty on a
    /// clean run.
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
}
