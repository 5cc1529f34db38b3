import TouchRoute

/// The near panel: every touch's displacement from its touch-down, zoomed in
/// on the rules' thresholds, so a decision's marker shows which box it left.
extension TracePlot {
    /// The panel's side, in pixels.
    static let nearSide = 340.0

    /// The rules' thresholds, each distinct set once, in the order first used.
    var thresholdBoxes: [(rule: DecisionRule, thresholds: Thresholds)] {
        var boxes: [(rule: DecisionRule, thresholds: Thresholds)] = []
        for numbered in data.decisions {
            guard let thresholds = numbered.decision.thresholds,
                thresholds.x != nil || thresholds.y != nil,
                !boxes.contains(where: { $0.rule == numbered.decision.rule && $0.thresholds == thresholds })
            else { continue }
            boxes.append((numbered.decision.rule, thresholds))
        }
        return boxes
    }

    /// Half the panel's extent, in points: twice the largest threshold, so
    /// every box sits well inside, widened to show decisions made further out
    /// (up to four thresholds), and never under 10 pt.
    var nearExtent: Double {
        let largest = thresholdBoxes.flatMap { [$0.thresholds.x ?? 0, $0.thresholds.y ?? 0] }.max() ?? 0
        let reach =
            data.decisions.map { max(abs($0.decision.displacement.dx), abs($0.decision.displacement.dy)) }.max() ?? 0
        let limit = largest > 0 ? 4 * largest : 40
        return max(2 * largest, min(reach * 1.2, limit), 10)
    }

    func nearPanel(top: Double, left: Double) -> PlotPanel {
        let extent = nearExtent
        return PlotPanel(
            left: left, top: top, width: Self.nearSide, height: Self.nearSide,
            x: -extent...extent, y: -extent...extent, yGrowsUp: false)
    }

    func drawNear(_ panel: PlotPanel, in svg: inout SVGDocument) {
        panel.drawFrame(
            in: &svg, title: "Near touch-down: displacement and thresholds",
            xUnit: "dx (pt)", yUnit: "dy (pt)", ticks: (8, 8))
        let origin = panel.place(0, 0)
        svg.add("line", ["x1": panel.left, "y1": origin.y, "x2": panel.right, "y2": origin.y, "stroke": "#bbbbbb"])
        svg.add("line", ["x1": origin.x, "y1": panel.top, "x2": origin.x, "y2": panel.bottom, "stroke": "#bbbbbb"])
        svg.add("clipPath", ["id": "near-clip"]) { svg in
            svg.add("rect", ["x": panel.left, "y": panel.top, "width": panel.width, "height": panel.height])
        }
        let extent = nearExtent
        let boxes = thresholdBoxes
        svg.add("g", ["clip-path": "url(#near-clip)"]) { svg in
            for (index, box) in boxes.enumerated() {
                let halfWidth = box.thresholds.x ?? 2 * extent
                let halfHeight = box.thresholds.y ?? 2 * extent
                let corner = panel.place(-halfWidth, -halfHeight)
                svg.add(
                    "rect",
                    [
                        "x": corner.x, "y": corner.y,
                        "width": 2 * halfWidth * panel.x.pixelsPerUnit,
                        "height": 2 * halfHeight * panel.y.pixelsPerUnit,
                        "fill": "none", "stroke": PlotPalette.color(index, of: PlotPalette.rules),
                        "stroke-width": 1.5, "stroke-dasharray": "6 3",
                    ])
            }
            for touch in data.touches {
                let start = touch.start
                let points = touch.points.map { panel.place($0.x - start.x, $0.y - start.y) }
                svg.add(
                    "polyline",
                    [
                        "points": SVGDocument.points(points), "stroke": touchColor(touch.id),
                        "class": "path", "stroke-opacity": 0.8,
                    ])
            }
        }
        var labels = MarkerLabels(spacing: 18)
        for numbered in data.decisions {
            // A decision made further out than the panel shows is pinned to
            // its edge, hollow.
            let displacement = numbered.decision.displacement
            let inside = abs(displacement.dx) <= extent && abs(displacement.dy) <= extent
            let point = panel.place(
                min(max(displacement.dx, -extent), extent), min(max(displacement.dy, -extent), extent))
            Self.drawDiamond(at: point, color: inside ? touchColor(numbered.decision.touch) : "#ffffff", in: &svg)
            labels.add(number: numbered.number, x: point.x, y: point.y)
        }
        Self.drawLabels(labels, in: panel, svg: &svg)
        for (index, box) in boxes.enumerated() {
            let y = panel.top + 16 + Double(index) * 15
            let color = PlotPalette.color(index, of: PlotPalette.rules)
            svg.add(
                "line",
                [
                    "x1": panel.left + 8, "y1": y - 4, "x2": panel.left + 30, "y2": y - 4, "stroke": color,
                    "stroke-width": 1.5, "stroke-dasharray": "6 3",
                ])
            svg.add(
                "text", ["x": panel.left + 36, "y": y, "class": "halo"],
                text: "\(box.rule): " + Self.limits(box.thresholds))
        }
    }

    /// `|dx| ≤ 12, |dy| ≤ 4`: what staying inside a box means.
    static func limits(_ thresholds: Thresholds) -> String {
        [("dx", thresholds.x), ("dy", thresholds.y)].compactMap { name, limit in
            limit.map { "|\(name)| ≤ \($0.compactDescription)" }
        }.joined(separator: ", ")
    }
}
