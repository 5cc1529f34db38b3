import TouchRoute

/// A pointer event as text, in the two places a converted recording keeps
/// them: a `libinput record` file's `- libinput:` list, as libinput writes
/// it, and an evemu file's `# libinput: …` comments, a TouchRoute extension
/// that evemu's tools read as the comments they are (evemu has no place for
/// libinput's own events, and they are what that desktop made of a
/// touchpad's fingers).
///
/// The comment form is `# libinput: SECONDS.MICROSECONDS motion DX DY` or
/// `# libinput: SECONDS.MICROSECONDS scroll wheel|finger|continuous DX DY`.
/// Numbers are written in Swift's shortest form that reads back exactly.
extension LibinputPointerEvent {
    /// Where an evemu comment that carries a pointer event starts.
    public static let evemuCommentPrefix = "# libinput: "

    /// The YAML flow mapping `libinput record` writes for this event, time
    /// counted from `origin`, without a line break.
    public func libinputRecordText(timedFrom origin: EventTime) -> String {
        let time = Self.timeText(time, from: origin)
        switch kind {
        case .motion(let dx, let dy):
            return "{time: \(time), type: POINTER_MOTION, delta: [\(dx), \(dy)], unaccel: [\(dx), \(dy)]}"
        case .scroll(let source, let dx, let dy):
            return "{time: \(time), type: POINTER_AXIS, axes: [\(dx), \(dy)], source: \(Self.sourceName(source))}"
        }
    }

    /// The evemu comment line for this event, time counted from `origin`,
    /// without a line break.
    public func evemuComment(timedFrom origin: EventTime) -> String {
        let time = Self.timeText(time, from: origin)
        switch kind {
        case .motion(let dx, let dy): return "\(Self.evemuCommentPrefix)\(time) motion \(dx) \(dy)"
        case .scroll(let source, let dx, let dy):
            return "\(Self.evemuCommentPrefix)\(time) scroll \(Self.sourceName(source)) \(dx) \(dy)"
        }
    }

    /// The event an evemu comment's text after `evemuCommentPrefix` gives;
    /// nil when it is not one (`EvemuParser` says what is wrong).
    public init?(evemuCommentBody body: Substring, line: Int) {
        let fields = body.split(separator: " ", omittingEmptySubsequences: true)
        // evemu's own rule for times, as on `E:` lines.
        let reader = FieldReader(path: "", line: line, layout: "")
        guard fields.count >= 4, let time = try? EvemuParser.time(fields[0], fields: reader) else { return nil }
        switch fields[1] {
        case "motion" where fields.count == 4:
            guard let dx = Double(fields[2]), let dy = Double(fields[3]), dx.isFinite, dy.isFinite else { return nil }
            self.init(time: time, kind: .motion(dx: dx, dy: dy), line: line)
        case "scroll" where fields.count == 5:
            let sources: [PointerScroll.Source] = [.wheel, .finger, .continuous]
            guard let source = sources.first(where: { Self.sourceName($0) == fields[2] }), let dx = Double(fields[3]),
                let dy = Double(fields[4]),
                dx.isFinite, dy.isFinite
            else { return nil }
            self.init(time: time, kind: .scroll(source: source, dx: dx, dy: dy), line: line)
        default:
            return nil
        }
    }

    /// The trace's name of `source`, which is also libinput's word for it.
    private static func sourceName(_ source: PointerScroll.Source) -> String { "\(source.name)" }

    /// `SECONDS.MICROSECONDS` with six digits, as libinput writes times,
    /// counted from `origin`.
    private static func timeText(_ time: EventTime, from origin: EventTime) -> String {
        var bytes: [UInt8] = []
        bytes.appendTime(time.counted(from: origin))
        return String(decoding: bytes, as: UTF8.self)
    }
}
