import Testing
import TouchRoute
import TouchRouteStrokes
import TouchRouteTesting

/// A live reader fires the window's timers between reports, each at its own
/// deadline, since it has no report until the report's time; a replay hands
/// the window report after report, and the window fires them itself. Both
/// must decide the same, decision points on the path included: a timer due
/// before a report (the content delay) fires before any point on the way to
/// that report, however early on the path the point lies. Before this held,
/// a 30 Hz finger that rested on a row and then left it was forwarded to the
/// row live and decided on the path in its replay.
@Suite struct LiveTimerEquivalenceTests {
    static let suite = StrokeSuite(seed: 29, perBand: 2)

    @Test(arguments: [ReportRate.hz30, .hz60, .hz240])
    func timersFiredBetweenReportsChangeNothing(rate: ReportRate) {
        var checked = 0
        for human in Self.suite.strokes {
            let gesture =
                human.setup.map { $0.path.adding(human.path, after: $0.path.duration + 0.25) } ?? human.path
            let frames = gesture.sampled(at: rate).frames(startingAt: 1)
            let replayed = Self.trace(of: frames, firingTimersBetweenReports: false)
            let live = Self.trace(of: frames, firingTimersBetweenReports: true)
            let common = min(replayed.count, live.count)
            let first = (0..<common).first { replayed[$0] != live[$0] } ?? common
            #expect(
                first == common && replayed.count == live.count,
                """
                \(human.band) seed \(human.seed) at \(rate): the traces differ at record \(first):
                  replayed: \(first < replayed.count ? replayed[first] : "(end)")
                  live:     \(first < live.count ? live[first] : "(end)")
                """)
            checked += 1
        }
        #expect(checked == Self.suite.strokes.count)
    }

    /// The records a fresh default layout gives for `frames`, settled; when
    /// `firingTimersBetweenReports`, each timer due before a frame is fired
    /// at its deadline first, as `TouchSession` does when its timer expires.
    private static func trace(of frames: [TouchFrame], firingTimersBetweenReports: Bool) -> [String] {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        for frame in frames {
            while firingTimersBetweenReports, let deadline = layout.window.clock.nextDeadline,
                deadline < frame.timestamp
            {
                layout.window.advanceTime(to: deadline)
            }
            layout.window.handle(frame)
        }
        layout.window.settle()
        return trace.records.map(BatchingEquivalenceTests.line)
    }
}
