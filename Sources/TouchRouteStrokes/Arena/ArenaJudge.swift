import TouchRoute

/// Plays an arena suite's strokes through the router and judges each by its
/// trace: the recognizers' `gesture` records, the scroll views' takeovers,
/// the pager's `scroll` records (a zoomed photo hands its drag on to the
/// pager without a takeover), and the photo's with their `zoom`.
///
/// ```
///  fresh photo pager (zoomed for a swipe past the edge) or edge-pan list
///      ─▶ trace recorded ─▶ stroke played, settled ─▶ ArenaOutcome ─▶ ArenaJudgment
/// ```
public enum ArenaJudge {
    /// A zoom scale that moved less than this from where it started did not
    /// zoom: jitter between two panning fingers may nudge it, a pinch or a
    /// double tap moves it by half or more.
    public static let zoomTolerance = 0.1
    /// Points: an offset this close to its limit has reached the edge.
    public static let edgeTolerance = 0.5

    /// Play `stroke` in a fresh layout for its band on a `screen`-sized
    /// window, as a panel reporting at `rate` reports it, and judge what the
    /// router made of it.
    public static func judge(
        _ stroke: ArenaStroke, at rate: ReportRate, screen: Size = DefaultLayout.standardScreen
    ) -> ArenaJudgment {
        let played = stroke.script(at: rate)
        if stroke.band.isOnList {
            let layout = EdgePanListLayout(screen: screen)
            let trace = TraceRecorder(layout.window)
            layout.window.play(played)
            return ArenaJudgment(stroke: stroke, rate: rate, observed: observed(on: layout, trace: trace))
        }
        let layout = PhotoPagerLayout(screen: screen, rotates: stroke.band.isOnRotatingPhotos)
        // The photo under the fingers, read before the stroke: a turned page shows another.
        let photo = layout.shownPhoto
        let page = layout.pager.contentOffset
        let edge = prepare(photo, for: stroke)
        let trace = TraceRecorder(layout.window)
        layout.window.play(played)
        return ArenaJudgment(
            stroke: stroke, rate: rate,
            observed: observed(
                on: layout, photo: photo, page: page, stroke: stroke, played: played, edge: edge, trace: trace))
    }

    /// Zoom `photo` for a stroke that starts on a zoomed photo, and place it
    /// `distanceToEdge` from the edge the finger drags towards.
    /// - Returns: the horizontal offsets it starts at and reaches that edge
    ///   at, in points, or nil for an unzoomed start.
    static func prepare(_ photo: ScrollView, for stroke: ArenaStroke) -> (start: Double, edge: Double)? {
        guard stroke.startZoom != 1, let distance = stroke.distanceToEdge,
            let finger = stroke.path.fingers.first
        else { return nil }
        photo.setZoomScale(stroke.startZoom)
        let range = photo.contentOffsetRange
        // A finger moving left brings the content's right edge in: the offset grows.
        let leftwards = finger.samples[finger.samples.count - 1].location.x < finger.samples[0].location.x
        let edge = leftwards ? range.x.upperBound : range.x.lowerBound
        let x = leftwards ? max(edge - distance, range.x.lowerBound) : min(edge + distance, range.x.upperBound)
        photo.contentOffset = Point(x: x, y: (range.y.lowerBound + range.y.upperBound) / 2)
        return (x, edge)
    }

    /// The outcome on the photo pager for a stroke on `photo` with the pager
    /// at `page`, played as `played`, in order of precedence: the pager taking the stroke
    /// (`edge-then-page` when the photo had gone from `edge.start` to
    /// `edge.edge`, or past it, by then), a rotation, the long press, a zoom (with no
    /// single tap, or after one single tap of three fingers), single taps (one per finger), a zoomed photo's own pan,
    /// two fingers that did nothing (`pan`); otherwise `none`.
    static func observed(
        on layout: PhotoPagerLayout, photo: ScrollView, page: Point, stroke: ArenaStroke, played: TouchScript,
        edge: (start: Double, edge: Double)?, trace: TraceRecorder
    ) -> ArenaOutcome {
        let changes = trace.gestureChanges
        let scrolls = trace.scrolls.filter { $0.view === photo }
        if let taken = pagerTook(layout.pager, from: page, trace: trace) {
            let reached =
                edge.map { edge in
                    let way: Double = edge.edge >= edge.start ? 1 : -1
                    let distance = abs(edge.edge - edge.start) - edgeTolerance
                    return scrolls.contains { $0.time <= taken && ($0.offset.x - edge.start) * way >= distance }
                } ?? false
            return reached ? .edgeThenPage : .page
        }
        if changes.contains(where: { change in
            change.state == .began && layout.rotations.contains { $0 === change.recognizer }
        }) {
            return .rotate
        }
        if changes.contains(where: { $0.recognizer === layout.menu && $0.state == .began }) { return .menu }
        let taps = changes.filter { $0.recognizer === layout.chrome && $0.state == .recognized }.count
        let zoom = scrolls.last(where: { $0.zoom != nil })?.zoom ?? stroke.startZoom
        if abs(zoom - stroke.startZoom) >= zoomTolerance {
            if taps == 0 { return .zoom }
            // One tap, then a double tap: three fingers, the first of them the tap.
            return taps == 1 && played.fingers.count == 3 ? .tapThenZoom : .none
        }
        if taps > 0 { return taps == played.fingers.count ? .tap : .none }
        if stroke.startZoom != 1, !scrolls.isEmpty { return .photoOnly }
        let fingers = played.fingers
        if fingers.count == 2, fingers[1].downTime < fingers[0].upTime { return .pan }
        return .none
    }

    /// When `pager` took the stroke, in trace seconds: its own takeover, or
    /// the first step a zoomed photo's drag handed on to it (the hand-off:
    /// the photo's chain ends at the pager, which then moves off `page`, the
    /// offset it started at, with no takeover of its own), whichever came
    /// first; nil if neither happened. As for a takeover, the page need not
    /// turn: a drag released short of half a page snaps back.
    static func pagerTook(_ pager: ScrollView, from page: Point, trace: TraceRecorder) -> Double? {
        for record in trace.records {
            switch record {
            case .decision(let decision) where decision.outcome == .takenOver && decision.view === pager:
                return decision.time
            case .scroll(let change) where change.view === pager && abs(change.offset.x - page.x) > edgeTolerance:
                return change.time
            default: continue
            }
        }
        return nil
    }

    /// The outcome on the edge-pan list: `edge-pan` when `back` began and the
    /// list never took the stroke over, `scroll` for the reverse, else `none`.
    static func observed(on layout: EdgePanListLayout, trace: TraceRecorder) -> ArenaOutcome {
        let began = trace.gestureChanges.contains { $0.recognizer === layout.back && $0.state == .began }
        let scrolled = trace.decisions.contains { $0.outcome == .takenOver && $0.view === layout.list }
        switch (began, scrolled) {
        case (true, false): return .edgePan
        case (false, true): return .scroll
        default: return .none
        }
    }
}
