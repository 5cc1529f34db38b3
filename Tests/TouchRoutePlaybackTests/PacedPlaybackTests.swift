import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback

/// The playback schedule on a clock the test owns: each sleep is recorded and
/// jumps the clock to its deadline (plus any lateness given), so nothing sleeps.
@Suite struct PacedPlaybackTests {
    final class FakeClock: PlaybackClock {
        var time: EventTime
        /// How late each successive wake comes; on time once used up.
        var lateness: [EventDuration]
        private(set) var sleeps: [EventTime] = []

        init(time: EventTime = PacedPlaybackTests.start, lateness: [EventDuration] = []) {
            self.time = time
            self.lateness = lateness
        }

        func now() -> EventTime { time }

        func sleep(until deadline: EventTime) {
            sleeps.append(deadline)
            time = max(time, deadline) + (lateness.isEmpty ? .zero : lateness.removeFirst())
        }
    }

    static let start = EventTime(seconds: 5, microseconds: 0)

    /// Clock readings `milliseconds` after the start.
    static func afterStart(_ milliseconds: [Int]) -> [EventTime] {
        milliseconds.map { start + .milliseconds($0) }
    }

    /// Three frames of two events each, at 10.000, 10.010 and 10.030 s.
    static let events: [InputEvent] = [0, 10_000, 30_000].flatMap { microseconds in
        let time = EventTime(seconds: 10, microseconds: microseconds)
        return [
            InputEvent(time: time, type: EventType.abs, code: EventCode.absMTPositionX, value: Int32(microseconds)),
            InputEvent(time: time, type: EventType.syn, code: EventCode.synReport, value: 0),
        ]
    }

    /// Play `events` at `pace`; answers when (clock time) each event was sent.
    static func play(
        _ pace: PlaybackPace, on clock: FakeClock, events: [InputEvent] = events,
        shouldStop: () -> Bool = { false }
    ) -> [EventTime] {
        var sentAt: [EventTime] = []
        let playback = PacedPlayback(schedule: PlaybackSchedule(pace: pace, events: events), clock: clock)
        let count = playback.play(events, shouldStop: shouldStop) { _ in sentAt.append(clock.now()) }
        #expect(count == sentAt.count)
        return sentAt
    }

    @Test func theRecordedPaceSendsEachFrameAtItsOffsetFromTheFirst() {
        let clock = FakeClock()
        let sent = Self.play(.recorded(speed: 1), on: clock)
        #expect(clock.sleeps == Self.afterStart([0, 10, 30]), "one wait per frame")
        #expect(sent == Self.afterStart([0, 0, 10, 10, 30, 30]))
    }

    @Test func speedTwoHalvesEveryInterval() {
        let clock = FakeClock()
        let sent = Self.play(.recorded(speed: 2), on: clock)
        #expect(sent == Self.afterStart([0, 0, 5, 5, 15, 15]))
    }

    @Test func aFractionalScaleRoundsToTheMicrosecond() {
        let schedule = PlaybackSchedule(pace: .recorded(speed: 3), events: Self.events)
        let microseconds = [0, 0, 3_333, 3_333, 10_000, 10_000]
        #expect(Self.events.map { schedule.deadline(of: $0) } == microseconds.map(EventDuration.microseconds))
    }

    /// A recording's largest time (2⁴⁰ s) or a tiny speed caps the deadline
    /// at 10⁹ s (`EventDuration.longestWait`) instead of trapping in the conversion.
    @Test func aHugeGapOrATinySpeedCapsTheDeadline() throws {
        let late = InputEvent(
            time: EventTime(seconds: 1 << 40, microseconds: 0), type: EventType.syn,
            code: EventCode.synReport, value: 0)
        let normal = PlaybackSchedule(pace: .recorded(speed: 1), events: Self.events)
        #expect(normal.deadline(of: late) == .longestWait)
        let slow = PlaybackSchedule(pace: try #require(PlaybackPace(speed: 1e-300)), events: Self.events)
        #expect(slow.deadline(of: Self.events[2]) == .longestWait)
        #expect(slow.deadline(of: Self.events[0]) == .zero)
    }

    @Test func asFastAsPossibleNeverWaits() {
        let clock = FakeClock()
        let sent = Self.play(.asFastAsPossible, on: clock)
        #expect(clock.sleeps.isEmpty)
        #expect(sent == Array(repeating: Self.start, count: 6))
    }

    @Test func aLateWakeDoesNotDelayTheEventsAfterIt() {
        // The wake for the second frame comes 7 ms late; the third is still
        // due 30 ms after the start, not 30 ms plus the 7.
        let clock = FakeClock(lateness: [.zero, .milliseconds(7)])
        let sent = Self.play(.recorded(speed: 1), on: clock)
        #expect(clock.sleeps == Self.afterStart([0, 10, 30]))
        #expect(sent == Self.afterStart([0, 0, 17, 17, 30, 30]))
    }

    @Test func aLateFirstFrameAnchorsTheScheduleWhereItWentOut() {
        // The first frame goes out 5 ms late (cold code); the others keep
        // their intervals from it: 10 and 30 ms after it, not after the start.
        let clock = FakeClock(lateness: [.milliseconds(5)])
        let sent = Self.play(.recorded(speed: 1), on: clock)
        #expect(sent == Self.afterStart([5, 5, 15, 15, 35, 35]))
    }

    @Test func aWakeLatePastTheNextDeadlineSendsItAtOnce() {
        let clock = FakeClock(lateness: [.zero, .milliseconds(25)])
        let sent = Self.play(.recorded(speed: 1), on: clock)
        #expect(sent == Self.afterStart([0, 0, 35, 35, 35, 35]))
    }

    @Test func anEventStampedBeforeTheFirstIsDueAtOnce() {
        let backwards = [
            InputEvent(time: EventTime(seconds: 10, microseconds: 0), type: 0, code: 0, value: 0),
            InputEvent(time: EventTime(seconds: 9, microseconds: 0), type: 0, code: 0, value: 0),
        ]
        let schedule = PlaybackSchedule(pace: .recorded(speed: 1), events: backwards)
        #expect(backwards.map { schedule.deadline(of: $0) } == [.zero, .zero])
    }

    @Test func stoppingEndsPlaybackBetweenFramesNeverWithinOne() {
        var asked = 0
        let sent = Self.play(.recorded(speed: 1), on: FakeClock()) {
            asked += 1
            return asked == 2
        }
        #expect(sent.count == 2, "the first frame whole, then the stop")
        #expect(asked == 2, "asked once per frame started")
    }

    @Test func anErrorFromSendingEndsPlayback() {
        struct WriteFailed: Error {}
        let playback = PacedPlayback(
            schedule: PlaybackSchedule(pace: .asFastAsPossible, events: Self.events), clock: FakeClock())
        var sent = 0
        #expect(throws: WriteFailed.self) {
            try playback.play(Self.events) { (_) throws(WriteFailed) in
                sent += 1
                if sent == 3 { throw WriteFailed() }
            }
        }
        #expect(sent == 3)
    }

    @Test func theSpeedOptionMapsToAPace() {
        #expect(PlaybackPace(speed: 1) == .recorded(speed: 1))
        #expect(PlaybackPace(speed: 2) == .recorded(speed: 2))
        #expect(PlaybackPace(speed: 0) == .asFastAsPossible)
        #expect(PlaybackPace(speed: -1) == nil)
        #expect(PlaybackPace(speed: .infinity) == nil)
        #expect(PlaybackPace(speed: .nan) == nil)
    }
}
