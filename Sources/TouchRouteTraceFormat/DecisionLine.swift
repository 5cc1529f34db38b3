import TouchRoute

extension TraceBytes {
    /// One decision for people, without a newline:
    /// `#2  pager  remorseful  taken-over  (dx -22.2, dy 0.2; thresholds 12/4)`.
    public mutating func append(_ decision: Decision) {
        append(byte: "#")
        append(decision.touch.rawValue)
        append(literal: "  ")
        append(decision.view.name)
        append(literal: "  ")
        append(decision.rule.rawValue)
        append(literal: "  ")
        append(decision.outcome.rawValue)
        if let target = decision.target {
            switch decision.outcome {
            case .cancelled: append(literal: " at ")
            case .forwarded: append(literal: " to ")
            default: append(literal: " (")
            }
            append(target.name)
            if decision.outcome != .cancelled, decision.outcome != .forwarded { append(byte: ")") }
        }
        append(literal: "  (dx ")
        append(compact: decision.displacement.dx)
        append(literal: ", dy ")
        append(compact: decision.displacement.dy)
        if let thresholds = decision.thresholds {
            append(literal: "; thresholds ")
            if let x = thresholds.x { append(compact: x) } else { append(byte: "-") }
            append(byte: "/")
            if let y = thresholds.y { append(compact: y) } else { append(byte: "-") }
        }
        append(byte: ")")
    }

    /// One ASCII character.
    @inline(__always)
    mutating func append(byte character: Unicode.Scalar) {
        append(UInt8(ascii: character))
    }
}
