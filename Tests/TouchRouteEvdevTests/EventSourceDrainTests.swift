import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// `EventSource.drain`, the one raw read loop under `TouchReader.dispatch`,
/// `touchroute record` and `run --bare-read`.
@Suite struct EventSourceDrainTests {
    /// Hands out listed reads: `normal` to `nextEvent`, `resync` to
    /// `nextResyncEvent`, then `.wouldBlock`.
    final class ListedSource: EventSource {
        let name = "/dev/input/event9"
        var normal: [EventRead]
        var resync: [EventRead]
        private(set) var normalReads = 0

        init(normal: [EventRead], resync: [EventRead] = []) {
            self.normal = normal
            self.resync = resync
        }

        func nextEvent() -> EventRead {
            normalReads += 1
            return normal.isEmpty ? .wouldBlock : normal.removeFirst()
        }

        func nextResyncEvent() -> EventRead { resync.isEmpty ? .wouldBlock : resync.removeFirst() }
        func currentTime() -> EventTime { .at(0) }
    }

    static func event(_ code: EventCode, _ value: Int32) -> InputEvent {
        InputEvent(time: .at(1), type: EventType.abs, code: code, value: value)
    }

    static let dropped = InputEvent(time: .at(1), type: EventType.syn, code: EventCode.synDropped, value: 0)
    static let report = InputEvent(time: .at(1), type: EventType.syn, code: EventCode.synReport, value: 0)

    @Test func eventsGoToEachInOrderAndTheDropToOnDroppedAloneWithItsResyncAfterIt() {
        let x = Self.event(EventCode.absMTPositionX, 10)
        let y = Self.event(EventCode.absMTPositionY, 20)
        let source = ListedSource(
            normal: [.event(x), .dropped(Self.dropped), .event(Self.report)], resync: [.event(y), .event(Self.report)])
        var seen: [InputEvent] = []
        var drops: [InputEvent] = []
        let end = source.drain(onDropped: { drops.append($0) }, each: { seen.append($0) })
        #expect(end == .drained)
        #expect(drops == [Self.dropped])
        #expect(seen == [x, y, Self.report, Self.report], "the resync comes between the drop and what follows it")
    }

    @Test func theLimitCountsNormalReadsWithADropAndItsResyncAsOne() {
        let x = Self.event(EventCode.absMTPositionX, 10)
        let source = ListedSource(
            normal: [.dropped(Self.dropped), .event(x), .event(x)], resync: [.event(x), .event(Self.report)])
        var count = 0
        #expect(source.drain(limit: 2, each: { _ in count += 1 }) == .drained)
        #expect(count == 3, "the resync's two events and one normal event")
        #expect(source.normalReads == 2)
    }

    @Test(arguments: [
        EventRead.endOfStream, .deviceRemoved,
        .failed(DeviceError(device: "/dev/input/event9", reason: .permissionDenied)),
    ])
    func theStreamsEndIsTheAnswerAfterTheEventsBeforeIt(end: EventRead) {
        let source = ListedSource(normal: [.event(Self.report), end, .event(Self.report)])
        var count = 0
        let outcome = source.drain(each: { _ in count += 1 })
        #expect(count == 1)
        switch end {
        case .endOfStream: #expect(outcome == .endOfStream)
        case .deviceRemoved: #expect(outcome == .deviceRemoved)
        case .failed(let error): #expect(outcome == .failed(error))
        default: Issue.record("not an end")
        }
    }

    @Test func aDeviceThatGoesAwayMidResyncEndsTheDrain() {
        let source = ListedSource(
            normal: [.dropped(Self.dropped), .event(Self.report)], resync: [.event(Self.report), .deviceRemoved])
        var count = 0
        #expect(source.drain(each: { _ in count += 1 }) == .deviceRemoved)
        #expect(count == 1, "nothing is read after the removal")
    }
}
