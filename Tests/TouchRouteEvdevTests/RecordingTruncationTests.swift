import Testing

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// Recordings cut off at their end, as a recorder that crashed or was killed
/// leaves them: they load with their complete frames and say where the cut is.
@Suite struct RecordingTruncationTests {
    static let swipe = RecordingFixtures.path("swipe.evemu")
    static let yaml = RecordingFixtures.path("libinput/touchscreen.yml")

    static func text(of path: String) throws -> String {
        String(decoding: try RecordingFile.bytes(atPath: path), as: UTF8.self)
    }

    /// The first `count` lines of `text`, each with its line break.
    static func lines(_ count: Int, of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).prefix(count).map { $0 + "\n" }.joined()
    }

    @Test func anEvemuFileCutMidLineKeepsTheFramesBeforeTheCut() throws {
        let folder = TemporaryFolder()
        // Lines 27-35 are three whole frames; line 36 starts a fourth, and line
        // 37 stops in the middle of its code.
        let path = folder.write(
            "cut.evemu", text: Self.lines(36, of: try Self.text(of: Self.swipe)) + "E: 0.048001 0001 01")
        let recording = try Recording.load(from: path)
        let whole = try Recording.load(from: Self.swipe)
        #expect(recording.events == Array(whole.events.prefix(9)))
        #expect(
            recording.truncation
                == RecordingTruncation(
                    path: path, line: 37,
                    reason: .unreadableLastLine(
                        .wrongFieldCount(lineType: "E:", found: 3, expected: "4", layout: EvemuLineType.event.layout)),
                    leftOutEventCount: 1))
        #expect(
            recording.truncation?.description
                == "\(path):37: the recording is cut off in its last line, which cannot be read: the E: line has 3 fields, expected 4. Write it as 'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal. The line is left out, and so is the event before it, which no SYN_REPORT follows. The frames before the cut are kept; record the device again to have them all."
        )
    }

    @Test func eventsAfterTheLastSynReportAreAnUnfinishedFrameLeftOut() throws {
        let folder = TemporaryFolder()
        let path = folder.write("unfinished.evemu", text: Self.lines(37, of: try Self.text(of: Self.swipe)))
        let recording = try Recording.load(from: path)
        #expect(recording.events.count == 9)
        #expect(
            recording.truncation
                == RecordingTruncation(path: path, line: 36, reason: .unfinishedFrame, leftOutEventCount: 2))
        #expect(
            recording.truncation?.description
                == "\(path):36: the recording ends in the middle of a frame: no SYN_REPORT follows the 2 events from this line on, so they are left out. The frames before the cut are kept; record the device again to have them all."
        )
    }

    @Test func aCompleteRecordingHasNoTruncation() throws {
        #expect(try Recording.load(from: Self.swipe).truncation == nil)
        #expect(try Recording.load(from: Self.yaml).truncation == nil)
    }

    @Test func aBadLineBeforeTheLastIsStillAnErrorAtItsLine() throws {
        let folder = TemporaryFolder()
        let lines = try Self.text(of: Self.swipe).split(separator: "\n").map(String.init)
        let broken =
            lines[..<35].joined(separator: "\n") + "\nE: 0.048001 0001 01\n" + lines[36...].joined(separator: "\n")
        let path = folder.write("broken.evemu", text: broken)
        #expect(
            throws: RecordingError(
                path: path, line: 36,
                reason: .wrongFieldCount(lineType: "E:", found: 3, expected: "4", layout: EvemuLineType.event.layout))
        ) { try Recording.load(from: path) }
    }

    @Test func aLastLineCutInTheMiddleOfACharacterIsACut() throws {
        let folder = TemporaryFolder()
        let text = Self.lines(35, of: try Self.text(of: Self.swipe))
        let path = folder.write(
            "cut.evemu", bytes: Array(text.utf8) + Array("E: 0.048001 0003 0039 -001\t# ✋".utf8).dropLast(2))
        let recording = try Recording.load(from: path)
        #expect(recording.events.count == 9)
        #expect(recording.truncation?.line == 36)
        #expect(recording.truncation?.reason == .unreadableLastLine(.notText(column: 30, excerpt: "'\\xE2'")))
    }

    @Test func aCutInTheFirstFrameLeavesNothingToReplayAndIsAnError() throws {
        let folder = TemporaryFolder()
        let path = folder.write("first.evemu", text: Self.lines(28, of: try Self.text(of: Self.swipe)) + "E: 0.0000")
        expectRecordingError(
            "\(path):27: 2 events but no SYN_REPORT, so no frame ever ends and nothing can be routed. Every frame must end with a SYN_REPORT (evemu: 'E: SECONDS.MICROSECONDS 0000 0000 0'); record the device again."
        ) {
            _ = try Recording.load(from: path)
        }
    }

    @Test func aLibinputRecordFileCutInItsEventsKeepsTheCompleteFrames() throws {
        let folder = TemporaryFolder()
        let text = try Self.text(of: Self.yaml)
        let cut = String(text[..<text.range(of: "[  1,      5,   1, 3")!.upperBound])
        let path = folder.write("cut.yml", text: cut)
        let recording = try Recording.load(from: path)
        let whole = try Recording.load(from: Self.yaml)
        #expect(recording.events == Array(whole.events.dropLast(3)))
        #expect(recording.truncation?.reason == .unreadableLastLine(.unclosedBracket("[")))
        #expect(recording.truncation?.leftOutEventCount == 1)
        #expect(recording.truncation?.line == cut.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// Cut after every byte from the end of the first frame on, the file
    /// loads (never an error) with a prefix of the whole recording's events
    /// that ends with a SYN_REPORT. (A cut right after a frame's SYN_REPORT
    /// cannot be told from a complete file, so it need not say it was cut.)
    @Test(arguments: [(swipe, "E: 0.000001 0000 0000 0000"), (yaml, "- [  0,      0,   0,   0,       0]")])
    func aCutAfterAnyByteLoadsTheCompleteFramesBeforeIt(path: String, firstReport: String) throws {
        let bytes = try RecordingFile.bytes(atPath: path)
        let whole = try Recording.load(from: path)
        let text = String(decoding: bytes, as: UTF8.self)
        let firstFrameEnd = text.utf8.distance(
            from: text.startIndex, to: try #require(text.range(of: firstReport)).upperBound)
        let folder = TemporaryFolder()
        for end in firstFrameEnd..<bytes.count {
            let cut = folder.write("cut", bytes: Array(bytes[..<end]))
            let recording = try Recording.load(from: cut)
            #expect(recording.events == Array(whole.events.prefix(recording.events.count)), "cut after byte \(end)")
            #expect(recording.events.last?.isReport == true, "cut after byte \(end)")
            if let truncation = recording.truncation {
                #expect(truncation.path == cut && truncation.line >= 1, "cut after byte \(end)")
            }
        }
    }
}
