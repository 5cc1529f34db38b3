import TouchRoute

/// The trace as JSON Lines, the stable machine-readable contract of the CLI,
/// formatted into a `TraceBytes` without allocating.
///
/// Every line has `"type"` and `"t"` (seconds since the time origin: the
/// first input event, or for `run` the device's opening).
/// - `"touch"`: `"id"`, `"phase"`, `"x"`, `"y"` (window points), `"view"` (the
///   view the touch was delivered to).
/// - `"decision"`: `"id"`, `"view"` (the deciding view), `"rule"`, `"outcome"`,
///   `"dx"`, `"dy"`, and when known `"target"`, `"thresholdX"`, `"thresholdY"`.
/// - `"scroll"`: `"view"`, `"x"`, `"y"` (the new content offset), and for a
///   view that zooms `"zoom"` (the zoom scale).
/// - `"gesture"`: a recognizer's transition: `"recognizer"` (its name),
///   `"kind"` (`tap`, `double-tap`, `long-press`, `pan`, `pinch`, `rotation`,
///   `swipe`, `edge-pan`, `transform`), `"state"` (`began`, `changed`, `ended`,
///   `recognized`, `failed`, `cancelled`), then where they apply `"x"`, `"y"`
///   (the fingers' centroid, window points), `"dx"`, `"dy"` (translation,
///   points), `"vx"`, `"vy"` (velocity, points per second), `"scale"`,
///   `"rotation"` (radians, clockwise positive) and `"velocity"` (a pinch's
///   scale per second or a rotation's radians per second).
/// - `"pointer-scroll"`: `"source"` (`wheel`, `finger`, `continuous`),
///   `"phase"` (`began`, `changed`, `ended`), `"x"`, `"y"` (the pointer),
///   `"dx"`, `"dy"` (what it asked for, in points of content offset),
///   `"appliedX"`, `"appliedY"` (how far the content moved for it), and when
///   known `"view"` (the scroll view that took it) and `"chainedTo"`.
/// - `"problem"`: `"message"`.
///
/// Keys come in this order; numbers have at most three decimals (not a
/// number: `null`). Fields may be added; none is ever renamed.
public struct TraceJSONFormat {
    /// Input time of the time origin, in seconds; `t` counts from here.
    public let timeOrigin: Double

    /// Makes a format whose `t` fields count seconds from `timeOrigin`, an input time in seconds.
    public init(timeOrigin: Double) {
        self.timeOrigin = timeOrigin
    }

    // The small pieces below are inlined: a line is a dozen of them, and their
    // calls were a third of formatting it (callgrind).

    /// One record's line, with its newline.
    public func append(_ record: TraceRecord, to out: inout TraceBytes) {
        switch record {
        case .delivery(let delivery):
            begin("touch", delivery.time, &out)
            field("id", delivery.touch.rawValue, &out)
            field("phase", delivery.phase.rawValue, &out)
            field("x", delivery.location.x, &out)
            field("y", delivery.location.y, &out)
            field("view", delivery.view.name, &out)
            if delivery.isInterpolated { flag("interpolated", &out) }
        case .decision(let decision):
            begin("decision", decision.time, &out)
            field("id", decision.touch.rawValue, &out)
            field("view", decision.view.name, &out)
            field("rule", decision.rule.rawValue, &out)
            field("outcome", decision.outcome.rawValue, &out)
            field("dx", decision.displacement.dx, &out)
            field("dy", decision.displacement.dy, &out)
            if let target = decision.target { field("target", target.name, &out) }
            if let x = decision.thresholds?.x { field("thresholdX", x, &out) }
            if let y = decision.thresholds?.y { field("thresholdY", y, &out) }
        case .scroll(let change):
            begin("scroll", change.time, &out)
            field("view", change.view.name, &out)
            field("x", change.offset.x, &out)
            field("y", change.offset.y, &out)
            if let zoom = change.zoom { field("zoom", zoom, &out) }
        case .gesture(let change):
            append(change, to: &out)
        case .tap(let tap):
            begin("tap", tap.time, &out)
            field("id", tap.touch.rawValue, &out)
            field("view", tap.view.name, &out)
            field("x", tap.location.x, &out)
            field("y", tap.location.y, &out)
            field("count", tap.count, &out)
        case .pointerScroll(let scroll):
            append(scroll, to: &out)
        case .problem(let problem):
            begin("problem", problem.time, &out)
            field("message", problem.message, &out)
        }
        out.append(literal: "}\n")
    }

    @inline(__always)
    private func begin(_ type: StaticString, _ time: Double, _ out: inout TraceBytes) {
        out.append(literal: "{\"type\":\"")
        out.append(literal: type)
        out.append(literal: "\",\"t\":")
        number(time - timeOrigin, &out)
    }

    private func append(_ scroll: PointerScrollRecord, to out: inout TraceBytes) {
        begin("pointer-scroll", scroll.time, &out)
        field("source", literal: scroll.source.name, &out)
        field("phase", literal: scroll.phase.name, &out)
        field("x", scroll.location.x, &out)
        field("y", scroll.location.y, &out)
        field("dx", scroll.delta.dx, &out)
        field("dy", scroll.delta.dy, &out)
        field("appliedX", scroll.applied.dx, &out)
        field("appliedY", scroll.applied.dy, &out)
        if let view = scroll.view { field("view", view.name, &out) }
        if let chainedTo = scroll.chainedTo { field("chainedTo", chainedTo.name, &out) }
    }

    private func append(_ change: GestureChange, to out: inout TraceBytes) {
        begin("gesture", change.time, &out)
        field("recognizer", change.recognizer.name, &out)
        field("kind", change.kind.name, &out)
        field("state", change.state.rawValue, &out)
        let values = change.values
        if let location = values.location {
            field("x", location.x, &out)
            field("y", location.y, &out)
        }
        if let translation = values.translation {
            field("dx", translation.dx, &out)
            field("dy", translation.dy, &out)
        }
        if let velocity = values.velocity {
            field("vx", velocity.dx, &out)
            field("vy", velocity.dy, &out)
        }
        if let scale = values.scale { field("scale", scale, &out) }
        if let rotation = values.rotation { field("rotation", rotation, &out) }
        if let rate = values.rate { field("velocity", rate, &out) }
    }

    /// A key whose value is JSON's `true`: written only when it holds.
    private func flag(_ key: StaticString, _ out: inout TraceBytes) {
        keyPrefix(key, &out)
        out.append(literal: "true")
    }

    /// A value known at compile time, needing no escapes.
    private func field(_ key: StaticString, literal value: StaticString, _ out: inout TraceBytes) {
        keyPrefix(key, &out)
        out.append(byte: "\"")
        out.append(literal: value)
        out.append(byte: "\"")
    }

    @inline(__always)
    private func field(_ key: StaticString, _ value: String, _ out: inout TraceBytes) {
        keyPrefix(key, &out)
        out.append(jsonQuoted: value)
    }

    @inline(__always)
    private func field(_ key: StaticString, _ value: Double, _ out: inout TraceBytes) {
        keyPrefix(key, &out)
        number(value, &out)
    }

    @inline(__always)
    private func field(_ key: StaticString, _ value: Int, _ out: inout TraceBytes) {
        keyPrefix(key, &out)
        out.append(value)
    }

    /// `,"key":`. Keys are plain ASCII, needing no escapes.
    @inline(__always)
    private func keyPrefix(_ key: StaticString, _ out: inout TraceBytes) {
        out.append(literal: ",\"")
        out.append(literal: key)
        out.append(literal: "\":")
    }

    @inline(__always)
    private func number(_ value: Double, _ out: inout TraceBytes) {
        if value.isFinite { out.append(compact: value) } else { out.append(literal: "null") }
    }
}
