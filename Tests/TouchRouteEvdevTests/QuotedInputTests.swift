import Testing
import TouchRouteEvdev

@Suite struct QuotedInputTests {
    @Test func plainTextIsQuotedAsItIs() {
        #expect(QuotedInput("0x1g").description == "'0x1g'")
        #expect(QuotedInput("Wacom Ünïcode 触摸").description == "'Wacom Ünïcode 触摸'")
    }

    @Test func controlAndEscapeCharactersAreEscaped() {
        #expect(QuotedInput("a\u{1B}[2Jb").description == "'a\\u{1B}[2Jb'")
        #expect(QuotedInput("tab\there\nnext\r").description == "'tab\\there\\nnext\\r'")
        #expect(QuotedInput("\u{7F}\u{9B}").description == "'\\u{7F}\\u{9B}'")
        // A right-to-left override would make the rest of the message read backwards.
        #expect(QuotedInput("evil\u{202E}txt").description == "'evil\\u{202E}txt'")
    }

    @Test func quoteMarksAndBackslashesCannotEndTheQuote() {
        #expect(QuotedInput("it's \\ here").description == "'it\\'s \\\\ here'")
    }

    @Test func bytesThatAreNotUTF8AreShownAsHex() {
        #expect(QuotedInput(bytes: [0x41, 0xFF, 0xC3, 0x28, 0x00, 0x42]).description == "'A\\xFF\\xC3(\\u{0}B'")
        // A sequence cut off at the end of the input.
        #expect(QuotedInput(bytes: [0x41, 0xE2, 0x82]).description == "'A\\xE2\\x82'")
    }

    @Test func longInputIsShortenedAndSaysHowLongItWas() {
        let million = String(repeating: "9", count: 1_000_000)
        let quoted = QuotedInput(million).description
        #expect(quoted == "'" + String(repeating: "9", count: 40) + "…' (1000000 bytes)")
        #expect(QuotedInput("abcdef", limit: 3).description == "'abc…' (6 bytes)")
        #expect(QuotedInput("abc", limit: 3).description == "'abc'")
    }

    @Test func multiByteCharactersCountAsOne() {
        #expect(QuotedInput("ééé", limit: 3).description == "'ééé'")
        #expect(QuotedInput("éééé", limit: 3).description == "'ééé…' (8 bytes)")
    }
}

@Suite struct PrintableInputTests {
    @Test func aPlainNameIsShownAsItIs() {
        #expect(QuotedInput.printable("ILITEK ILITEK-TP") == "ILITEK ILITEK-TP")
        #expect(QuotedInput.printable("Wacom's \\ pen 触摸") == "Wacom's \\ pen 触摸")
    }

    @Test func aNameThatWouldRedrawTheTerminalIsQuotedEscaped() {
        #expect(QuotedInput.printable("evil\u{1B}[2J") == "'evil\\u{1B}[2J'")
        #expect(QuotedInput.printable("two\nlines") == "'two\\nlines'")
    }

    @Test func aNameLongerThanTheLimitIsShortened() {
        #expect(QuotedInput.printable("abcdef", limit: 4) == "'abcd…' (6 bytes)")
    }
}
