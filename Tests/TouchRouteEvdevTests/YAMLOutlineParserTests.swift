import Testing
@testable import TouchRouteEvdev

@Suite struct YAMLOutlineParserTests {
    static func parse(_ text: String) throws(RecordingError) -> YAMLNode {
        try YAMLOutlineParser.parseDocument(RecordingLine.lines(of: Array(text.utf8), path: "x.yml"), path: "x.yml")
    }

    /// The node's shape as compact text: `{k: v}`, `[a, b]`, scalars as they are.
    static func shape(_ node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let text): text
        case .sequence(let items): "[" + items.map(shape).joined(separator: ", ") + "]"
        case .mapping(let entries): "{" + entries.map { "\($0.key): \(shape($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    @Test func mappingsAndSequencesNestByIndentation() throws {
        let node = try Self.parse("""
            a: 1
            b:
              c: two words
              d:
                - x
                - y: 3
                  z: 4
            e:
            """)
        #expect(Self.shape(node) == "{a: 1, b: {c: two words, d: [x, {y: 3, z: 4}]}, e: }")
    }

    @Test func sequencesMayStandAtTheirKeysIndentation() throws {
        let node = try Self.parse("""
            devices:
            - node: /dev/input/event1
              events:
              - evdev:
                - [0, 1]
                - [0, 2]
                libinput:
                - {time: 1.0, type: X}
              - hid:
                 time: [0, 3]
            - node: /dev/input/event2
            """)
        #expect(Self.shape(node) == "{devices: [{node: /dev/input/event1, events: [{evdev: [[0, 1], [0, 2]], libinput: [{time: 1.0, type: X}]}, {hid: {time: [0, 3]}}]}, {node: /dev/input/event2}]}")
        #expect(node["devices"]?.line == 1)  // a block's line is its key's
        guard case .sequence(let devices)? = node["devices"]?.content else {
            Issue.record("devices is not a sequence")
            return
        }
        #expect(devices.map(\.line) == [2, 11])  // an item's line is its dash's
    }

    @Test func commentsGoButHashesInQuotesStay() throws {
        let node = try Self.parse("""
            # libinput record
            name: "Pad #1" # the name
            other: 'it''s # here'
            plain: Bob's pad # apostrophe in a plain scalar
            list: [1, 2] # EV_SYN
              # an indented comment line
            last: x#not-a-comment
            """)
        #expect(node["name"]?.text == "Pad #1")
        #expect(node["other"]?.text == "it's # here")
        #expect(node["plain"]?.text == "Bob's pad")
        #expect(node["list"]?.flowItems() == ["1", "2"])
        #expect(node["last"]?.text == "x#not-a-comment")
    }

    @Test func anOpenFlowListContinuesOnTheNextLines() throws {
        let node = try Self.parse("""
            hid: [
              0x05, 0x0d, # usage page
              0x09
            ]
            after: 1
            """)
        #expect(node["hid"]?.flowItems() == ["0x05", "0x0d", "0x09"])
        #expect(node["after"]?.text == "1")
    }

    @Test func flowItemsSplitOnlyAtTheTopLevel() throws {
        let node = try Self.parse(#"a: [1, "x, y", [2, 3], {k: 4, l: 5}, "q\"uote"]"#)
        #expect(node["a"]?.flowItems() == ["1", "x, y", "[2, 3]", "{k: 4, l: 5}", "q\"uote"])
        #expect(try Self.parse("a: []")["a"]?.flowItems() == [])
        #expect(try Self.parse("a: plain")["a"]?.flowItems() == nil)
    }

    @Test func documentStartAndTabsAreUnderstood() throws {
        let node = try Self.parse("---\na:\n\t b: 1\n         c: 2\n")
        #expect(Self.shape(node) == "{a: {b: 1, c: 2}}")
    }

    static let malformed: [(text: String, message: String)] = [
        ("", "x.yml:1: no description and no events, only blank lines and comments. Record a device with evemu-record or libinput record."),
        ("- a\n", "x.yml:1: expected a top-level 'key: value' line, found '-'. Check that this is a complete, unedited libinput record file."),
        ("a: 1\n  b: 2\n", "x.yml:2: expected a line indented like one above it, found 'b: 2'. Check that this is a complete, unedited libinput record file."),
        ("a:\n  b: 1\n  - c\n", "x.yml:3: expected 'key: value' like the lines above it, found '-'. Check that this is a complete, unedited libinput record file."),
        ("a:\n    b: 1\n  c: 2\n", "x.yml:3: expected a line indented like one above it, found 'c: 2'. Check that this is a complete, unedited libinput record file."),
        ("a: 1\nhid: [\n  1, 2,\n", "x.yml:2: this '[' is never closed. The file may be cut short; record it again."),
        ("a: {b: [1,\n", "x.yml:1: this '{' is never closed. The file may be cut short; record it again."),
    ]

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let deep = (0..<200).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        expectRecordingError(
            "x.yml:33: expected at most 32 levels of nesting, found 'k:'. Check that this is a complete, unedited libinput record file."
        ) { _ = try Self.parse(deep) }
    }

    /// Joining the lines of an open `[` once took time quadratic in what
    /// followed it (7 s for 80,000 lines); it is one pass now. This checks the
    /// behaviour only, never the time.
    @Test func aBracketNeverClosedBeforeEightyThousandLinesIsReportedWhereItOpened() {
        let text = "a: 1\nhid: [\n" + String(repeating: "  1, 2, 3, 4, 0x12, 0x34,\n", count: 80_000)
        #expect(throws: RecordingError(path: "x.yml", line: 2, reason: .unclosedBracket("["))) { try Self.parse(text) }
    }

    @Test func thousandsOfNestedBracketsAreCountedNotRecursedInto() throws {
        let open = String(repeating: "[", count: 10_000)
        #expect(throws: RecordingError(path: "x.yml", line: 1, reason: .unclosedBracket("["))) { try Self.parse("a: \(open)\n") }
        let node = try Self.parse("a: \(open)\(String(repeating: "]", count: 10_000))\n")
        #expect(node["a"]?.flowItems()?.count == 1)
        let dashes = String(repeating: "- ", count: 5_000) + "x"
        #expect(throws: RecordingError.self) { try Self.parse("a:\n" + dashes + "\n") }
    }

    @Test func anchorsAndAliasesAreTextNeverExpanded() throws {
        let node = try Self.parse("a: &x [1, 2]\nb: *x\n")
        #expect(node["a"]?.text == "&x [1, 2]")
        #expect(node["b"]?.text == "*x")
    }

    @Test func aRepeatedKeyIsAnErrorNamingBothLines() {
        expectRecordingError(
            "x.yml:3: a second 'a' entry here (the first is on line 1), which would replace the first. libinput record writes each key once; remove the entry that is wrong."
        ) { _ = try Self.parse("a: 1\nb: 2\na: 3\n") }
    }

    @Test func quotedLinesAreEscapedAndShortened() {
        expectRecordingError(
            "x.yml:2: expected 'key: value' like the lines above it, found '\\u{1B}c oops'. Check that this is a complete, unedited libinput record file."
        ) { _ = try Self.parse("a: 1\n\u{1B}c oops\n") }
        expectRecordingError(
            "x.yml:2: expected 'key: value' like the lines above it, found '\(String(repeating: "9", count: 40))…' (1000000 bytes). Check that this is a complete, unedited libinput record file."
        ) { _ = try Self.parse("a: 1\n" + String(repeating: "9", count: 1_000_000) + "\n") }
    }

    @Test(arguments: malformed)
    func malformedStructureIsReportedAtItsLine(text: String, message: String) {
        expectRecordingError(message) { _ = try Self.parse(text) }
    }
}
