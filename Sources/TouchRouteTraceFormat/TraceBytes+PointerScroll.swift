import TouchRoute

extension TraceBytes {
    /// One routed pointer scroll for people, without a newline:
    /// `wheel changed at (400, 300) by (0, 48) → list0 moved (0, 30) chained to outer`;
    /// `… → no scroll view` when nothing under the pointer scrolls that way.
    public mutating func append(_ scroll: PointerScrollRecord) {
        append(literal: scroll.source.name)
        append(byte: " ")
        append(literal: scroll.phase.name)
        append(literal: " at ")
        append(scroll.location)
        append(literal: " by ")
        append(Point(x: scroll.delta.dx, y: scroll.delta.dy))
        guard let view = scroll.view else {
            append(literal: " → no scroll view")
            return
        }
        append(literal: " → ")
        append(view.name)
        append(literal: " moved ")
        append(Point(x: scroll.applied.dx, y: scroll.applied.dy))
        if let chainedTo = scroll.chainedTo {
            append(literal: " chained to ")
            append(chainedTo.name)
        }
    }
}
