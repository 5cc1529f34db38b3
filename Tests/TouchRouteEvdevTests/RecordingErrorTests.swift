import Testing

@testable import TouchRouteEvdev

@Suite struct RecordingErrorTests {
    @Test func descriptionNamesFileAndLineThenWhatIsWrongAndWhatToDo() {
        let error = RecordingError(path: "a/tap.events", line: 12, reason: .unknownLineType("Q:"))
        #expect(
            error.description
                == "a/tap.events:12: unknown line 'Q:'. evemu lines start with N:, I:, P:, B:, A:, L:, S: or E:, and comments with #."
        )
        #expect(String(describing: error) == error.description)
    }

    @Test func aMegabyteNumberGivesAShortMessage() {
        let digits = String(repeating: "7", count: 1_000_000)
        expectRecordingError(
            "big.events:3: the event value '\(String(repeating: "7", count: 40))…' (1000000 bytes) is outside -2147483648...2147483647. Write it as 'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal, within that range."
        ) {
            _ = try EvemuDocument(parsing: "N: x\nI: 0 0 0 0\nE: 0.000001 0003 0035 \(digits)\n", path: "big.events")
        }
    }

    @Test func controlCharactersInQuotedInputAreEscaped() {
        expectRecordingError(
            "esc.events:2: unknown line '\\u{1B}[2J\\u{1B}[31mX:'. evemu lines start with N:, I:, P:, B:, A:, L:, S: or E:, and comments with #."
        ) {
            _ = try EvemuDocument(parsing: "N: x\n\u{1B}[2J\u{1B}[31mX: y\n", path: "esc.events")
        }
        expectRecordingError(
            "esc.events:2: the time '0.\\u{7}00001' is not SECONDS.MICROSECONDS with six digits of microseconds. Write it as evemu does, such as 1330495931.101111 or 0.081454."
        ) {
            _ = try EvemuDocument(parsing: "N: x\nE: 0.\u{7}00001 0000 0000 0\n", path: "esc.events")
        }
    }

    @Test func wholeFileProblemsHaveNoLine() {
        let error = RecordingError(path: "a/tap.events", line: nil, reason: .noSuchFile)
        #expect(error.description.hasPrefix("a/tap.events: no such file."))
    }

    @Test func everyMessageIsSentencesThatEndInAFullStop() {
        let reasons: [RecordingError.Reason] = [
            .noSuchFile, .permissionDenied, .isADirectory, .notARegularFile,
            .unreadable(errno: 5, message: "Input/output error"), .tooLarge(bytes: 300_000_000, limit: 134_217_728),
            .notText(column: 1, excerpt: "'\\xFF'"), .empty, .unknownLineType("X:"),
            .notANumber(field: "f", text: "t", radix: 16, layout: "'L'"),
            .outOfRange(field: "f", text: "t", range: "0...1", layout: "'L'"),
            .wrongFieldCount(lineType: "A:", found: 1, expected: "5", layout: "'L'"),
            .malformedTime("1.5"), .invertedAxis(code: 0x35, minimum: 2, maximum: 1),
            .repeatedLine(lineType: "N:", firstLine: 1), .repeatedAxis(code: 0x35, firstLine: 3),
            .ownDescriptionAndDescriptionFile(descriptionFile: "d.desc"), .eventsInDescriptionFile,
            .noFrameEnd(eventCount: 3), .repeatedKey("53", firstLine: 4),
            .descriptionAfterEvents(lineType: "A:", firstEventLine: 3),
            .incompleteDescription(missing: "N:"), .missingDescription(lookedFor: "device.desc"), .noDescriptionInFile,
            .unsupportedVersion("2"), .missingKey("id", parent: "'evdev:'"),
            .unexpectedYAML(expected: "a list", found: "'x'"), .unclosedBracket("["), .noDevices,
        ]
        for reason in reasons {
            let message = RecordingError(path: "f", line: 1, reason: reason).description
            #expect(message.hasPrefix("f:1: "))
            #expect(message.hasSuffix("."))
            // What is wrong, then at least one sentence on what to do.
            #expect(message.split(separator: ". ").count >= 2, "\(message)")
        }
    }
}
