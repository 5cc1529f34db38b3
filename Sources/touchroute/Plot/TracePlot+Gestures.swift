import TouchRoute

/// The recognizers on the plot: a small labelled square where and when each
/// began, recognized or ended (on the screen and along the timeline), and a
/// panel of each zooming scroll view's zoom scale over time. A trace without
/// gesture records or zoom draws none of it.
extension TracePlot {
    /// The zoom panel's height, in pixels.
    static let zoomHeight = 120.0
    /// The most gesture marks drawn; the rest are counted in the summary.
    static let drawnGestureMarks = 80

    /// Each recognizer's colour, by the order recognizers first appear.
    func gestureColor(_ name: String) -> String {
        var seen: [String] = []
        for mark in data.gestures where !seen.contains(mark.recognizer) { seen.append(mark.recognizer) }
        return PlotPalette.color(seen.firstIndex(of: name) ?? 0, of: PlotPalette.series)
    }

    /// The marks drawn, in time order.
    var drawnGestures: ArraySlice<TracePlotData.GestureMark> { data.gestures.prefix(Self.drawnGestureMarks) }

    /// A gesture mark: a square outlined in its recognizer's colour, with
    /// the class `gesture` so a reader (or a test) can find it.
    static func drawGestureSquare(
        at point: (x: Double, y: Double), color: String, mark: TracePlotData.GestureMark?, in svg: inout SVGDocument
    ) {
        let (x, y) = (point.x - 3.5, point.y - 3.5)
        guard let mark else {
            svg.add(
                "rect",
                [
                    "x": x, "y": y, "width": 7, "height": 7, "fill": "#ffffff", "stroke": color, "stroke-width": 2,
                    "class": "key",
                ])
            return
        }
        svg.add(
            "rect",
            [
                "x": x, "y": y, "width": 7, "height": 7, "fill": "#ffffff", "stroke": color, "stroke-width": 2,
                "class": "gesture", "data-recognizer": mark.recognizer, "data-state": mark.state.rawValue,
            ])
    }

    /// Squares at each mark's location on the screen panel, labelled
    /// `chrome recognized`; labels that would overprint one already drawn
    /// move down a line.
    func drawGestureMarks(onScreen panel: PlotPanel, in svg: inout SVGDocument) {
        var labels = StackedLabels()
        for mark in drawnGestures {
            guard let location = mark.location else { continue }
            let point = panel.place(location.x, location.y)
            let color = gestureColor(mark.recognizer)
            Self.drawGestureSquare(at: point, color: color, mark: mark, in: &svg)
            let y = labels.place(x: point.x + 7, y: point.y + 14, step: 12)
            Self.drawGestureLabel(mark.label, at: (point.x, y), gap: 7, color: color, in: panel, svg: &svg)
        }
    }

    /// Squares along the bottom of the timeline at each mark's time, labelled
    /// above, stacked upwards when they crowd.
    func drawGestureMarks(onTimeline panel: PlotPanel, in svg: inout SVGDocument) {
        var labels = StackedLabels()
        for mark in drawnGestures {
            let x = panel.x(mark.time)
            let color = gestureColor(mark.recognizer)
            Self.drawGestureSquare(at: (x, panel.bottom - 8), color: color, mark: mark, in: &svg)
            let y = labels.place(x: x + 6, y: panel.bottom - 14, step: -12)
            Self.drawGestureLabel(mark.label, at: (x, y), gap: 6, color: color, in: panel, svg: &svg)
        }
    }

    /// `text` `gap` pixels right of `point.x`, or left of it when it would
    /// cross `panel`'s right edge (an 11 px character is at most about 7 px wide).
    static func drawGestureLabel(
        _ text: String, at point: (x: Double, y: Double), gap: Double, color: String, in panel: PlotPanel,
        svg: inout SVGDocument
    ) {
        let fits = point.x + gap + 7 * Double(text.count) <= panel.right
        svg.add(
            "text",
            [
                "x": fits ? point.x + gap : point.x - gap, "y": point.y, "text-anchor": fits ? "start" : "end",
                "class": "halo", "fill": color,
            ], text: text)
    }

    /// The zoom series worth a panel: those whose scale changed.
    var plottedZooms: [TracePlotData.ZoomSeries] { data.zooms.filter(\.changes) }

    func zoomPanel(top: Double) -> PlotPanel {
        let scales = plottedZooms.flatMap(\.scales)
        return timePanel(
            top: top, height: Self.zoomHeight, values: min(scales.min() ?? 1, 1)...max(scales.max() ?? 1, 1),
            padding: (share: 0.1, least: 0.1))
    }

    /// Each zoom series as steps (a scale holds until it changes), named in
    /// its colour at the panel's top left.
    func drawZooms(_ panel: PlotPanel, in svg: inout SVGDocument) {
        panel.drawFrame(
            in: &svg, title: "Zoom scales over time", xUnit: "time (s)", yUnit: "scale", ticks: (12, 4))
        for (index, zoom) in plottedZooms.enumerated() {
            let color = PlotPalette.color(index, of: PlotPalette.series)
            drawSteps(
                zoom.times, zoom.scales, named: "\(zoom.view) zoom", color: color, kind: "zoom", in: panel, svg: &svg)
            svg.add(
                "text",
                ["x": panel.left + 6, "y": panel.top + 14 + Double(index) * 13, "class": "halo", "fill": color],
                text: "\(zoom.view) zoom")
        }
    }

    /// The key's second line, drawn only when there are gesture marks.
    func drawGestureKey(top: Double, in svg: inout SVGDocument) {
        Self.drawGestureSquare(at: (Self.margin + 5, top - 4), color: "#555555", mark: nil, in: &svg)
        svg.add(
            "text", ["x": Self.margin + 14, "y": top],
            text: "a recognizer began, recognized or ended, at its fingers' centroid and time")
    }
}

/// Label positions that step aside (by `step` pixels, down or up) from
/// labels already placed near them, so crowded labels do not overprint.
struct StackedLabels {
    private var placed: [(x: Double, y: Double)] = []

    /// How near, in pixels, counts as crowding: about a short label's width, and a line.
    static let crowding = (x: 80.0, y: 11.0)

    mutating func place(x: Double, y: Double, step: Double) -> Double {
        var y = y
        while placed.contains(where: { abs($0.x - x) < Self.crowding.x && abs($0.y - y) < Self.crowding.y }) {
            y += step
        }
        placed.append((x, y))
        return y
    }
}
