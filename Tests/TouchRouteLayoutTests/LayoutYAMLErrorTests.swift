import Testing
import TouchRouteLayout

/// What reading a layout through libyaml's events (`YAMLComposer`) changed,
/// word for word: nesting is refused at 256 lists and mappings, a second
/// document gets its own message, and scalars read as YAML 1.2's core schema
/// reads them where Yams read YAML 1.1 (`010` is ten, `1:30` is no number),
/// and only a plain, untagged scalar is a number or a boolean.
@Suite struct LayoutYAMLErrorTests {
    static let syntaxRemedy = "Fix the syntax there: JSON is read as YAML, so brackets, braces and quotes must balance."

    /// A layout needs far less: views nest at most 100 deep, about 200 YAML levels.
    @Test func flowNestingDeeperThan256IsRefusedAtTheBracketThatGoesTooDeep() {
        let brackets = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        // The document's mapping is level 1; the 256th bracket, at column 8 + 255, is level 257.
        #expect(
            layoutMessage("views: \(brackets)\n")
                == "x.yaml:1:263: YAML syntax error: nesting deeper than 256 lists and mappings. \(Self.syntaxRemedy)")
    }

    @Test func blockNestingDeeperThan256IsRefusedToo() {
        let lines = (1..<400).map { String(repeating: "  ", count: $0) + "- \n" }.joined()
        #expect(
            layoutMessage("views:\n" + lines)
                == "x.yaml:257:513: YAML syntax error: nesting deeper than 256 lists and mappings. \(Self.syntaxRemedy)"
        )
    }

    @Test func aSecondDocumentIsRefusedWhereItStarts() {
        let view = "views: [{type: view, name: v, frame: [0, 0, 1, 1]}]\n"
        #expect(
            layoutMessage("---\n\(view)---\n\(view)")
                == "x.yaml:3:1: a second YAML document starts here, and a layout file holds one. "
                + "Remove it (from its \"---\" on), or move it to a file of its own.")
    }

    @Test func aKeyRepeatedOnceQuotedIsStillRepeated() {
        #expect(
            layoutMessage("views: []\n1: a\n\"1\": b\n")
                == "x.yaml:2:1: the key '1' appears more than once in one mapping. "
                + "Keep one of them: YAML takes one value per key.")
    }

    @Test func aRepeatedKeyBeforeAnAliasIsReportedFirst() {
        #expect(
            layoutMessage("a: {x: 1, x: 2}\nb: *q\nviews: []\n")
                == "x.yaml:1:5: the key 'x' appears more than once in one mapping. "
                + "Keep one of them: YAML takes one value per key.")
    }

    @Test func aControlCharacterAfterNonASCIITextIsOnItsLine() {
        #expect(
            layoutMessage("# café — 日本\nviews:\n  - {type: view, name: a\u{7}, frame: [0, 0, 1, 1]}\n")
                == "x.yaml:3: YAML cannot read the character '\\u{7}': control characters are not allowed. "
                + "Remove it, or write it as an escape (\\u001B) inside a double-quoted string.")
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let document = try LayoutFile.parse(
            "\u{FEFF}views: [{type: view, name: v, frame: [0, 0, 1, 1]}]\n", file: "x.yaml")
        #expect(document.views.map(\.name) == ["v"])
    }

    static let tap = "views:\n  - type: tap\n    name: t\n    frame: [0, 0, 10, 10]\n"

    @Test func aLeadingZeroIsDecimal() {
        // Yams read 011 as octal 9.
        #expect(
            layoutMessage(Self.tap + "    recognizers: [{kind: tap, name: r, taps: 011}]\n")
                == "x.yaml:5: views[0].recognizers[0].taps: 11 is out of range. Give a number of taps from 1 to 10.")
    }

    @Test func colonsAreNoBase60Number() {
        // Yams read 1:30 as 90.
        #expect(
            layoutMessage("views: [{type: view, name: v, frame: [0, 0, 1:30, 10]}]\n")
                == "x.yaml:1: views[0].frame[2]: expected a number, found '1:30'. "
                + "Give the frame as [x, y, width, height] in points.")
    }

    @Test func onlyAPlainUntaggedScalarIsANumberOrABoolean() {
        // Yams read !!str 10 as 10 and !!bool "yes" as true.
        #expect(
            layoutMessage("views: [{type: view, name: v, frame: [0, 0, !!str 10, 10]}]\n")
                == "x.yaml:1: views[0].frame[2]: expected a number, found '10'. "
                + "Give the frame as [x, y, width, height] in points.")
        #expect(
            layoutMessage(Self.tap + "    hidden: !!bool \"yes\"\n")
                == "x.yaml:5: views[0].hidden: expected true or false, found 'yes'. Write true or false.")
    }
}
