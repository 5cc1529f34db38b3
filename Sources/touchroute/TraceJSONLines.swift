import TouchRoute

/// The trace as JSON Lines, the stable machine-readable contract of the CLI.
///
/// Every line has `"type"` and `"t"` (seconds since the first input event, or
/// for `run` since the device was opened).
/// - `"touch"`: `"id"`, `"phase"`, `"x"`, `"y"` (window points), `"view"` (the
///   view the touch was delivered to).
/// - `"decision"`: `"id"`, `"view"` (the deciding view), `"rule"`, `"outcome"`,
///   `"dx"`, `"dy"`, and when known `"target"`, `"thresholdX"`, `"thresholdY"`.
/// - `"scroll"`: `"view"`, `"x"`, `"y"` (the new content offset).
/// - `"problem"`: `"message"`.
///
/// Fields may be added; none is ever renamed.
struct TraceJSONLines {
    /// Input time of the first input event; `t` counts from here.
    let timeOrigin: Double

    func line(for record: TraceRecord) -> String {
        switch record {
        case .delivery(let delivery):
            var line = JSONLine(type: "touch", time: delivery.time - timeOrigin)
            line.add("id", delivery.touch.rawValue)
            line.add("phase", delivery.phase.rawValue)
            line.add("x", delivery.location.x)
            line.add("y", delivery.location.y)
            line.add("view", delivery.view.name)
            return line.text
        case .decision(let decision):
            var line = JSONLine(type: "decision", time: decision.time - timeOrigin)
            line.add("id", decision.touch.rawValue)
            line.add("view", decision.view.name)
            line.add("rule", decision.rule)
            line.add("outcome", decision.outcome.rawValue)
            line.add("dx", decision.displacement.dx)
            line.add("dy", decision.displacement.dy)
            if let target = decision.target { line.add("target", target.name) }
            if let x = decision.thresholds?.x { line.add("thresholdX", x) }
            if let y = decision.thresholds?.y { line.add("thresholdY", y) }
            return line.text
        case .scroll(let change):
            var line = JSONLine(type: "scroll", time: change.time - timeOrigin)
            line.add("view", change.view.name)
            line.add("x", change.offset.x)
            line.add("y", change.offset.y)
            return line.text
        case .problem(let problem):
            var line = JSONLine(type: "problem", time: problem.time - timeOrigin)
            line.add("message", problem.message)
            return line.text
        }
    }
}
