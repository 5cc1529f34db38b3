import Testing
@testable import TouchRouteEvdev

@Suite struct RecordingErrorTests {
    @Test func descriptionNamesFileAndLineThenWhatIsWrongAndWhatToDo() {
        let error = RecordingError(path: "a/tap.events", line: 12, reason: .unknownLineType("Q:"))
        #expect(error.description == "a/tap.events:12: unknown line 'Q:'. evemu lines start with N:, I:, P:, B:, A:, L:, S: or E:, and comments with #.")
        #expect(String(describing: error) == error.description)
    }

    @Test func wholeFileProblemsHaveNoLine() {
        let error = RecordingError(path: "a/tap.events", line: nil, reason: .noSuchFile)
        #expect(error.description.hasPrefix("a/tap.events: no such file."))
    }

    @Test func everyMessageIsSentencesThatEndInAFullStop() {
        let reasons: [RecordingError.Reason] = [
            .noSuchFile, .permissionDenied, .isADirectory, .notARegularFile,
            .unreadable(errno: 5, message: "Input/output error"), .notText, .empty, .unknownLineType("X:"),
            .notANumber(field: "f", text: "t", radix: 16, layout: "'L'"),
            .outOfRange(field: "f", text: "t", range: "0...1", layout: "'L'"),
            .wrongFieldCount(lineType: "A:", found: 1, expected: "5", layout: "'L'"),
            .malformedTime("1.5"), .invertedAxis(code: 0x35, minimum: 2, maximum: 1),
            .repeatedLine(lineType: "N:", firstLine: 1), .descriptionAfterEvents(lineType: "A:", firstEventLine: 3),
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
