import Testing
import TouchRoute

@testable import touchroute

/// The commands with `--layout Examples/photos.yaml`: `demo`'s photo viewer
/// story, and `replay` through the photos.
@Suite struct PhotosCommandTests {
    static let arguments = ["demo", "--layout", "Examples/photos.yaml"]
    static let names = [
        "pinch-out on photo1", "double tap on the zoomed photo: back to 1x", "single tap", "long press",
        "swipe at zoom 1", "double tap near photo2's left edge: 2.5x there",
        "long drag on the zoomed photo: to its edge, then the page turns", "two-finger sideways drag at zoom 1",
    ]

    @Test func theStoryPlaysItsEightGesturesFromPage1() throws {
        let result = try CLIRunner.run(Self.arguments)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n")
        let headers = lines.filter { $0.first?.isNumber == true }.map(String.init)
        #expect(headers == Self.names.enumerated().map { "\($0 + 1). \($1)" })
        // The pinch lands on photo1, on page 1, and every photo's zoom is shown.
        #expect(lines.contains { $0.contains("#1  pager  immediate  forwarded to photo1") })
        let offsets = try #require(lines.first { $0.hasPrefix("   offsets: ") })
        #expect(offsets.hasPrefix("   offsets: pager (800, 0)  photo0 (0, 0) ×1  photo1 ("))
        #expect(offsets.hasSuffix("photo2 (0, 0) ×1  (page 1)"))
    }

    @Test func theJSONLinesKeepTheContract() throws {
        let result = try CLIRunner.run(Self.arguments + ["--json"])
        #expect(result.status == 0)
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        #expect(JSONLinesCheck.exactlyOnceViolations(in: records).isEmpty)
        let headers = records.filter { $0["type"] as? String == "script" }
        #expect(headers.compactMap { $0["name"] as? String } == Self.names)
    }

    /// Needs the recognizers' behaviour and zooming (issue 26's other parts).
    @Test func theStoryShowsTheRecognizersTransitionsAndTheZoom() throws {
        let text = try CLIRunner.run(Self.arguments).standardOutput
        #expect(text.contains("gesture zoom1 double-tap recognized"))
        #expect(text.contains("gesture chrome tap recognized"))
        #expect(text.contains("gesture menu long-press began"))
        #expect(text.contains("decisions and gestures:"))
        let records = try JSONLinesCheck.records(in: try CLIRunner.run(Self.arguments + ["--json"]).standardOutput)
        let gestures = records.filter { $0["type"] as? String == "gesture" }
        #expect(gestures.contains { $0["recognizer"] as? String == "chrome" && $0["state"] as? String == "recognized" })
        #expect(records.contains { $0["type"] as? String == "scroll" && ($0["zoom"] as? Double ?? 1) > 1 })
    }

    @Test func aReportListsRecognizerTransitionsButNotTheirChanges() {
        let chrome = TapGestureRecognizer(name: "chrome")
        let pan = PanGestureRecognizer(name: "drag")
        func change(_ recognizer: GestureRecognizer, _ state: GestureRecognizerState, at time: Double) -> TraceRecord {
            .gesture(
                GestureChange(
                    time: time, recognizer: recognizer, kind: recognizer.kind, state: state,
                    values: GestureValues(location: Point(400, 240))))
        }
        let report = DemoReport(
            number: 3, name: "single tap",
            records: [
                change(pan, .began, at: 10.1), change(pan, .changed, at: 10.2), change(chrome, .recognized, at: 10.25),
            ],
            timeOrigin: 10)
        #expect(
            report.lines(offsets: "pager (800, 0)") == [
                "3. single tap", "   received:", "   decisions and gestures:",
                "     0.100 s  gesture drag pan began at (400, 240)",
                "     0.250 s  gesture chrome tap recognized at (400, 240)", "   offsets: pager (800, 0)",
            ])
    }

    @Test func aRecordedSwipeReplaysThroughThePhotosAndTurnsThePage() throws {
        let arguments = [
            "replay", "Tests/TouchRouteEvdevTests/Fixtures/recordings/swipe.evemu", "--layout",
            "Examples/photos.yaml", "--page", "1",
        ]
        let text = try CLIRunner.run(arguments)
        #expect(text.status == 0)
        #expect(
            text.standardOutput.hasSuffix(
                "offsets at the end: pager (0, 0)  photo0 (0, 0) ×1  photo1 (0, 0) ×1  photo2 (0, 0) ×1  (page 0)\n"))
        let json = try CLIRunner.run(arguments + ["--json"])
        let records = try JSONLinesCheck.records(in: json.standardOutput)
        #expect(JSONLinesCheck.exactlyOnceViolations(in: records).isEmpty)
        #expect(records.contains { $0["target"] as? String == "photo1" })
    }
}
