import TouchRoute

/// What a plot shows, gathered from a window's trace: each touch's path, each
/// decision, each scroll view's content offset (and zoom) over time, and the
/// recognizers' main transitions.
///
/// Everything is kept in the order it first appeared, so the drawing (colours,
/// legend, numbering) is the same on every run.
struct TracePlotData {
    /// One finger, from touch-down to its last delivery.
    struct TouchPath {
        let id: TouchID
        /// Window points, one per frame in which the touch was delivered.
        var points: [Point]
        var times: [Double]
        /// Whether the touch's last delivery was a cancel rather than an end:
        /// a cancelled child whose pager went on tracking it still ended.
        var cancelled = false
        var finished = false

        var start: Point { points[0] }
    }

    /// A decision, numbered from 1 in the order made, with where it happened.
    struct NumberedDecision {
        let number: Int
        let decision: Decision
        /// Touch-down plus the decision's displacement, in window points.
        let location: Point
    }

    /// A scroll view's content offset over time, starting from where it was
    /// when the trace began.
    struct OffsetSeries {
        let view: String
        var times: [Double]
        var offsets: [Point]

        /// The offset's component along `axis` at each time.
        func values(along axis: Axis) -> [Double] {
            offsets.map { axis == .horizontal ? $0.x : $0.y }
        }

        /// Whether the offset moved along `axis` at all.
        func changes(along axis: Axis) -> Bool {
            let values = values(along: axis)
            return values.contains { $0 != values[0] }
        }
    }

    /// A recognizer's began, recognized or ended: where the plot marks it.
    struct GestureMark {
        let recognizer: String
        let kind: GestureKind
        let state: GestureRecognizerState
        /// Input seconds.
        let time: Double
        /// The fingers' centroid, window points; nil when none was down.
        let location: Point?

        /// `chrome recognized`.
        var label: String { "\(recognizer) \(state.rawValue)" }
    }

    /// A zooming scroll view's zoom scale over time, starting from where it
    /// was when the trace began.
    struct ZoomSeries {
        let view: String
        var times: [Double]
        var scales: [Double]

        var changes: Bool { scales.contains { $0 != scales[0] } }
    }

    /// The window, in points.
    let screen: Size
    private(set) var touches: [TouchPath] = []
    private(set) var decisions: [NumberedDecision] = []
    private(set) var series: [OffsetSeries] = []
    private(set) var gestures: [GestureMark] = []
    private(set) var zooms: [ZoomSeries] = []
    /// The latest time in the trace, in seconds.
    private(set) var endTime = 0.0

    private var touchIndex: [TouchID: Int] = [:]
    private var seriesIndex: [String: Int] = [:]
    private var zoomIndex: [String: Int] = [:]
    private let startOffsets: [String: Point]
    private let startZooms: [String: Double]

    /// - Parameters:
    ///   - startOffsets: the content offsets of scroll views before the trace
    ///     began, by view name, so a series starts from its true value.
    ///   - startZooms: the same for the zoom scales of the views that zoom.
    init(screen: Size, startOffsets: [String: Point] = [:], startZooms: [String: Double] = [:]) {
        self.screen = screen
        self.startOffsets = startOffsets
        self.startZooms = startZooms
    }

    mutating func add(_ record: TraceRecord) {
        switch record {
        case .delivery(let delivery):
            endTime = max(endTime, delivery.time)
            add(delivery)
        case .decision(let decision):
            endTime = max(endTime, decision.time)
            let start = touchIndex[decision.touch].map { touches[$0].start } ?? .zero
            decisions.append(
                NumberedDecision(
                    number: decisions.count + 1, decision: decision,
                    location: Point(x: start.x + decision.displacement.dx, y: start.y + decision.displacement.dy)))
        case .scroll(let change):
            endTime = max(endTime, change.time)
            add(change)
        case .pointerScroll(let scroll):
            // Its offsets come as scroll records, which the plot draws.
            endTime = max(endTime, scroll.time)
        case .gesture(let change):
            endTime = max(endTime, change.time)
            // A pan changes every frame and most recognizers fail quietly:
            // the plot marks where a gesture was seen, and where it ended.
            if [.began, .recognized, .ended].contains(change.state) {
                gestures.append(
                    GestureMark(
                        recognizer: change.recognizer.name, kind: change.kind, state: change.state,
                        time: change.time, location: change.values.location))
            }
        case .tap(let tap):
            // The touch's own path and end already show where it lifted.
            endTime = max(endTime, tap.time)
        case .problem(let problem):
            endTime = max(endTime, problem.time)
        }
    }

    /// A touch is delivered to every view that tracks it in a frame, always at
    /// the same location: only the first delivery at a time adds a point, and
    /// the last delivery says how the touch finished.
    private mutating func add(_ delivery: Delivery) {
        guard let index = touchIndex[delivery.touch] else {
            touchIndex[delivery.touch] = touches.count
            touches.append(TouchPath(id: delivery.touch, points: [delivery.location], times: [delivery.time]))
            return
        }
        if touches[index].times.last != delivery.time {
            touches[index].points.append(delivery.location)
            touches[index].times.append(delivery.time)
        }
        if delivery.phase.isTerminal {
            touches[index].finished = true
            touches[index].cancelled = delivery.phase == .cancelled
        }
    }

    private mutating func add(_ change: ScrollChange) {
        let name = change.view.name
        if let zoom = change.zoom { add(zoom: zoom, of: name, at: change.time) }
        guard let index = seriesIndex[name] else {
            seriesIndex[name] = series.count
            let before = startOffsets[name].map { [(0.0, $0)] } ?? []
            series.append(
                OffsetSeries(
                    view: name, times: before.map(\.0) + [change.time], offsets: before.map(\.1) + [change.offset]))
            return
        }
        series[index].times.append(change.time)
        series[index].offsets.append(change.offset)
    }

    private mutating func add(zoom: Double, of name: String, at time: Double) {
        guard let index = zoomIndex[name] else {
            zoomIndex[name] = zooms.count
            let before = startZooms[name].map { [(0.0, $0)] } ?? []
            zooms.append(ZoomSeries(view: name, times: before.map(\.0) + [time], scales: before.map(\.1) + [zoom]))
            return
        }
        zooms[index].times.append(time)
        zooms[index].scales.append(zoom)
    }
}
