import TouchRoute

/// The screen panel: the window to scale, each finger's path on it, and where
/// each decision was made.
extension TracePlot {
    /// The largest box the screen is fitted into, in pixels.
    static let screenBox = (width: 680.0, height: 420.0)

    func screenPanel(top: Double) -> PlotPanel {
        let screen = data.screen
        let scale = min(Self.screenBox.width / screen.width, Self.screenBox.height / screen.height)
        return PlotPanel(
            left: Self.margin, top: top, width: screen.width * scale, height: screen.height * scale,
            x: 0...screen.width, y: 0...screen.height, yGrowsUp: false)
    }

    func drawScreen(_ panel: PlotPanel, in svg: inout SVGDocument) {
        let size = "\(data.screen.width.compactDescription)×\(data.screen.height.compactDescription) pt"
        panel.drawFrame(
            in: &svg, title: "Screen (\(size)): finger paths and decisions",
            xUnit: "x (pt)", yUnit: "y (pt)", ticks: (8, 5))
        for touch in data.touches {
            let color = touchColor(touch.id)
            let points = touch.points.map { panel.place($0.x, $0.y) }
            svg.add(
                "polyline",
                [
                    "points": SVGDocument.points(points), "stroke": color, "class": "path touch",
                    "data-touch": touch.id.rawValue,
                ])
            Self.drawStart(at: points[0], color: color, in: &svg)
            Self.drawEnd(of: touch, at: points[points.count - 1], color: color, in: &svg)
            svg.add(
                "text",
                [
                    "x": points[0].x - 8, "y": points[0].y + 16, "text-anchor": "end",
                    "class": "number", "fill": color,
                ], text: "\(touch.id)")
        }
        var labels = MarkerLabels(spacing: 18)
        for numbered in data.decisions {
            let point = panel.place(numbered.location.x, numbered.location.y)
            Self.drawDiamond(at: point, color: touchColor(numbered.decision.touch), in: &svg)
            labels.add(number: numbered.number, x: point.x, y: point.y)
        }
        Self.drawLabels(labels, in: panel, svg: &svg)
    }
}
