import Testing
import TouchRoute
import TouchRouteTesting

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// The real recordings in `../shared/recordings` (never copied into the repo):
/// each decodes into the touches its raw events describe, and the gestures the
/// recordings' README describes route as it says.
@Suite(
    .enabled(
        if: RecordingFixtures.sharedRecordingsArePresent,
        Comment(rawValue: RecordingFixtures.sharedRecordingsAbsent)))
struct SharedRecordingsRoutingTests {
    @Test(arguments: SharedRecordingScreens.eventFiles)
    func everyRecordingDecodesIntoTheTouchesItsEventsDescribe(name: String) throws {
        let recording = try Recording.load(from: RecordingFixtures.sharedRecordings + "/" + name)
        let decoder = try TouchDecoder(device: recording.description)
        var problems: [DecodingProblem] = []
        decoder.problems = { problems.append($0) }
        var frames: [DeviceFrame] = []
        decoder.decode(recording.events) { frames.append($0) }
        #expect(problems.isEmpty)
        #expect(decoder.activeContactCount == 0, "every finger lifted by the end")

        let decoded = touchSequences(in: frames)
        let expected = rawSlotSequences(in: recording.events)
        #expect(!decoded.isEmpty)
        #expect(decoded == expected)
        #expect(decoded.allSatisfy { $0.endPhase == .ended })
    }

    @Test(arguments: SharedRecordingScreens.eventFiles)
    func everyRecordingRoutesWithoutProblemsAndEveryTouchEndsOnce(name: String) throws {
        let routing = try RecordedRouting(shared: name)
        #expect(routing.outcome == .endOfStream)
        #expect(routing.trace.problems.isEmpty)
        #expect(routing.trace.exactlyOnceViolations.isEmpty)
        #expect(routing.layout.window.activeTouches.isEmpty)
    }

    @Test func aOneFingerDragUpAndDownScrollsList0AndThePagerNeverTakesOver() throws {
        let routing = try RecordedRouting(shared: "atmel-maxtouch/1-finger-drag-up-down.events")
        let scrolls = routing.trace.scrolls
        #expect(scrolls.allSatisfy { $0.view.name == "list0" && $0.offset.x == 0 })
        #expect((scrolls.map(\.offset.y).max() ?? 0) > 100, "the list scrolled well down")
        #expect(routing.trace.outcomes(by: "list0").contains(.takenOver))
        #expect(!routing.trace.outcomes(by: "pager").contains(.takenOver))
        #expect(routing.trace.outcomes(by: "pager").contains(.claimedByChild))
        #expect(routing.layout.pager.contentOffset == .zero)
    }

    @Test func aOneFingerSwipeAlongTheTopEdgeFlipsThePage() throws {
        // The finger moves left to right, towards the previous page: start on page 1.
        let routing = try RecordedRouting(shared: "wacom-isdv4-e6/single-top-swipe.events", page: 1)
        #expect(routing.trace.outcomes(by: "pager").contains(.takenOver))
        #expect(routing.layout.currentPage == 0)
        #expect(routing.layout.pager.contentOffset == .zero)
        #expect(routing.trace.scrolls.allSatisfy { $0.view.name == "pager" })
    }

    @Test(arguments: [
        "atmel-maxtouch/1-finger-fast-taps.events", "wacom-isdv4-e6/single-tap-center.events",
        "wacom-isdv4-e6/double-tap-center.events",
    ])
    func tapsReachRowsAndAreNeverCancelled(name: String) throws {
        let routing = try RecordedRouting(shared: name)
        let rows = routing.trace.deliveries.filter { $0.view is TapView }
        #expect(rows.contains { $0.phase == .ended }, "a row received a whole tap")
        #expect(!routing.trace.deliveries.contains { $0.phase == .cancelled })
        #expect(routing.trace.scrolls.isEmpty)
    }

    @Test(
        arguments: SharedRecordingScreens.eventFiles.filter {
            $0.contains("2f") || $0.contains("4-finger") || $0.contains("double-") || $0.contains("2-finger")
        })
    func multiFingerGesturesNeverLetThePagerTakeOver(name: String) throws {
        let routing = try RecordedRouting(shared: name, page: 1)
        #expect(!routing.trace.outcomes(by: "pager").contains(.takenOver))
        #expect(routing.layout.currentPage == 1)
    }
}
