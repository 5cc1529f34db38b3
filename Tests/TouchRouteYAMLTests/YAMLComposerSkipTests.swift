import Testing

@testable import TouchRouteYAML

@Suite struct YAMLComposerSkipTests {
    /// What a reader skips is still checked: a repeated key or an alias deep
    /// inside it is refused as composing it would refuse it.
    @Test func skippingANodeRefusesWhatComposingRefuses() throws {
        let cases: [(String, YAMLError)] = [
            ("{a: [1, {b: 1, b: 2}]}", .duplicateKeys(["b"], mark: YAMLMark(line: 1, column: 10))),
            ("[1, &x 2, *x]", .alias(YAMLMark(line: 1, column: 11))),
        ]
        for (text, error) in cases {
            let parser = YAMLParser(bytes: Array(text.utf8))
            _ = try parser.next()
            _ = try parser.next()
            #expect(throws: error) { try YAMLComposer.skipNode(startingWith: try parser.next(), in: parser) }
        }
    }

    /// A list of 100,000 items is composed in linear time: each item is added
    /// in place, not by copying the list.
    @Test func aLongListIsComposedAndSkipped() throws {
        let text = "[" + Array(repeating: "1", count: 100_000).joined(separator: ", ") + "]"
        let composed = try #require(try YAMLComposer.document(of: Array(text.utf8)))
        #expect(composed.sequence?.items.count == 100_000)
        let parser = YAMLParser(bytes: Array((text + "\n").utf8))
        _ = try parser.next()
        _ = try parser.next()
        try YAMLComposer.skipNode(startingWith: try parser.next(), in: parser)
        #expect(throws: Never.self) { _ = try parser.next() }  // the document's end
    }
}
