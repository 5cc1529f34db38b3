import Glibc
import Knob
import Testing
import TouchRoute
import TouchRouteTesting
import TouchRouteTraceFormat

/// The knob recognizer, written in this package alone: its own kind in the
/// JSON trace, its states, and its relationship with the list's pan.
@Suite struct KnobTurnGestureRecognizerTests {
    /// A circular path of `turns` whole turns about `centre`, radius 45 pt,
    /// clockwise on screen.
    static func circle(about centre: Point, turns: Double) -> TouchScript {
        let steps = Int(32 * turns)
        let points = (0...steps).map { step in
            let angle = Double(step) / Double(steps) * turns * 2 * Double.pi
            return Point(centre.x + 45 * cos(angle), centre.y + 45 * sin(angle))
        }
        return .path(points, duration: 0.5 * turns)
    }

    /// The JSON Lines of the gesture records.
    static func gestureLines(_ trace: TraceRecorder) -> [String] {
        let format = TraceJSONFormat(timeOrigin: 0)
        var out = TraceBytes()
        for record in trace.records {
            if case .gesture = record { format.append(record, to: &out) }
        }
        return out.text.split(separator: "\n").map(String.init)
    }

    @Test func aTurnBeginsChangesAndEndsUnderItsOwnKind() throws {
        let panel = KnobPanel()
        let trace = TraceRecorder(panel.window)
        panel.window.play(Self.circle(about: panel.knobCentre, turns: 0.75))
        let lines = Self.gestureLines(trace).filter { $0.contains(#""recognizer":"volume""#) }
        #expect(lines.allSatisfy { $0.contains(#""kind":"knob-turn""#) })
        #expect(lines.first?.contains(#""state":"began""#) == true)
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.contains(#""state":"changed""#) })
        #expect(lines.last?.contains(#""state":"ended""#) == true)
        let last = try #require(trace.gestureChanges.last { $0.recognizer === panel.volume })
        #expect(abs((last.values.rotation ?? 0) - 1.5 * Double.pi) < 0.05, "three quarters of a turn")
        #expect(panel.list.contentOffset.y == 0, "the list waited, and the knob won")
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aStraightDragFromTheKnobFailsItAndTheListScrolls() {
        let panel = KnobPanel()
        let trace = TraceRecorder(panel.window)
        let start = Point(panel.knobCentre.x, panel.knobCentre.y + 40)
        panel.window.play(.drag(from: start, to: Point(start.x, 20), duration: 0.4))
        let states = { (name: String) in
            trace.gestureChanges.filter { $0.recognizer.name == name }.map(\.state)
        }
        #expect(states("volume") == [.failed])
        #expect(states("list.pan").first == .began && states("list.pan").last == .ended)
        #expect(panel.list.contentOffset.y > 100)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aDragElsewhereScrollsTheListAsUsual() {
        let panel = KnobPanel()
        panel.window.play(.drag(from: Point(50, 500), to: Point(50, 100), duration: 0.4))
        #expect(panel.list.contentOffset.y > 300)
    }
}
