import Testing

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings
@testable import TouchRouteYAML

/// The error for a `libinput record` file that is not YAML, above all one
/// cut off in the middle of an event line: found at the bracket left open,
/// by reading the file again a line at a time and making a `String` of only
/// the lines the message needs, never of the whole text.
@Suite struct LibinputRecordSyntaxErrorTests {
    /// `frames` frames of the stream tests' screen, then a line cut after
    /// `cut`: the bytes, and the number of the cut line.
    static func cutRecording(frames: Int, cut: String) -> (bytes: [UInt8], cutLine: Int) {
        let text = LibinputRecordStreamTests.screen + LibinputRecordStreamTests.frames(frames) + "  - evdev:\n" + cut
        return (Array(text.utf8), text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// The error for `bytes` as the stream reports it, and the bytes of text
    /// made `String`s while finding it.
    static func error(of bytes: [UInt8]) throws -> (error: RecordingError, decodedBytes: Int) {
        var yamlError: YAMLError?
        do {
            _ = try YAMLComposer.document(of: bytes)
        } catch {
            yamlError = error
        }
        let lines = try RecordingLine.lines(of: bytes, path: "x.yml")
        var decoded = 0
        var syntax = LibinputRecordSyntaxError(
            bytes: .memory(bytes), path: "x.yml", lineLimit: nil,
            lastLine: lines.last.map { ($0.number, $0.text.unicodeScalars.count) })
        syntax.decodedLine = { decoded += $0 }
        return (syntax.recordingError(try #require(yamlError)), decoded)
    }

    /// libyaml stops at the end with "did not find expected node content"
    /// and no mark at the `[`: the bracket is found by parsing the text again,
    /// and only its line is made a `String`.
    @Test(arguments: ["    - [681, 568000,   3,", "    - [681, 568000,   3, ", "    - [681,\n"])
    func aFileCutInsideAnEventLineIsReportedAtItsBracketFromThatLineAlone(cut: String) throws {
        let (bytes, cutLine) = Self.cutRecording(frames: 3_000, cut: cut)
        let line = cut.hasSuffix("\n") ? cutLine - 1 : cutLine
        let found = try Self.error(of: bytes)
        #expect(found.error == RecordingError(path: "x.yml", line: line, reason: .unclosedBracket("[")))
        #expect(bytes.count > 200_000)
        #expect(found.decodedBytes == cut.utf8.count - (cut.hasSuffix("\n") ? 1 : 0))
        // The whole reader agrees.
        #expect(throws: found.error) { try LibinputRecordDocument(parsing: bytes, path: "x.yml") }
    }

    /// Where libyaml's context is the `[` itself, that line is the only one read.
    @Test func aBracketLibyamlPointsAtIsReadFromItsLineAlone() throws {
        let (bytes, cutLine) = Self.cutRecording(frames: 3_000, cut: "    - [681, 568000")
        let found = try Self.error(of: bytes)
        #expect(found.error == RecordingError(path: "x.yml", line: cutLine, reason: .unclosedBracket("[")))
        #expect(found.decodedBytes == "    - [681, 568000".utf8.count)
    }

    /// Of nested collections left open, the outermost in flow style is the
    /// one reported, at its own line, however deep they nest; a line break
    /// libyaml counts inside a line of the file (a lone `\r`, NEL) moves it as
    /// it moves libyaml's marks, and a `\r` before the `\n` does not.
    @Test(
        arguments: [
            ("version: 1\nhid: [[[1,", 2, "["),
            ("version: 1\r\r\nhid: [1,\n  2,", 2, "["),
            ("version: 1\nhid: {a: [1, {b: [2,", 2, "{"),
            ("version: 1\nhid:\n  - x\n  - {a:\n     [1, 2,", 4, "{"),
            ("version: 1\rhid: [1,\n  2,", 2, "["),
            ("version: 1\u{85}hid: \"é\"\nx: [1,", 3, "["),
        ] as [(String, Int, Character)])
    func theOutermostOpenFlowCollectionIsReported(text: String, line: Int, opener: Character) throws {
        let found = try Self.error(of: Array(text.utf8))
        #expect(found.error == RecordingError(path: "x.yml", line: line, reason: .unclosedBracket(opener)))
    }

    /// A device's second `events:` is refused as any repeated key is, after
    /// it has been read past (not composed: it may hold a whole recording).
    @Test func aSecondEventsListIsARepeatedKey() {
        let text =
            LibinputRecordStreamTests.screen + LibinputRecordStreamTests.frames(2) + "  events:\n"
            + LibinputRecordStreamTests.frames(500)
        let firstLine = LibinputRecordStreamTests.screen.split(separator: "\n").count
        let secondLine = firstLine + LibinputRecordStreamTests.frames(2).split(separator: "\n").count + 1
        #expect(
            throws: RecordingError(
                path: "x.yml", line: secondLine, reason: .repeatedKey("events", firstLine: firstLine))
        ) {
            try LibinputRecordDocument(parsing: text, path: "x.yml")
        }
    }
}
