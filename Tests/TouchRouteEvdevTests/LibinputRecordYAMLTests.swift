import Testing

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// What libyaml makes of YAML that is broken or hostile, as `libinput record`
/// files see it: errors at the line to fix, never a crash or a blow-up.
@Suite struct LibinputRecordYAMLTests {
    static func parse(_ text: String) throws(RecordingError) -> LibinputRecordDocument {
        try LibinputRecordDocument(parsing: text, path: "x.yml")
    }

    @Test(arguments: [
        (
            "version: 1\nhid: [\n  1, 2,\n",
            "x.yml:2: this '[' is never closed. The file may be cut short; record it again."
        ),
        ("version: 1\na: {b: [1,\n", "x.yml:2: this '{' is never closed. The file may be cut short; record it again."),
        (
            "version: 1\nname: \"Scr\n",
            "x.yml:2: this '\"' is never closed. The file may be cut short; record it again."
        ),
        (
            "version: 1\ndevices: []\nversion: 2\n",
            "x.yml:3: a second 'version' entry here (the first is on line 1), which would replace the first. libinput record writes each key once; remove the entry that is wrong."
        ),
        (
            "version: 1\na: &x [1, 2]\nb: *x\n",
            "x.yml:3: a YAML alias (*name), which libinput record never writes and which can stand for billions of values. Write the value out in full, or record the device again."
        ),
        (
            "version: 1\n  a: 1\n",
            "x.yml:2: the YAML cannot be read: mapping values are not allowed in this context. Check that this is a complete, unedited libinput record file."
        ),
        (
            "version: 1\nname: \"a\u{1B}b\"\n",
            "x.yml:2: the YAML cannot be read: control characters are not allowed. Check that this is a complete, unedited libinput record file."
        ),
    ])
    func brokenYAMLIsReportedAtTheLineToFix(text: String, message: String) {
        expectRecordingError(message) { _ = try Self.parse(text) }
    }

    /// The hand-written parser this replaced once took time quadratic in the
    /// lines after an open `[` (7 s for 80,000). This checks the behaviour
    /// only, never the time; a release build reads it in a fraction of a second.
    @Test func aBracketNeverClosedBeforeEightyThousandLinesIsReportedWhereItOpened() {
        let text = "version: 1\nhid: [\n" + String(repeating: "  1, 2, 3, 4, 0x12, 0x34,\n", count: 80_000)
        #expect(throws: RecordingError(path: "x.yml", line: 2, reason: .unclosedBracket("["))) { try Self.parse(text) }
    }

    @Test func thousandsOfNestedCollectionsAreRefusedNotRecursedInto() {
        let brackets = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let dashes = String(repeating: "- ", count: 5_000) + "x"
        for text in ["version: 1\na: \(brackets)\n", "version: 1\na:\n" + dashes + "\n"] {
            #expect(throws: RecordingError.self) { try Self.parse(text) }
        }
    }

    /// Ten lines of anchors that each repeat the one before ten times stand
    /// for 10¹⁰ values; the alias is refused before anything walks them.
    @Test func aBillionLaughsIsRefusedAtItsFirstAlias() {
        var lines = ["version: 1", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(previous)]")
        }
        lines.append("{*a9: 1}: 2")
        #expect(throws: RecordingError(path: "x.yml", line: 3, reason: .yamlAlias)) {
            try Self.parse(lines.joined(separator: "\n") + "\n")
        }
    }

    @Test func aStarInsideQuotesOrCommentsIsNoAlias() throws {
        let text = """
            version: 1 # *not an alias
            devices:
            - node: /dev/input/event1
              evdev:
                name: "Panel *2*"
                id: [1, 2, 3, 4]
                codes: {}
            """
        #expect(try Self.parse(text).touchDevice.description.name == "Panel *2*")
    }
}
