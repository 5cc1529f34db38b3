import TouchRoute

/// One decision for people: `#2  pager  remorseful  taken-over  (dx -22.2, dy 0.2; thresholds 12/4)`.
struct DecisionText {
    let decision: Decision

    var text: String {
        var text = "\(decision.touch)  \(decision.view.name)  \(decision.rule)  \(decision.outcome.rawValue)"
        if let target = decision.target {
            switch decision.outcome {
            case .cancelled: text += " at \(target.name)"
            case .forwarded: text += " to \(target.name)"
            default: text += " (\(target.name))"
            }
        }
        text += "  (dx \(decision.displacement.dx.compactDescription), dy \(decision.displacement.dy.compactDescription)"
        if let thresholds = decision.thresholds {
            text += "; thresholds \(thresholds.x?.compactDescription ?? "-")/\(thresholds.y?.compactDescription ?? "-")"
        }
        return text + ")"
    }
}
