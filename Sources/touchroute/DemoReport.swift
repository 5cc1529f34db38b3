import TouchRoute
import TouchRouteTraceFormat

/// The human-readable account of one demo gesture: what each view received,
/// the decisions (and the recognizers' transitions and the taps rows counted,
/// when there are any), and the offsets afterwards.
struct DemoReport {
    let number: Int
    let name: String
    let records: [TraceRecord]
    let timeOrigin: Double

    /// - Parameter offsets: the layout's scroll offsets once all is still
    ///   (`RoutedLayout.offsetsDescription`).
    func lines(offsets: String) -> [String] {
        var lines = ["\(number). \(name)"]
        lines.append("   received:")
        for (view, phases) in received() {
            lines.append("     \(view.padding(to: 12)) \(phases)")
        }
        let hasGestures = records.contains { if case .gesture = $0 { true } else { false } }
        lines.append(hasGestures ? "   decisions and gestures:" : "   decisions:")
        for record in records {
            // `changed` floods a pan's frames: people read the transitions.
            if case .gesture(let change) = record, change.state != .changed {
                var text = TraceBytes(capacity: 128)
                text.append(change)
                lines.append("     \(Self.seconds(change.time - timeOrigin)) s  " + text.text)
            }
            if case .decision(let decision) = record {
                lines.append(
                    "     \(Self.seconds(decision.time - timeOrigin)) s  " + DecisionText(decision: decision).text)
            }
            if case .tap(let tap) = record {
                var text = TraceBytes(capacity: 64)
                text.append(tap)
                lines.append("     \(Self.seconds(tap.time - timeOrigin)) s  " + text.text)
            }
            if case .problem(let problem) = record {
                lines.append("     \(Self.seconds(problem.time - timeOrigin)) s  problem: \(problem.message)")
            }
        }
        lines.append("   offsets: " + offsets)
        return lines
    }

    /// Each view's deliveries in order of first delivery, with runs of moves
    /// collapsed: `began moved×12 ended`.
    private func received() -> [(String, String)] {
        var order: [String] = []
        var phases: [String: [TouchPhase]] = [:]
        for record in records {
            guard case .delivery(let delivery) = record else { continue }
            if phases[delivery.view.name] == nil { order.append(delivery.view.name) }
            phases[delivery.view.name, default: []].append(delivery.phase)
        }
        return order.map { name in (name, Self.collapse(phases[name] ?? [])) }
    }

    static func collapse(_ phases: [TouchPhase]) -> String {
        var words: [String] = []
        var index = 0
        while index < phases.count {
            var run = 1
            while index + run < phases.count, phases[index + run] == phases[index] { run += 1 }
            words.append(run == 1 ? phases[index].rawValue : "\(phases[index].rawValue)×\(run)")
            index += run
        }
        return words.joined(separator: " ")
    }

}

extension DemoReport {
    /// Seconds with exactly three decimals, so the decision lines align.
    static func seconds(_ value: Double) -> String {
        let millis = Int((value * 1000).rounded())
        let fraction = String(abs(millis) % 1000)
        return "\(millis < 0 ? "-" : "")\(abs(millis) / 1000)." + String(repeating: "0", count: 3 - fraction.count)
            + fraction
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
