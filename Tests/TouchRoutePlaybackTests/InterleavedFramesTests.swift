import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback

/// Several recorded devices as one stream: whole frames in the order of
/// their `SYN_REPORT` times, each event with its device, as `emulate` plays
/// a `libinput record --all` file.
@Suite struct InterleavedFramesTests {
    /// A frame of `device`'s: a position event at `microseconds`, then its
    /// `SYN_REPORT` `late` µs after it (0 for the same time).
    static func frame(_ value: Int32, at microseconds: Int, reportLate late: Int = 0) -> [InputEvent] {
        [
            InputEvent(
                time: EventTime(totalMicroseconds: microseconds), type: EventType.abs, code: EventCode.absMTPositionX,
                value: value),
            InputEvent(
                time: EventTime(totalMicroseconds: microseconds + late), type: EventType.syn,
                code: EventCode.synReport, value: 0),
        ]
    }

    @Test func framesGoInTheOrderOfTheirReportsAndAreNeverSplit() {
        // Device 0 reports at 0, 10 and 30 ms; device 1 at 5, 10 (a tie) and 20 ms,
        // its first frame's position 4 ms before its report.
        let left = Self.frame(1, at: 0) + Self.frame(2, at: 10_000) + Self.frame(3, at: 30_000)
        let right =
            Self.frame(11, at: 1_000, reportLate: 4_000) + Self.frame(12, at: 10_000) + Self.frame(13, at: 20_000)
        let stream = InterleavedFrames([left, right])
        let values = zip(stream.events, stream.owners).compactMap { event, owner in
            event.isReport ? nil : "\(owner):\(event.value)"
        }
        #expect(values == ["0:1", "1:11", "0:2", "1:12", "1:13", "0:3"], "a tie goes to the device first")
        #expect(stream.events.count == left.count + right.count)
        // Each frame stays whole: every event is followed by its own report.
        for index in stride(from: 0, to: stream.events.count, by: 2) {
            #expect(stream.events[index + 1].isReport && stream.owners[index] == stream.owners[index + 1])
        }
    }

    @Test func oneDeviceIsItsOwnStreamAndNoneIsEmpty() {
        let only = Self.frame(1, at: 0) + Self.frame(2, at: 8_000)
        let stream = InterleavedFrames([only])
        #expect(stream.events == only)
        #expect(stream.owners == [0, 0, 0, 0])
        #expect(InterleavedFrames([]).events.isEmpty)
        #expect(InterleavedFrames([[], only]).owners == [1, 1, 1, 1])
    }

    @Test func eventsAfterTheLastReportGoLast() {
        let unfinished = Self.frame(1, at: 0) + [Self.frame(2, at: 1_000)[0]]
        let other = Self.frame(11, at: 50_000)
        let stream = InterleavedFrames([unfinished, other])
        #expect(stream.events.map(\.value) == [1, 0, 11, 0, 2])
        #expect(stream.owners == [0, 0, 1, 1, 0])
    }

    /// Played on a clock the test owns, the merged stream keeps every
    /// device's recorded gaps from the earliest first event.
    @Test func playedTheFramesGoOutAtTheirRecordedTimesAcrossDevices() {
        let left = Self.frame(1, at: 2_000_000) + Self.frame(2, at: 2_010_000)
        let right = Self.frame(11, at: 2_005_000)
        let stream = InterleavedFrames([left, right])
        let clock = PacedPlaybackTests.FakeClock()
        let playback = PacedPlayback(
            schedule: PlaybackSchedule(pace: .recorded(speed: 1), origin: EventTime(totalMicroseconds: 2_000_000)),
            clock: clock)
        var sent: [(owner: Int, at: EventTime)] = []
        var next = 0
        playback.play(stream.events) { _ in
            sent.append((stream.owners[next], clock.now()))
            next += 1
        }
        #expect(sent.map(\.owner) == [0, 0, 1, 1, 0, 0])
        #expect(sent.map(\.at) == PacedPlaybackTests.afterStart([0, 0, 5, 5, 10, 10]))
    }
}
