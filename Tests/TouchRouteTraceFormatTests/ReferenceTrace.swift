@testable import TouchRoute

// The CLI's String-building trace formatters as they were before
// `TouchRouteTraceFormat`, kept as the reference its bytes must equal.

enum Reference {
    static func seconds(_ value: Double) -> String {
        let millis = Int((value * 1000).rounded())
        let fraction = String(abs(millis) % 1000)
        return "\(millis < 0 ? "-" : "")\(abs(millis) / 1000)." + String(repeating: "0", count: 3 - fraction.count)
            + fraction
    }

    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func decision(_ decision: Decision) -> String {
        var text = "\(decision.touch)  \(decision.view.name)  \(decision.rule)  \(decision.outcome.rawValue)"
        if let target = decision.target {
            switch decision.outcome {
            case .cancelled: text += " at \(target.name)"
            case .forwarded: text += " to \(target.name)"
            default: text += " (\(target.name))"
            }
        }
        text +=
            "  (dx \(decision.displacement.dx.compactDescription), dy \(decision.displacement.dy.compactDescription)"
        if let thresholds = decision.thresholds {
            text += "; thresholds \(thresholds.x?.compactDescription ?? "-")/\(thresholds.y?.compactDescription ?? "-")"
        }
        return text + ")"
    }

    static func pointerScroll(_ scroll: PointerScrollRecord) -> String {
        let delta = Point(x: scroll.delta.dx, y: scroll.delta.dy)
        let head = "\(scroll.source) \(scroll.phase) at \(scroll.location) by \(delta) → "
        guard let view = scroll.view else { return head + "no scroll view" }
        let applied = Point(x: scroll.applied.dx, y: scroll.applied.dy)
        return head + "\(view.name) moved \(applied)" + (scroll.chainedTo.map { " chained to \($0.name)" } ?? "")
    }

    static func json(_ record: TraceRecord, timeOrigin: Double) -> String {
        var fields: [String] = []
        func add(_ key: String, _ value: String) { fields.append("\(quoted(key)):\(quoted(value))") }
        func add(_ key: String, _ value: Double) {
            fields.append("\(quoted(key)):\(value.isFinite ? value.compactDescription : "null")")
        }
        func add(_ key: String, _ value: Int) { fields.append("\(quoted(key)):\(value)") }
        func begin(_ type: String, _ time: Double) {
            add("type", type)
            add("t", time - timeOrigin)
        }
        switch record {
        case .delivery(let delivery):
            begin("touch", delivery.time)
            add("id", delivery.touch.rawValue)
            add("phase", delivery.phase.rawValue)
            add("x", delivery.location.x)
            add("y", delivery.location.y)
            add("view", delivery.view.name)
        case .decision(let decision):
            begin("decision", decision.time)
            add("id", decision.touch.rawValue)
            add("view", decision.view.name)
            add("rule", decision.rule.rawValue)
            add("outcome", decision.outcome.rawValue)
            add("dx", decision.displacement.dx)
            add("dy", decision.displacement.dy)
            if let target = decision.target { add("target", target.name) }
            if let x = decision.thresholds?.x { add("thresholdX", x) }
            if let y = decision.thresholds?.y { add("thresholdY", y) }
        case .scroll(let change):
            begin("scroll", change.time)
            add("view", change.view.name)
            add("x", change.offset.x)
            add("y", change.offset.y)
            if let zoom = change.zoom { add("zoom", zoom) }
        case .gesture(let change):
            begin("gesture", change.time)
            add("recognizer", change.recognizer.name)
            add("kind", change.kind.name)
            add("state", change.state.rawValue)
            if let location = change.values.location {
                add("x", location.x)
                add("y", location.y)
            }
            if let translation = change.values.translation {
                add("dx", translation.dx)
                add("dy", translation.dy)
            }
            if let velocity = change.values.velocity {
                add("vx", velocity.dx)
                add("vy", velocity.dy)
            }
            if let scale = change.values.scale { add("scale", scale) }
            if let rotation = change.values.rotation { add("rotation", rotation) }
            if let rate = change.values.rate { add("velocity", rate) }
        case .tap(let tap):
            begin("tap", tap.time)
            add("id", tap.touch.rawValue)
            add("view", tap.view.name)
            add("x", tap.location.x)
            add("y", tap.location.y)
            add("count", tap.count)
        case .pointerScroll(let scroll):
            begin("pointer-scroll", scroll.time)
            add("source", "\(scroll.source)")
            add("phase", "\(scroll.phase)")
            add("x", scroll.location.x)
            add("y", scroll.location.y)
            add("dx", scroll.delta.dx)
            add("dy", scroll.delta.dy)
            add("appliedX", scroll.applied.dx)
            add("appliedY", scroll.applied.dy)
            if let view = scroll.view { add("view", view.name) }
            if let chainedTo = scroll.chainedTo { add("chainedTo", chainedTo.name) }
        case .problem(let problem):
            begin("problem", problem.time)
            add("message", problem.message)
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The old `TraceText`: one frame's records to lines (now with a line
    /// of offsets per moment, in order with the other lines).
    struct Text {
        let timeOrigin: Double
        var pending: [TraceRecord] = []
        var moves: [TouchID: Int] = [:]

        mutating func flush() -> [String] {
            defer { pending.removeAll(keepingCapacity: true) }
            var entries: [(line: String, delivery: Delivery?, views: [String])] = []
            var movedThisFrame = Set<TouchID>()
            // The offsets line being filled: its entry and its moment. Any
            // other record kept for a line ends it.
            var openOffsets: (entry: Int, time: Double)?
            for record in pending {
                switch record {
                case .delivery(let delivery) where delivery.phase == .moved || delivery.phase == .stationary: break
                case .gesture(let change) where change.state == .changed: break
                case .scroll: break
                default: openOffsets = nil
                }
                switch record {
                case .delivery(let delivery) where delivery.phase == .moved || delivery.phase == .stationary:
                    movedThisFrame.insert(delivery.touch)
                case .delivery(let delivery):
                    if let index = entries.firstIndex(where: {
                        $0.delivery?.phase == delivery.phase && $0.delivery?.touch == delivery.touch
                    }) {
                        entries[index].views.append(delivery.view.name)
                    } else {
                        entries.append(("", delivery, [delivery.view.name]))
                    }
                case .decision(let decision):
                    entries.append(("\(stamp(decision.time))  \(Reference.decision(decision))", nil, []))
                case .scroll(let change):
                    let shown = "\(change.view.name) \(change.offset)"
                    if let open = openOffsets, open.time == change.time {
                        entries[open.entry].line += "  " + shown
                    } else {
                        entries.append(("\(stamp(change.time))  offsets " + shown, nil, []))
                        openOffsets = (entries.count - 1, change.time)
                    }
                case .pointerScroll(let scroll):
                    entries.append(("\(stamp(scroll.time))  \(Reference.pointerScroll(scroll))", nil, []))
                case .gesture(let change) where change.state == .changed:
                    break
                case .gesture(let change):
                    var line = "\(stamp(change.time))  gesture \(change.recognizer.name) \(change.kind.name)"
                    line += " \(change.state.rawValue)"
                    if let location = change.values.location { line += " at \(location)" }
                    if let scale = change.values.scale { line += " scale \(scale.compactDescription)" }
                    if let rotation = change.values.rotation { line += " rotation \(rotation.compactDescription)" }
                    entries.append((line, nil, []))
                case .tap(let tap):
                    entries.append(
                        (
                            "\(stamp(tap.time))  #\(tap.touch.rawValue)  \(tap.view.name)  tap \(tap.count) at \(tap.location)",
                            nil, []
                        ))
                case .problem(let problem):
                    entries.append(("\(stamp(problem.time))  problem: \(problem.message)", nil, []))
                }
            }
            for touch in movedThisFrame { moves[touch, default: 0] += 1 }
            let lines = entries.map { entry in
                guard let delivery = entry.delivery else { return entry.line }
                var line =
                    "\(stamp(delivery.time))  \(delivery.touch) \(delivery.phase.rawValue) at \(delivery.location) → "
                    + entry.views.joined(separator: ", ")
                if delivery.phase.isTerminal, let count = moves.removeValue(forKey: delivery.touch) {
                    line += "  (after \(count) move\(count == 1 ? "" : "s"))"
                }
                return line
            }
            return lines
        }

        private func stamp(_ time: Double) -> String {
            let text = Reference.seconds(time - timeOrigin)
            return String(repeating: " ", count: max(0, 8 - text.count)) + text
        }
    }
}
