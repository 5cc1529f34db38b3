import TouchRoute
import TouchRouteEvdev

extension LibinputRecordReader {
    private enum PointerLayout {
        static let scroll =
            "'{time: SECONDS.MICROSECONDS, type: POINTER_AXIS, axes: [HORIZONTAL, VERTICAL], source: wheel, finger or continuous}'"
        static let motion = "'{time: SECONDS.MICROSECONDS, type: POINTER_MOTION, delta: [DX, DY], unaccel: [DX, DY]}'"
    }

    /// The pointer events of one `libinput:` list: motion and scrolling.
    /// libinput's other events (keys, buttons, touches, gestures, devices
    /// added) are skipped, as is anything it may add later.
    func pointerEvents(_ node: LibinputRecordNode) throws(RecordingError) -> [LibinputPointerEvent] {
        var events: [LibinputPointerEvent] = []
        for item in try items(node, expected: "a list of libinput events such as '- {time: …, type: …}'") {
            guard item.entries != nil else {
                throw error(
                    at: item,
                    .unexpectedYAML(expected: "a libinput event such as '{time: …, type: …}'", found: item.summary))
            }
            guard let type = item["type"]?.text else { continue }
            let source: PointerScroll.Source?
            switch type {
            case "POINTER_MOTION":
                let delta = try pair(item, key: "unaccel", layout: PointerLayout.motion, type: type)
                events.append(
                    LibinputPointerEvent(
                        time: try time(item, layout: PointerLayout.motion, type: type),
                        kind: .motion(dx: delta.0, dy: delta.1), line: item.line))
                continue
            case "POINTER_AXIS": source = try axisSource(item)
            case "POINTER_SCROLL_WHEEL": source = .wheel
            case "POINTER_SCROLL_FINGER": source = .finger
            case "POINTER_SCROLL_CONTINUOUS": source = .continuous
            default: continue
            }
            guard let source else { continue }
            let axes = try pair(item, key: "axes", layout: PointerLayout.scroll, type: type)
            events.append(
                LibinputPointerEvent(
                    time: try time(item, layout: PointerLayout.scroll, type: type),
                    kind: .scroll(source: source, dx: axes.0, dy: axes.1), line: item.line))
        }
        return events
    }

    /// `source:` of a `POINTER_AXIS` event; nil for libinput's "unknown".
    /// A tilted wheel scrolls as a wheel.
    private func axisSource(_ item: LibinputRecordNode) throws(RecordingError) -> PointerScroll.Source? {
        let node = try required("source", in: item, parent: "the POINTER_AXIS event")
        switch node.text {
        case "wheel", "wheel-tilt": return .wheel
        case "finger": return .finger
        case "continuous": return .continuous
        case "unknown": return nil
        default:
            throw error(
                at: node,
                .unexpectedYAML(expected: "source: wheel, wheel-tilt, finger or continuous", found: node.summary))
        }
    }

    /// `time:`, `SECONDS.MICROSECONDS` with six digits, as libinput writes it.
    private func time(_ item: LibinputRecordNode, layout: String, type: String) throws(RecordingError) -> EventTime {
        let node = try required("time", in: item, parent: "the \(type) event")
        let text = Substring(node.text ?? "")
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 6 else {
            throw error(
                at: node,
                .unexpectedYAML(
                    expected: "a time in seconds with six digits after the point, such as 0.316501",
                    found: node.summary))
        }
        let fields = FieldReader(path: path, line: node.line, layout: layout)
        let seconds: Int = try fields.integer(parts[0], radix: 10, field: "seconds", in: 0...EventTime.largestSeconds)
        let microseconds: Int = try fields.integer(parts[1], radix: 10, field: "microseconds", in: 0...999_999)
        return EventTime(seconds: seconds, microseconds: microseconds)
    }

    /// `KEY: [X, Y]`, two finite decimal numbers.
    private func pair(_ item: LibinputRecordNode, key: String, layout: String, type: String) throws(RecordingError)
        -> (Double, Double)
    {
        let node = try required(key, in: item, parent: "the \(type) event")
        guard let values = node.items, values.count == 2 else {
            throw error(at: node, .unexpectedYAML(expected: "'\(key): [X, Y]', two numbers", found: node.summary))
        }
        var numbers: [Double] = []
        for (value, axis) in zip(values, ["horizontal", "vertical"]) {
            let text = value.text ?? value.summary
            guard let number = Double(text), number.isFinite else {
                throw error(
                    at: value,
                    .notANumber(field: "\(axis) value of '\(key):'", text: text, radix: 10, layout: layout))
            }
            numbers.append(number)
        }
        return (numbers[0], numbers[1])
    }
}
