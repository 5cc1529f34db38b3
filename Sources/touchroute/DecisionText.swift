import TouchRoute
import TouchRouteTraceFormat

/// One decision for people: `#2  pager  remorseful  taken-over  (dx -22.2, dy 0.2; thresholds 12/4)`,
/// spelled by `TraceBytes.append(_:)` as in the trace.
struct DecisionText {
    let decision: Decision

    var text: String {
        var bytes = TraceBytes(capacity: 128)
        bytes.append(decision)
        return bytes.text
    }
}
