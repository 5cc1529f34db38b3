import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback
import TouchRouteTesting

@testable import TouchRouteLibevdev

/// A timer fires by event time, not by how late the reader is: events the
/// device stamped before a deadline are routed before its timer fires, even
/// when they arrive while the session is reading, on a busy machine.
@Suite struct TouchSessionLateReaderTests {
    static let script = PanelScript(baseSeconds: 100)

    /// A clock that the session reads. It reads `now` until, once armed,
    /// its `lateReading`th reading, which first lets `source` release its
    /// next batch (the events arrive while the session reads) and then
    /// jumps to `late`.
    final class LateClock: @unchecked Sendable {
        static let origin = 100_000_000_000
        var now = LateClock.origin
        var source: PipeEventSource?
        private var countdown: Int?
        private var late = 0

        func arm(jumpingTo seconds: Double, atReading reading: Int) {
            countdown = reading
            late = Self.origin + Int(seconds * 1e9)
        }

        var nanoseconds: Int {
            guard let remaining = countdown else { return now }
            if remaining <= 1 {
                countdown = nil
                source?.release()
                now = late
            } else {
                countdown = remaining - 1
            }
            return now
        }
    }

    /// A finger lands on list0.row1 (session time 0); the list's content
    /// delay (150 ms) is due at 0.15 s. Moves stamped 0.11 s and 0.13 s, far
    /// past the list's pan start, reach the device just as a late session
    /// reads the clock at 0.2 s. The moves are routed first: the list pans
    /// at 0.11 s and the row never gets the touch, as in the replay of the
    /// same events; the session used to fire the delay first, handing the row
    /// a touch mid-swipe.
    @Test(arguments: 1...6)
    func eventsStampedBeforeADeadlineAreRoutedBeforeItsTimerFires(lateReading: Int) throws {
        let down = Self.script.fingerDown(x: 300, y: 300)
        let moves =
            Self.script.move(x: 300, y: 270, at: .milliseconds(110))
            + Self.script.move(x: 300, y: 230, at: .milliseconds(130))
        let source = PipeEventSource(batches: [down, moves])
        let clock = LateClock()
        clock.source = source
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let session = try TouchSession(window: layout.window, clock: { clock.nanoseconds })
        try session.addSource(
            source, decoder: try TouchDecoder(device: PanelScript.panel),
            mapping: try CoordinateMapping(device: PanelScript.panel))
        source.release()
        clock.now = LateClock.origin + 100_000_000  // 0.1 s: the finger is down, the delay not yet due
        clock.arm(jumpingTo: 0.2, atReading: lateReading)
        // The late reading may come in a later dispatch: three see it through.
        for _ in 0..<3 { _ = session.dispatch() }
        #expect(clock.now == LateClock.origin + 200_000_000)
        #expect(trace.phases(receivedBy: "list0.row4").isEmpty, "the delay never handed the row the touch")
        #expect(trace.decisions(by: "list0").map(\.outcome).contains(.takenOver))
        #expect(!trace.decisions(by: "list0").contains { $0.rule == DecisionRule.delay })
    }
}
