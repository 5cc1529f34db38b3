import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback

@testable import TouchRouteLibevdev

/// A device's events read ahead and handed out a whole frame at a time, up to
/// a release time: what lets a session route several devices' frames in time
/// order.
@Suite struct FrameQueueTests {
    /// A source that has `reads` now, and after a `.dropped` the `resync`.
    final class ScriptedSource: PollableEventSource {
        var reads: [EventRead]
        var resync: [EventRead]

        init(_ reads: [EventRead], resync: [EventRead] = []) {
            self.reads = reads
            self.resync = resync
        }

        var name: String { "scripted" }
        var pollDescriptor: Int32 { -1 }
        func nextEvent() -> EventRead { reads.isEmpty ? .wouldBlock : reads.removeFirst() }
        func nextResyncEvent() -> EventRead { resync.isEmpty ? .wouldBlock : resync.removeFirst() }
        func currentTime() -> EventTime { EventTime(seconds: 101, microseconds: 0) }
    }

    static let script = PanelScript(baseSeconds: 100)

    /// Every read the queue hands out now, as `drain` would take them.
    static func handedOut(_ queue: FrameQueue<ScriptedSource>) -> [EventRead] {
        var out: [EventRead] = []
        while true {
            let read = queue.nextEvent()
            if read == .wouldBlock { return out }
            out.append(read)
            if case .dropped = read {
                while case let resync = queue.nextResyncEvent(), resync != .wouldBlock { out.append(resync) }
            }
        }
    }

    @Test func framesGoWholeAndOnlyUpToTheReleaseTime() {
        let frames =
            Self.script.fingerDown(x: 10, y: 20) + Self.script.move(x: 12, y: 20, at: .milliseconds(10))
            + Self.script.lift(at: .milliseconds(20))
        let queue = FrameQueue(ScriptedSource(frames))
        queue.readAhead()
        #expect(queue.nextFrameTime == Self.script.time(at: .milliseconds(0)))
        queue.releaseTime = Self.script.time(at: .milliseconds(10))
        #expect(Self.handedOut(queue) == Array(frames.prefix(7)), "the frames at 0 and 10 ms, not the lift at 20")
        #expect(queue.nextFrameTime == Self.script.time(at: .milliseconds(20)))
        queue.releaseTime = nil
        #expect(Self.handedOut(queue) == Array(frames.suffix(2)))
        #expect(queue.nextFrameTime == nil)
    }

    @Test func halfAFrameWaitsForItsReport() {
        let down = Self.script.fingerDown(x: 10, y: 20, at: .milliseconds(5))
        let source = ScriptedSource(Array(down.prefix(2)))
        let queue = FrameQueue(source)
        queue.readAhead()
        #expect(queue.nextFrameTime == nil)
        #expect(Self.handedOut(queue).isEmpty)
        source.reads = Array(down.dropFirst(2))
        queue.readAhead()
        #expect(queue.nextFrameTime == Self.script.time(at: .milliseconds(5)))
        #expect(Self.handedOut(queue) == down)
    }

    @Test func halfAFrameLeftOverMovesToTheFrontWithTheRestHandedOut() {
        let first = Self.script.fingerDown(x: 10, y: 20)
        let second = Self.script.move(x: 12, y: 20, at: .milliseconds(10))
        let source = ScriptedSource(first + Array(second.prefix(1)))
        let queue = FrameQueue(source)
        queue.readAhead()
        #expect(Self.handedOut(queue) == first)
        source.reads = Array(second.dropFirst())
        queue.readAhead()
        #expect(queue.nextFrameTime == Self.script.time(at: .milliseconds(10)))
        #expect(Self.handedOut(queue) == second)
        #expect(queue.nextFrameTime == nil)
    }

    @Test func aDropAndItsResyncAreOneFrameEndingAtTheResyncsReport() {
        let dropped = InputEvent(
            time: Self.script.time(at: .milliseconds(3)), type: EventType.syn, code: EventCode.synDropped, value: 0)
        let resync = Self.script.fingerDown(x: 30, y: 40, at: .milliseconds(8))
        let after = Self.script.lift(at: .milliseconds(15))
        let queue = FrameQueue(ScriptedSource([.dropped(dropped)] + after, resync: resync))
        queue.readAhead()
        #expect(queue.nextFrameTime == Self.script.time(at: .milliseconds(8)))
        queue.releaseTime = Self.script.time(at: .milliseconds(8))
        #expect(Self.handedOut(queue) == [.dropped(dropped)] + resync, "the resync comes through nextResyncEvent")
        #expect(queue.nextFrameTime == Self.script.time(at: .milliseconds(15)))
    }

    @Test func passingThroughHandsOutWhatIsHeldWholeOrNotAndTheRestAfterTheNextReadAhead() {
        let down = Self.script.fingerDown(x: 10, y: 20)
        let lift = Self.script.lift(at: .milliseconds(10))
        let source = ScriptedSource(down + Array(lift.prefix(1)))
        let queue = FrameQueue(source)
        queue.readAhead()
        source.reads = Array(lift.suffix(1))
        queue.passesThrough = true
        #expect(Self.handedOut(queue) == down + Array(lift.prefix(1)), "the half frame too")
        #expect(source.reads.count == 1, "the source is read only by readAhead")
        #expect(queue.readAhead() == 1)
        #expect(Self.handedOut(queue) == Array(lift.suffix(1)))
        #expect(Self.handedOut(queue).isEmpty && queue.nextFrameTime == nil, "nothing is left held")
    }

    /// A burst of moves, `count` frames of three events from 1 ms on.
    static func moves(_ count: Int) -> [EventRead] {
        (1...count).flatMap { Self.script.move(x: Int32(10 + $0 % 100), y: 20, at: .milliseconds($0)) }
    }

    @Test func readingAheadStopsAtTheCapacityAndTheSourceKeepsTheRest() {
        let burst = Self.moves(FrameQueue<ScriptedSource>.capacity / 3 + 100)
        let source = ScriptedSource(burst)
        let queue = FrameQueue(source)
        #expect(queue.readAhead() == FrameQueue<ScriptedSource>.capacity)
        #expect(source.reads.count == burst.count - FrameQueue<ScriptedSource>.capacity)
        let first = Self.handedOut(queue)
        #expect(
            first == Array(burst.prefix(first.count)) && first.count > FrameQueue<ScriptedSource>.capacity - 3,
            "every whole frame held")
        queue.readAhead()
        #expect(first + Self.handedOut(queue) == burst, "then the rest, with the half frame kept")
        #expect(source.reads.isEmpty)
    }

    @Test func aFrameLongerThanTheQueueGoesInPartsRatherThanNever() {
        // A device that never reports: X after X.
        let endless = (0..<FrameQueue<ScriptedSource>.capacity + 5).map {
            Self.script.event(at: .milliseconds(1), EventType.abs, EventCode.absMTPositionX, Int32($0 % 800))
        }
        let queue = FrameQueue(ScriptedSource(endless))
        queue.readAhead()
        #expect(queue.nextFrameTime == Self.script.time(at: .milliseconds(1)))
        #expect(Self.handedOut(queue) == Array(endless.prefix(FrameQueue<ScriptedSource>.capacity)))
    }

    @Test func theEndOfTheStreamGoesAfterEveryFrameWithAFrameItCutShort() {
        let down = Self.script.fingerDown(x: 10, y: 20)
        let cut = Array(Self.script.move(x: 11, y: 20, at: .milliseconds(10)).prefix(1))
        let queue = FrameQueue(
            ScriptedSource(
                down + cut + [
                    .deviceRemoved,
                    .event(
                        InputEvent(
                            time: Self.script.time(at: .milliseconds(20)), type: EventType.syn,
                            code: EventCode.synReport, value: 0)),
                ]))
        queue.readAhead()
        queue.releaseTime = Self.script.time(at: .milliseconds(500))
        #expect(Self.handedOut(queue) == down)
        #expect(queue.nextFrameTime == .afterEveryFrame, "nothing is read past the removal")
        #expect(Self.handedOut(queue).isEmpty, "the removal waits for every frame of the other devices")
        queue.releaseTime = nil
        #expect(Self.handedOut(queue) == cut + [.deviceRemoved])
    }
}
