import TouchRoute

/// The timeline: each scroll view's content offset over time, the decisions as
/// vertical lines, and below it when each finger was down.
extension TracePlot {
    /// The offset panel's height, in pixels.
    static let timelineHeight = 240.0
    /// One finger's row in the strip below the timeline, in pixels.
    static let stripRow = 14.0

    /// Each component of an offset that moved: `pager x`, `list1 y`.
    var plottedSeries: [(name: String, times: [Double], values: [Double])] {
        data.series.flatMap { series in
            [(Axis.horizontal, "x"), (Axis.vertical, "y")].compactMap { axis, letter in
                series.changes(along: axis)
                    ? ("\(series.view) \(letter)", series.times, series.values(along: axis)) : nil
            }
        }
    }

    /// The time axis: the whole trace, at least a tenth of a second.
    var timeDomain: ClosedRange<Double> { 0...max(data.endTime, 0.1) }

    var stripHeight: Double { Double(data.touches.count) * Self.stripRow }

    func timelinePanel(top: Double) -> PlotPanel {
        let values = plottedSeries.flatMap(\.values)
        return timePanel(
            top: top, height: Self.timelineHeight, values: (values.min() ?? 0)...(values.max() ?? 0),
            padding: (share: 0.05, least: 1))
    }

    /// A panel across the canvas on the trace's time scale, showing
    /// `values` padded on each side by a `share` of their span, and at least
    /// by `least`, so a line at either end stays off the frame.
    func timePanel(
        top: Double, height: Double, values: ClosedRange<Double>, padding: (share: Double, least: Double)
    ) -> PlotPanel {
        let pad = max((values.upperBound - values.lowerBound) * padding.share, padding.least)
        return PlotPanel(
            left: Self.margin, top: top, width: Self.width - Self.margin - 40, height: height,
            x: timeDomain, y: (values.lowerBound - pad)...(values.upperBound + pad), yGrowsUp: true)
    }

    func drawTimeline(_ panel: PlotPanel, in svg: inout SVGDocument) {
        panel.drawFrame(
            in: &svg, title: "Content offsets over time; decisions as dashed lines",
            xUnit: "time (s)", yUnit: "offset (pt)", ticks: (12, 5))
        var labels = MarkerLabels(spacing: 18)
        for numbered in data.decisions {
            let x = panel.x(numbered.decision.time)
            svg.add(
                "line",
                [
                    "x1": x, "y1": panel.top, "x2": x, "y2": panel.bottom,
                    "stroke": touchColor(numbered.decision.touch), "stroke-width": 1,
                    "stroke-dasharray": "3 3", "stroke-opacity": 0.7,
                ])
            labels.add(number: numbered.number, x: x, y: panel.top + 8)
        }
        let series = plottedSeries
        if series.isEmpty {
            svg.add(
                "text",
                [
                    "x": panel.left + panel.width / 2, "y": panel.top + panel.height / 2,
                    "text-anchor": "middle", "class": "subtitle",
                ], text: "No scroll view moved.")
        }
        for (index, line) in series.enumerated() {
            let color = PlotPalette.color(index, of: PlotPalette.series)
            drawSteps(line.times, line.values, named: line.name, color: color, kind: "offsets", in: panel, svg: &svg)
        }
        // The legend goes over the lines, on a pale box so that a line
        // passing under it (offsets often end high, at the right) cannot hide
        // a name.
        if !series.isEmpty {
            svg.add(
                "rect",
                [
                    "x": panel.right - 126, "y": panel.top + 4, "width": 122,
                    "height": Double(series.count) * 15 + 6, "fill": "#ffffff", "fill-opacity": 0.85,
                    "stroke": "#cccccc", "class": "legend",
                ])
        }
        for (index, line) in series.enumerated() {
            let color = PlotPalette.color(index, of: PlotPalette.series)
            let y = panel.top + 16 + Double(index) * 15
            svg.add(
                "line",
                [
                    "x1": panel.right - 120, "y1": y - 4, "x2": panel.right - 100, "y2": y - 4,
                    "stroke": color, "stroke-width": 2,
                ])
            svg.add("text", ["x": panel.right - 94, "y": y, "class": "halo"], text: line.name)
        }
        for group in labels.groups {
            svg.add("text", ["x": group.x + 3, "y": group.y + 6, "class": "number"], text: group.text)
        }
    }

    /// A value that holds until it changes (an offset, a zoom scale) as a
    /// line drawn in steps, held to the end of the trace; its class is
    /// `path` and `kind`, and `data-series` its name.
    func drawSteps(
        _ times: [Double], _ values: [Double], named name: String, color: String, kind: String, in panel: PlotPanel,
        svg: inout SVGDocument
    ) {
        var points = [panel.place(times[0], values[0])]
        for index in times.indices.dropFirst() {
            points.append(panel.place(times[index], values[index - 1]))
            points.append(panel.place(times[index], values[index]))
        }
        points.append(panel.place(timeDomain.upperBound, values[values.count - 1]))
        svg.add(
            "polyline",
            ["points": SVGDocument.points(points), "stroke": color, "class": "path \(kind)", "data-series": name])
    }

    /// A bar per finger from touch-down to its last delivery, on the timeline's
    /// time scale.
    func drawTouchStrip(top: Double, timeline: PlotPanel, in svg: inout SVGDocument) {
        for (index, touch) in data.touches.enumerated() {
            let y = top + Double(index) * Self.stripRow
            let color = touchColor(touch.id)
            let from = timeline.x(touch.times[0])
            let to = timeline.x(touch.times[touch.times.count - 1])
            svg.add(
                "rect",
                [
                    "x": from, "y": y + 3, "width": max(to - from, 2), "height": Self.stripRow - 6,
                    "fill": color,
                ])
            svg.add(
                "text",
                [
                    "x": timeline.left - 4, "y": y + Self.stripRow - 3, "text-anchor": "end",
                    "fill": color,
                ], text: "\(touch.id)")
        }
    }
}
