import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback
import TouchRouteTesting

@testable import TouchRouteLibevdev

/// A `TouchSession` on the default layout, fed by a `PipeEventSource`, on a
/// clock that moves only when a test sets it: it starts at 100 s, the time
/// base of the scripted events, so window time is event time − 100 s.
final class SessionFixture {
    /// The clock's reading at session time 0, in nanoseconds.
    static let origin = 100_000_000_000

    static let script = PanelScript(baseSeconds: 100)

    /// A finger down on `list0.row1` at 100 s (session time 0).
    static let fingerDown = script.fingerDown(x: 300, y: 100)

    /// The finger lifting at `milliseconds`.
    static func lift(at milliseconds: Int) -> [EventRead] { script.lift(at: .milliseconds(milliseconds)) }

    /// This test target's folder, found from this file's path.
    static let testsFolder = String(#filePath[..<#filePath.lastIndex(of: "/")!])

    let layout: DefaultLayout
    let trace: TraceRecorder
    let session: TouchSession
    /// The pipe the session reads, unless it has no device.
    let source: PipeEventSource?
    private let clock = Clock()

    /// - Parameter batches: the pipe's reads, one batch per `source.release()`;
    ///   nil for a session with no device.
    /// - Parameter screen: the default layout's size; the pipe's panel maps onto it.
    /// - Parameter windowTime: where the window's clock is when the session
    ///   is made, in seconds; window time is then event time − 100 s + this.
    init(
        batches: [[EventRead]]? = [fingerDown], screen: Size = DefaultLayout.standardScreen, windowTime: Double = 0
    ) throws {
        layout = DefaultLayout(screen: screen)
        layout.window.advanceTime(to: windowTime)
        trace = TraceRecorder(layout.window)
        session = try TouchSession(window: layout.window, clock: { [clock] in clock.nanoseconds })
        if let batches {
            let source = PipeEventSource(batches: batches)
            try session.addSource(
                source, decoder: try TouchDecoder(device: PanelScript.panel), mapping: try Self.mapping())
            self.source = source
        } else {
            source = nil
        }
    }

    /// Set the clock to `seconds` of session time.
    func setTime(_ seconds: Double) {
        clock.nanoseconds = Self.origin + Int((seconds * 1e9).rounded())
    }

    /// Set the clock to the timer's target, as if it had fired; false when disarmed.
    func fireTimer() -> Bool {
        guard let target = session.timer.target else { return false }
        clock.nanoseconds = target
        return true
    }

    /// Dispatch, then again each time the timer fires, until the session is
    /// no longer active or the timer is disarmed (at most 10,000 wakes);
    /// returns the last outcome.
    func dispatchAtEachTimer() -> SessionOutcome {
        var outcome = session.dispatch()
        var wakes = 0
        while outcome == .active && fireTimer() && wakes < 10_000 {
            outcome = session.dispatch()
            wakes += 1
        }
        return outcome
    }

    /// Where the timer is armed, in session seconds, or nil.
    var armedTime: Double? { session.timer.target.map { Double($0 - Self.origin) / 1e9 } }

    static func mapping() throws -> CoordinateMapping { try CoordinateMapping(device: PanelScript.panel) }

    /// Read by the session, possibly from an async run's thread, and set by
    /// the test only between dispatches.
    private final class Clock: @unchecked Sendable {
        var nanoseconds = SessionFixture.origin
    }
}
