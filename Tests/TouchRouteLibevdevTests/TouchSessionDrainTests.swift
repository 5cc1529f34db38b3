import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback

@testable import TouchRouteLibevdev

/// Drain before work: a session with one device reads everything the device
/// has before it routes a frame, reads again while it routes a long burst,
/// and takes at most a queue's worth of events per dispatch.
@Suite struct TouchSessionDrainTests {
    /// A pipe source that notes, for each event read, how many frames the
    /// session had routed by then.
    final class WatchedSource: PollableEventSource {
        let pipe: PipeEventSource
        var framesRouted = 0
        private(set) var routedAtEachRead: [Int] = []

        init(batches: [[EventRead]]) { pipe = PipeEventSource(batches: batches) }

        var name: String { pipe.name }
        var pollDescriptor: Int32 { pipe.pollDescriptor }
        func currentTime() -> EventTime { pipe.currentTime() }
        func nextResyncEvent() -> EventRead { pipe.nextResyncEvent() }
        func nextEvent() -> EventRead {
            let read = pipe.nextEvent()
            if case .event = read { routedAtEachRead.append(framesRouted) }
            return read
        }
    }

    static let script = PanelScript(baseSeconds: 100)

    /// A finger down and `count` moves, one frame a millisecond.
    static func drag(moves count: Int, from start: Int = 0) -> [EventRead] {
        let down: [EventRead] = start == 0 ? script.fingerDown(x: 300, y: 100) : []
        let moves: [EventRead] = (1...count).flatMap {
            script.move(x: Int32(300 + ($0 + start) % 50), y: 100, at: .milliseconds($0 + start))
        }
        return down + moves
    }

    /// A session on the default layout reading a `WatchedSource` of `batches`,
    /// counting the frames it routes, on a clock that stands still.
    struct Rig {
        let source: WatchedSource
        let session: TouchSession

        init(batches: [[EventRead]]) throws {
            source = WatchedSource(batches: batches)
            session = try TouchSession(window: DefaultLayout().window, clock: { 100_000_000_000 })
            try session.addSource(
                source, decoder: try TouchDecoder(device: PanelScript.panel),
                mapping: try CoordinateMapping(device: PanelScript.panel))
            session.afterEachFrame = { [source] _ in source.framesRouted += 1 }
        }
    }

    @Test func aWakeupReadsEverythingTheDeviceHasBeforeItRoutesAFrame() throws {
        let burst = Self.drag(moves: 20)
        let test = try Rig(batches: [burst])
        test.source.pipe.release()
        #expect(test.session.dispatch() == .active)
        #expect(test.source.framesRouted == 21)
        #expect(test.source.routedAtEachRead == Array(repeating: 0, count: burst.count))
    }

    @Test func eventsThatComeWhileALongBurstIsRoutedAreReadWithinAFewFrames() throws {
        let test = try Rig(batches: [Self.drag(moves: 99), Self.drag(moves: 10, from: 99)])
        test.session.afterEachFrame = { [source = test.source] _ in
            source.framesRouted += 1
            if source.framesRouted == 5 { source.pipe.release() }
        }
        test.source.pipe.release()
        #expect(test.session.dispatch() == .active)
        #expect(test.source.framesRouted == 110, "the late batch in the same dispatch")
        let firstLate = test.source.routedAtEachRead[Self.drag(moves: 99).count]
        #expect(
            firstLate > 5 && firstLate < LiveInput<WatchedSource>.framesBetweenReads,
            "read at the next top-up, not after the 100 frames before it")
    }

    @Test func aFloodIsTakenAQueueAtATimeSoTheTraceAndTimersGetTheirTurn() throws {
        let flood = Self.drag(moves: FrameQueue<WatchedSource>.capacity / 3 * 2)
        let test = try Rig(batches: [flood])
        test.source.pipe.release()
        #expect(test.session.dispatch() == .active)
        let first = test.session.eventCount
        #expect(first >= FrameQueue<WatchedSource>.capacity - 3 && first <= FrameQueue<WatchedSource>.capacity)
        #expect(test.session.dispatch() == .active)
        #expect(test.session.eventCount == flood.count)
        #expect(test.session.window.activeTouches.count == 1, "the finger is still down, nothing lost")
    }
}
