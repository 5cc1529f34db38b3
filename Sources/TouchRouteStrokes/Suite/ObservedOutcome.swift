import TouchRoute

/// What the router made of a stroke, read from its trace: the outcome and
/// the views that made it.
///
/// In order of precedence:
/// - a scroll view took the stroke over (the last takeover counts: a
///   pager that steals a list's drag has the stroke): `page` when that view
///   scrolls horizontally, `scroll` when vertically; a view that scrolls
///   both ways counts by the larger component of the finger's travel when it
///   took over;
/// - a tap view counted a tap (its own judgement: the finger lifted inside
///   it, never farther than its tap slop from where it came down) and
///   nothing scrolled while the finger was down: `tap`;
/// - content was moving on its own at touch-down and nothing scrolled while
///   the finger was down (the finger stopped it): `catch`;
/// - otherwise `none`.
public struct ObservedOutcome: Hashable, Sendable {
    /// What the stroke did: a page turn, a list scroll, a tap, a catch of moving content, or none.
    public var outcome: StrokeOutcome
    /// The scroll view that took the stroke over, by name.
    public var takenOverBy: String?
    /// The tap view that was tapped, by name.
    public var tapped: String?

    /// Makes an observed outcome from its parts; each parameter is the property of the same name,
    /// nil where no view took the stroke over or was tapped.
    public init(outcome: StrokeOutcome, takenOverBy: String? = nil, tapped: String? = nil) {
        self.outcome = outcome
        self.takenOverBy = takenOverBy
        self.tapped = tapped
    }

    /// The outcome in `trace`, which holds what the window reported from the
    /// stroke's first touch-down to its last lift, and nothing earlier.
    /// `motionWasRunning`: content was moving on its own at touch-down.
    /// `tapped`: the tap view that counted a tap during the stroke, if any.
    public init(trace: TraceRecorder, motionWasRunning: Bool, tapped: TapView?) {
        let deliveries = trace.deliveries
        guard let down = deliveries.first?.time, let lift = deliveries.last?.time else {
            self.init(outcome: .none)
            return
        }
        if let takeover = trace.decisions.last(where: { $0.outcome == .takenOver }),
            let scroller = takeover.view as? ScrollView
        {
            let axis = Self.axis(of: scroller, travel: takeover.displacement)
            self.init(outcome: axis == .horizontal ? .page : .scroll, takenOverBy: scroller.name)
            return
        }
        let scrolledUnderFinger = trace.scrolls.contains { $0.time > down && $0.time < lift }
        if !scrolledUnderFinger, let row = tapped {
            self.init(outcome: .tap, tapped: row.name)
        } else {
            self.init(outcome: motionWasRunning && !scrolledUnderFinger ? .caught : .none)
        }
    }

    /// The axis `view` scrolls along; for both, the larger one of `travel`.
    private static func axis(of view: ScrollView, travel: Vector) -> Axis {
        switch view.scrollableAxes {
        case .horizontal: .horizontal
        case .vertical: .vertical
        default: abs(travel.dx) >= abs(travel.dy) ? .horizontal : .vertical
        }
    }
}
