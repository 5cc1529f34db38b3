import Testing
import TouchRoute
import TouchRouteTesting

/// A participant answers for itself, so the search on the path cannot ask it
/// about a point it has not heard; it hears the decision point where the
/// pager above would take the touch as the last one standing, and rejects
/// there, so the pager takes over at the same place at every report rate.
@Suite struct ParticipantOnThePathTests {
    /// A widget that gives up any touch that has gone 8 pt.
    final class Knob: View, GestureArenaParticipant {
        func arenaStance(for touch: Touch) -> ArenaStance {
            touch.translation.length > 8 ? .reject : .hold
        }
    }

    @Test(arguments: [20.0, 30, 60, 240])
    func aParticipantThatRejectsLetsThePagerTakeOverAtTheSamePlaceAtEveryRate(hertz: Double) throws {
        let window = Window(size: Size(800, 480))
        let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        pager.contentSize = Size(2400, 480)
        pager.isPagingEnabled = true
        window.addSubview(pager)
        let knob = Knob(name: "knob", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        pager.addSubview(knob)
        let trace = TraceRecorder(window)
        // 25° off horizontal, 150 pt to the left in 0.2 s.
        let end = Point(x: 600 - 150 * 0.906, y: 240 - 150 * 0.423)
        window.play(.drag(from: Point(600, 240), to: end, duration: 0.2, rate: hertz), settling: false)
        let takeover = try #require(trace.decisions(by: "pager").first { $0.outcome == .takenOver })
        #expect(takeover.rule == DecisionRule.lastOneStanding)
        #expect(abs(takeover.displacement.dx + 12) < 1e-6, "at \(hertz) Hz: \(takeover.displacement)")
    }
}
