import Testing

@testable import TouchRouteYAML

/// libyaml's events composed into nodes, with the places and refusals the
/// layout and recording readers report.
@Suite struct YAMLComposerTests {
    private func compose(_ text: String) throws(YAMLError) -> YAMLNode? {
        try YAMLComposer.document(of: Array(text.utf8))
    }

    @Test func aBlockMappingKeepsItsOrderStylesAndMarks() throws {
        let root = try #require(try compose("size: [800, 480]\nname: \"pager\"\nviews:\n  - a\n  - b\n"))
        let mapping = try #require(root.mapping)
        #expect(mapping.entries.map { $0.key.scalar?.text } == ["size", "name", "views"])
        #expect(!mapping.isFlow)
        let size = try #require(mapping["size"]?.sequence)
        #expect(size.isFlow)
        #expect(size.items.compactMap { $0.scalar?.int } == [800, 480])
        #expect(size.mark == YAMLMark(line: 1, column: 7))
        #expect(mapping["name"]?.scalar?.style == .doubleQuoted)
        #expect(
            mapping["views"]?.sequence?.items.map(\.mark) == [
                YAMLMark(line: 4, column: 5), YAMLMark(line: 5, column: 5),
            ])
    }

    @Test func theStreamsEndComesAgainAfterTheEnd() throws {
        let parser = YAMLParser(bytes: Array("a: 1\n".utf8))
        var kinds: [String] = []
        for _ in 0..<12 {
            kinds.append("\(try parser.next().kind)")
        }
        #expect(kinds.prefix(2) == ["streamStart", "documentStart"])
        #expect(kinds.suffix(4).allSatisfy { $0 == "streamEnd" }, "\(kinds)")
    }

    @Test func anEmptyStreamIsNoDocument() throws {
        #expect(try compose("") == nil)
        #expect(try compose("# only a comment\n") == nil)
    }

    @Test func anAliasIsRefusedWhereItIs() {
        #expect(throws: YAMLError.alias(YAMLMark(line: 2, column: 4))) { try compose("a: &x [1]\nb: *x\n") }
    }

    @Test func aRepeatedKeyIsRefusedAtItsFirstOccurrence() {
        #expect(throws: YAMLError.duplicateKeys(["a"], mark: YAMLMark(line: 1, column: 1))) {
            try compose("a: 1\nb: 2\na: 3\n")
        }
    }

    @Test func aSecondDocumentIsRefused() {
        #expect(throws: YAMLError.anotherDocument(YAMLMark(line: 2, column: 1))) { try compose("a: 1\n---\nb: 2\n") }
    }

    @Test func libyamlsSyntaxErrorsKeepTheirWordsAndPlaces() {
        #expect(
            throws: YAMLError.syntax(
                problem: "did not find expected ',' or ']'", mark: YAMLMark(line: 2, column: 6),
                context: .init(text: "while parsing a flow sequence", mark: YAMLMark(line: 1, column: 7)))
        ) { try compose("size: [1, 2\nviews: []\n") }
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: YAMLError.self) { try compose(deep) }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { try compose(fine) }
    }

    @Test func onlyPlainScalarsReadAsNumbersAndBooleans() {
        let plain = YAMLScalar(text: "12", mark: YAMLMark(line: 1, column: 1))
        #expect(plain.int == 12 && plain.double == 12)
        var quoted = plain
        quoted.style = .doubleQuoted
        #expect(quoted.int == nil && quoted.double == nil)
        for (text, value) in [("true", true), ("Yes", true), ("on", true), ("FALSE", false), ("no", false)] {
            #expect(YAMLScalar(text: text, mark: plain.mark).bool == value)
        }
        #expect(YAMLScalar(text: "0x1F", mark: plain.mark).int == 31)
        #expect(YAMLScalar(text: "-1_000", mark: plain.mark).int == -1000)
        #expect(YAMLScalar(text: "-9223372036854775808", mark: plain.mark).int == .min)
        #expect(YAMLScalar(text: "9223372036854775808", mark: plain.mark).int == nil)
        #expect(YAMLScalar(text: "+-1", mark: plain.mark).int == nil)
        #expect(YAMLScalar(text: "-.inf", mark: plain.mark).double == -.infinity)
        #expect(YAMLScalar(text: "1e3", mark: plain.mark).double == 1000)
    }

    @Test func aReaderFeedsTheParserInPieces() throws {
        let text = Array("devices:\n- node: /dev/input/event5\n  events: [1, 2, 3]\n".utf8)
        var offset = 0
        let parser = YAMLParser { buffer in
            // Three bytes at a time: libyaml asks again until the end.
            let count = min(3, buffer.count, text.count - offset)
            text[offset..<offset + count].withUnsafeBytes { buffer.copyMemory(from: $0) }
            offset += count
            return count
        }
        let root = try #require(try YAMLComposer.document(of: parser))
        #expect(root.mapping?["devices"]?.sequence?.items.first?.mapping?["events"]?.sequence?.items.count == 3)
    }
}
