import TouchRoute

/// The key to the markers and the numbered list of decisions.
extension TracePlot {
    func drawKey(top: Double, in svg: inout SVGDocument) {
        var x = Self.margin
        let y = top
        let sample = "#555555"
        Self.drawStart(at: (x + 5, y - 4), color: sample, in: &svg)
        svg.add("text", ["x": x + 14, "y": y], text: "touch-down")
        x += 100
        Self.drawEnd(of: Self.keyTouch(cancelled: false), at: (x + 5, y - 4), color: sample, in: &svg)
        svg.add("text", ["x": x + 14, "y": y], text: "lift-off")
        x += 80
        Self.drawEnd(of: Self.keyTouch(cancelled: true), at: (x + 5, y - 4), color: sample, in: &svg)
        svg.add("text", ["x": x + 14, "y": y], text: "cancelled everywhere")
        x += 160
        Self.drawDiamond(at: (x + 5, y - 4), color: "#ffffff", marksDecision: false, in: &svg)
        svg.add(
            "text", ["x": x + 14, "y": y],
            text: "decision, numbered as listed below; hollow at the near panel's edge: made further out")
    }

    func drawDecisionList(top: Double, count: Int, in svg: inout SVGDocument) {
        for numbered in data.decisions.prefix(count) {
            let y = top + Double(numbered.number - 1) * Self.lineHeight
            let time = DemoReport.seconds(numbered.decision.time)
            let padding = String(repeating: " ", count: max(0, 7 - time.count))
            svg.add(
                "text",
                [
                    "x": Self.margin + 24, "y": y, "text-anchor": "end", "class": "list number",
                    "fill": touchColor(numbered.decision.touch),
                ], text: "\(numbered.number)")
            svg.add(
                "text", ["x": Self.margin + 32, "y": y, "class": "list", "xml:space": "preserve"],
                text: padding + "\(time) s  " + DecisionText(decision: numbered.decision).text)
        }
        if data.decisions.count > count {
            svg.add(
                "text", ["x": Self.margin + 32, "y": top + Double(count) * Self.lineHeight, "class": "list"],
                text: "… and \(data.decisions.count - count) more decisions: --json lists them all.")
        }
    }

    /// A stand-in touch for the key's lift-off markers.
    private static func keyTouch(cancelled: Bool) -> TracePlotData.TouchPath {
        var touch = TracePlotData.TouchPath(id: TouchID(0), points: [.zero], times: [0])
        touch.finished = true
        touch.cancelled = cancelled
        return touch
    }
}
