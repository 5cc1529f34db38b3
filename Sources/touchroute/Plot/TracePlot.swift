import TouchRoute

/// A trace drawn as one SVG, so people can see why a gesture went where it went.
///
/// ```
///  title
///  ┌ screen ──────────────────┐  ┌ near touch-down ─┐
///  │ finger paths, numbered   │  │ displacement and │
///  │ decision markers         │  │ rule thresholds  │
///  └──────────────────────────┘  └──────────────────┘
///  ┌ content offsets over time, decision times ────────┐
///  │ recognizer transitions along the bottom           │
///  └───────────────────────────────────────────────────┘
///   touches down, per finger
///  ┌ zoom scales over time (only when a view zoomed) ──┐
///  └───────────────────────────────────────────────────┘
///  marker key, then the numbered decisions
/// ```
///
/// Decisions share their numbers across the panels and the list below them.
struct TracePlot {
    let data: TracePlotData
    /// The first line of the image, such as the command that made it.
    let title: String

    /// The canvas width, in pixels: readable on a laptop screen at 100 %.
    static let width = 1200.0
    /// Room left of a panel for tick labels, in pixels.
    static let margin = 64.0
    /// The most decisions listed by text; the rest are counted.
    static let listedDecisions = 60
    /// The height of one line of the decision list, in pixels.
    static let lineHeight = 16.0

    /// The drawing, as SVG text.
    var svg: String {
        let screen = screenPanel(top: 72)
        let near = nearPanel(top: 72, left: screen.right + 80)
        let timelineTop = max(screen.bottom, near.bottom) + 64
        let timeline = timelinePanel(top: timelineTop)
        let stripTop = timeline.bottom + 36
        // Zoom and gesture marks add room only when the trace has them, so
        // other plots keep their exact bytes.
        let zoom = plottedZooms.isEmpty ? nil : zoomPanel(top: stripTop + stripHeight + 48)
        let keyTop = (zoom?.bottom ?? stripTop + stripHeight) + (zoom == nil ? 28 : 44)
        let gestureKey = data.gestures.isEmpty ? 0.0 : 18.0
        let listTop = keyTop + 28 + gestureKey
        let listed = min(data.decisions.count, Self.listedDecisions)
        let overflow = data.decisions.count > listed ? 1 : 0
        let height = listTop + Double(listed + overflow) * Self.lineHeight + 16

        var svg = SVGDocument(width: Self.width, height: height.rounded(.up))
        svg.add("style", [:], text: Self.style)
        svg.add("rect", ["width": Self.width, "height": height.rounded(.up), "fill": "#fafafa"])
        svg.add("text", ["x": Self.margin, "y": 28, "class": "heading"], text: title)
        svg.add("text", ["x": Self.margin, "y": 46, "class": "subtitle"], text: summary)
        svg.add("g", ["id": "screen"]) { svg in
            drawScreen(screen, in: &svg)
            drawGestureMarks(onScreen: screen, in: &svg)
        }
        svg.add("g", ["id": "near"]) { drawNear(near, in: &$0) }
        svg.add("g", ["id": "timeline"]) { svg in
            drawTimeline(timeline, in: &svg)
            drawGestureMarks(onTimeline: timeline, in: &svg)
            drawTouchStrip(top: stripTop, timeline: timeline, in: &svg)
        }
        if let zoom { svg.add("g", ["id": "zoom"]) { drawZooms(zoom, in: &$0) } }
        svg.add("g", ["id": "key"]) { svg in
            drawKey(top: keyTop, in: &svg)
            if gestureKey > 0 { drawGestureKey(top: keyTop + gestureKey, in: &svg) }
        }
        svg.add("g", ["id": "decisions"]) { drawDecisionList(top: listTop, count: listed, in: &$0) }
        return svg.text
    }

    /// One line on what the trace holds.
    private var summary: String {
        let scrolled = data.series.filter { $0.changes(along: .horizontal) || $0.changes(along: .vertical) }
        return "\(data.touches.count) touch\(data.touches.count == 1 ? "" : "es"), "
            + "\(data.decisions.count) decision\(data.decisions.count == 1 ? "" : "s"), "
            + "\(scrolled.count) scroll view\(scrolled.count == 1 ? "" : "s") moved, "
            + "\(data.endTime.compactDescription) s"
            + (data.gestures.isEmpty
                ? "" : ", \(data.gestures.count) recognizer transition\(data.gestures.count == 1 ? "" : "s") marked")
    }

    static let style = """
        text { font-family: sans-serif; font-size: 11px; fill: #333333; }
        .heading { font-size: 16px; font-weight: bold; }
        .subtitle { font-size: 12px; fill: #555555; }
        .title { font-size: 13px; font-weight: bold; }
        .grid { stroke: #eeeeee; stroke-width: 1; }
        .number { font-weight: bold; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; }
        .halo { paint-order: stroke; stroke: #ffffff; stroke-width: 3px; }
        .list { font-family: monospace; font-size: 12px; }
        .path { fill: none; stroke-width: 2; stroke-linejoin: round; stroke-linecap: round; }
        """

    func touchColor(_ id: TouchID) -> String {
        let index = data.touches.firstIndex { $0.id == id } ?? 0
        return PlotPalette.color(index, of: PlotPalette.touches)
    }

    /// A decision's marker: a diamond, in its touch's colour. Markers in the
    /// panels have the class `decision`, so a reader (or a test) can find them.
    static func drawDiamond(
        at point: (x: Double, y: Double), color: String, marksDecision: Bool = true,
        in svg: inout SVGDocument
    ) {
        let size = 4.5
        svg.add(
            "polygon",
            [
                "points": SVGDocument.points([
                    (point.x, point.y - size), (point.x + size, point.y), (point.x, point.y + size),
                    (point.x - size, point.y),
                ]),
                "fill": color, "stroke": "#000000", "stroke-width": 1, "class": marksDecision ? "decision" : "key",
            ])
    }

    /// A touch's lift-off: a filled dot when it ended, a cross when it was
    /// cancelled everywhere, nothing while it is still down.
    static func drawEnd(
        of touch: TracePlotData.TouchPath, at point: (x: Double, y: Double), color: String,
        in svg: inout SVGDocument
    ) {
        guard touch.finished else { return }
        if touch.cancelled {
            let size = 5.0
            svg.add(
                "path",
                [
                    "d": "M\(SVGDocument.number(point.x - size)) \(SVGDocument.number(point.y - size))"
                        + "L\(SVGDocument.number(point.x + size)) \(SVGDocument.number(point.y + size))"
                        + "M\(SVGDocument.number(point.x - size)) \(SVGDocument.number(point.y + size))"
                        + "L\(SVGDocument.number(point.x + size)) \(SVGDocument.number(point.y - size))",
                    "stroke": color, "stroke-width": 2.5,
                ])
        } else {
            svg.add("circle", ["cx": point.x, "cy": point.y, "r": 4.5, "fill": color])
        }
    }

    /// A touch-down: a hollow ring.
    static func drawStart(at point: (x: Double, y: Double), color: String, in svg: inout SVGDocument) {
        svg.add(
            "circle", ["cx": point.x, "cy": point.y, "r": 5, "fill": "#ffffff", "stroke": color, "stroke-width": 2])
    }

    /// Numbers beside markers, crowded ones sharing a label, to the right of
    /// the marker unless that would cross `panel`'s right edge.
    static func drawLabels(_ labels: MarkerLabels, in panel: PlotPanel, svg: inout SVGDocument) {
        for group in labels.groups {
            // A bold 11 px digit or comma is at most about 7 px wide.
            let fits = group.x + 7 + 7 * Double(group.text.count) <= panel.right
            svg.add(
                "text",
                [
                    "x": fits ? group.x + 7 : group.x - 7, "y": group.y - 6,
                    "text-anchor": fits ? "start" : "end", "class": "number",
                ], text: group.text)
        }
    }
}
