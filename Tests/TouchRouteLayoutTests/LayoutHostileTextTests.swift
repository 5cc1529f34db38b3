import Testing
import TouchRouteLayout

/// Text a hostile or broken layout holds reaches messages escaped and short:
/// escape sequences, megabyte tokens, YAML aliases and deep nesting.
@Suite struct LayoutHostileTextTests {
    func message(_ text: String) -> String { LayoutErrorTests().message(text) }

    /// No byte that a terminal would act on.
    func isPrintable(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        }
    }

    @Test func aMegabyteNumberGivesAShortMessage() {
        let digits = String(repeating: "1", count: 1_000_000)
        let text = message("views: [{type: view, name: v, frame: [0, 0, \(digits), 1]}]")
        #expect(
            text == "x.yaml:1: views[0].frame[2]: expected a finite number, found '\(digits.prefix(40))…' "
                + "(1000000 bytes). Give the frame as [x, y, width, height] in points.")
    }

    @Test func aMegabyteKeyGivesAShortMessage() {
        let key = String(repeating: "k", count: 1_000_000)
        #expect(message("views: [{type: view, name: v, frame: [0, 0, 1, 1], \(key): 1}]").utf8.count < 300)
        #expect(message("views: []\n\(key): 1\n\(key): 2\n").utf8.count < 300)
    }

    @Test func anEscapeSequenceInANameIsRefusedAndShownEscaped() {
        let text = message(#"views: [{type: view, name: "a\e[2J", frame: [0, 0, 1, 1]}]"#)
        #expect(
            text == #"x.yaml:1: views[0].name: 'a\u{1B}[2J' holds the control or format character '\u{1B}'. "#
                + "Use printable characters only.")
        #expect(isPrintable(text))
    }

    @Test func anEscapeSequenceInAKeyOrValueIsShownEscaped() {
        let key = message(#"views: [{type: view, name: v, frame: [0, 0, 1, 1], "\e[2J": 1}]"#)
        #expect(key.hasPrefix(#"x.yaml:1: views[0].'\u{1B}[2J': unknown key '\u{1B}[2J' for a plain view. "#))
        #expect(isPrintable(key))
        let value = message(#"views: [{type: "\e[2J", name: v, frame: [0, 0, 1, 1]}]"#)
        #expect(
            value == #"x.yaml:1: views[0].type: unknown view type '\u{1B}[2J'. "#
                + "Use one of: view, tap, control, scroll, pager, nested.")
        #expect(isPrintable(value))
    }

    @Test func aRepeatedKeyInAViewNamesItsLine() {
        #expect(
            message(
                """
                views:
                  - type: view
                    name: v
                    frame: [0, 0, 1, 1]
                    frame: [0, 0, 2, 2]
                """) == "x.yaml:4:5: the key 'frame' appears more than once in one mapping. "
                + "Keep one of them: YAML takes one value per key.")
    }

    /// Ten anchors, each repeating the previous one ten times: 10¹⁰ nodes.
    static let billionLaughs: String = {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(previous)]")
        }
        return lines.joined(separator: "\n") + "\nviews: [{type: view, name: *a9, frame: [0, 0, 1, 1]}]\n"
    }()

    @Test func anAliasBombIsRefusedAtItsFirstAlias() {
        #expect(
            message(Self.billionLaughs)
                == "x.yaml:2:10: a YAML alias (*name): layout files take none, because a few lines of aliases can stand "
                + "for billions of nodes. Write the value out in full where the alias is; to use a * in a name, "
                + "quote the name.")
        // As a mapping key, which a reader that compared keys whole would walk.
        let keyed = Self.billionLaughs.replacingOccurrences(of: "views: [", with: "? *a9\n: 1\nviews: [")
        #expect(message(keyed).hasPrefix("x.yaml:2:10: a YAML alias (*name)"))
        #expect(
            message("views: [{type: view, name: *nowhere, frame: [0, 0, 1, 1]}]").hasPrefix("x.yaml:1:28: a YAML alias")
        )
    }

    @Test func aStarThatIsNoAliasIsRead() throws {
        let document = try LayoutFile.parse(
            """
            # *Globs* match device names.
            views: [{type: view, name: "a *b", frame: [0, 0, 1, 1]}, {type: view, name: c*d, frame: [0, 0, 1, 1]}]
            outputs: [{name: o, frame: [0, 0, 10, 10], devices: ["*Touch*", ILITEK*, '*']}]
            """, file: "x.yaml")
        #expect(document.views.map(\.name) == ["a *b", "c*d"])
        #expect(document.outputs[0].devices.map(\.text) == ["*Touch*", "ILITEK*", "*"])
    }

    @Test func deepYAMLNestingIsASyntaxErrorNotAStackOverflow() {
        let brackets = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let text = message("views: " + brackets)
        #expect(text.hasPrefix("x.yaml:1:"))
        #expect(text.contains("YAML syntax error"))
    }
}
