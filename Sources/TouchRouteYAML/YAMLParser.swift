import CYAML

/// libyaml's event parser (`yaml_parser_t`), over bytes in memory or a
/// reader that fills a buffer: one `YAMLEvent` at a time, so a long file is
/// read as a stream, in memory bounded by libyaml's buffers and whatever the
/// caller keeps.
///
/// Not thread-safe: one parser belongs to one reader.
package final class YAMLParser {
    /// Fills a buffer with the next bytes of the input: the count written,
    /// 0 at its end, or nil when reading failed (libyaml then stops with a
    /// reader error, and `readerFailed` is true).
    package typealias Read = (UnsafeMutableRawBufferPointer) -> Int?

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The bytes libyaml reads from, owned here for the parser's lifetime.
    private var bytes: UnsafeMutableBufferPointer<UInt8>?
    /// The reader libyaml calls, kept alive for the parser's lifetime.
    private var reader: ReaderBox?
    /// An error already reported: libyaml's state after one is undefined.
    private var failure: YAMLError?
    /// The stream's end, once libyaml has given it: libyaml gives no event
    /// after it, so it is given again.
    private var streamEnd: YAMLEvent?

    /// A parser over `bytes` (copied once).
    package init(bytes: some Collection<UInt8>) {
        parser = Self.makeParser()
        guard Self.isInitialized(parser) else {
            failure = .memory
            return
        }
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = copy.initialize(from: bytes)
        self.bytes = copy
        yaml_parser_set_input_string(parser, copy.baseAddress, bytes.count)
    }

    /// A parser that reads its input through `read`, as libyaml asks for it.
    package init(reading read: @escaping Read) {
        parser = Self.makeParser()
        guard Self.isInitialized(parser) else {
            failure = .memory
            return
        }
        let box = ReaderBox(read: read)
        reader = box
        yaml_parser_set_input(
            parser,
            { data, buffer, size, sizeRead in
                guard let data, let buffer, let sizeRead else { return 0 }
                let box = Unmanaged<ReaderBox>.fromOpaque(data).takeUnretainedValue()
                guard let count = box.read(UnsafeMutableRawBufferPointer(start: buffer, count: size)) else {
                    box.failed = true
                    return 0
                }
                sizeRead.pointee = count
                return 1
            }, Unmanaged.passUnretained(box).toOpaque())
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        bytes?.deallocate()
    }

    /// A parser for UTF-8 input, or, when libyaml had no memory for its
    /// first buffers, one that `isInitialized` says is not: libyaml leaves
    /// it zeroed but for its error, which `yaml_parser_delete` accepts.
    private static func makeParser() -> UnsafeMutablePointer<yaml_parser_t> {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        if yaml_parser_initialize(parser) != 0 { yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING) }
        return parser
    }

    /// Whether `yaml_parser_initialize` succeeded: it sets no error then.
    /// (A parser it failed to set up must never parse: libyaml would loop
    /// on its empty buffers.)
    private static func isInitialized(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> Bool {
        parser.pointee.error == YAML_NO_ERROR && parser.pointee.raw_buffer.start != nil
    }

    /// The next event; after the stream's end, the stream's end again.
    /// - Throws: the error libyaml stopped at, and the same error on every
    ///   later call.
    package func next() throws(YAMLError) -> YAMLEvent {
        if let failure { throw failure }
        if let streamEnd { return streamEnd }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else {
            let error = currentError()
            failure = error
            throw error
        }
        defer { yaml_event_delete(&event) }
        let start = Self.mark(event.start_mark)
        let end = Self.mark(event.end_mark)
        let kind: YAMLEvent.Kind
        switch event.type {
        case YAML_STREAM_START_EVENT: kind = .streamStart
        case YAML_STREAM_END_EVENT:
            streamEnd = YAMLEvent(kind: .streamEnd, start: start, end: end)
            kind = .streamEnd
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
        case YAML_ALIAS_EVENT: kind = .alias
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let tag = data.tag.map { String(cString: $0) }
            kind = .scalar(YAMLScalar(text: text, style: Self.style(data.style), tag: tag, mark: start))
        case YAML_SEQUENCE_START_EVENT:
            kind = .sequenceStart(flow: event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            kind = .mappingStart(flow: event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        default:
            // libyaml documents no other event; one would be a stream we cannot follow.
            let error = YAMLError.syntax(
                problem: "libyaml gave an event this reader does not know (type \(event.type.rawValue))", mark: start,
                context: nil)
            failure = error
            throw error
        }
        return YAMLEvent(kind: kind, start: start, end: end)
    }

    /// Whether the reader failed (the error is then libyaml's "input error").
    package var readerFailed: Bool { reader?.failed ?? false }

    private func currentError() -> YAMLError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown problem"
        switch state.error {
        case YAML_READER_ERROR:
            return .reader(problem: problem, offset: state.problem_offset, value: state.problem_value)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let context = state.context.map {
                YAMLError.Context(text: String(cString: $0), mark: Self.mark(state.context_mark))
            }
            return .syntax(problem: problem, mark: Self.mark(state.problem_mark), context: context)
        default:
            return .memory
        }
    }

    private static func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: mark.line + 1, column: mark.column + 1)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}

/// The reader a parser calls back, reached through libyaml's `data` pointer.
private final class ReaderBox {
    let read: YAMLParser.Read
    var failed = false

    init(read: @escaping YAMLParser.Read) { self.read = read }
}
