import Foundation
import Testing
import TouchRoute
import TouchRouteTesting

/// A scroll view that declined a touch on its first few points takes it back
/// once everybody else has given it up and the whole path goes its way: a long
/// drag never ends with nothing scrolled.
@Suite struct ReconsideredDeclineTests {
    /// A finger that lands rolling sideways: its first `wander` points go at
    /// `(-10, -8.5)`'s angle, then it heads for `end` (a displacement from
    /// `start`), reported `rate` times a second over `duration`.
    private func rollingDrag(
        _ window: Window, from start: Point, to end: Vector, rate: Double, duration: Double, lift: Bool = true
    ) {
        let wander = Vector(dx: -10, dy: -8.5)
        let reports = Int((duration * rate).rounded())
        window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: start)]))
        for index in 1...reports {
            let s = Double(index) / Double(reports)
            // The first fifth of the time covers the wander, the rest the line to the end.
            let d = s < 0.2 ? wander * (s / 0.2) : wander + (end - wander) * ((s - 0.2) / 0.8)
            window.handle(
                TouchFrame(
                    timestamp: 1 + Double(index) / rate,
                    contacts: [Contact(id: 0, phase: .moved, location: start + d)]))
        }
        guard lift else { return }
        window.handle(
            TouchFrame(
                timestamp: 1 + Double(reports) / rate + 0.001,
                contacts: [Contact(id: 0, phase: .ended, location: start + end)]))
    }

    /// (At 30 Hz the reports miss the roll: the list's pan takes the path
    /// from the second report, already going up, before it is declined.)
    @Test(arguments: [59.0, 60.0, 90.0, 120.0, 240.0])
    func aSteepDragThatRolledSidewaysFirstScrollsTheList(rate: Double) throws {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        rollingDrag(layout.window, from: Point(600, 400), to: Vector(dx: -92.3, dy: -188.5), rate: rate, duration: 0.35)
        #expect(layout.pager.contentOffset.x == 0)
        #expect(layout.lists[0].contentOffset.y > 100, "rate \(rate)")
        #expect(!trace.decisions(by: "pager").contains { $0.rule == DecisionRule.deadGesture })
        let taken = try #require(trace.decisions(by: "list0").first { $0.outcome == .takenOver })
        #expect(taken.rule == DecisionRule.reconsidered)
        // At the same point of the path at every rate: where it passed 12 pt
        // up (the pager's yield, stricter than the list's 10 pt) while going
        // more up than across.
        #expect(abs(taken.displacement.dy + 12) < 1e-6, "rate \(rate)")
        #expect(trace.outcomes(by: "list0").first == .declined)
        #expect(trace.outcomes(by: "pager") == [.forwarded, .claimedByChild])
    }

    /// Every drag of more than 30 pt, whatever its first points did, drags the
    /// list or the pager while it is down, when its whole path goes clearly
    /// (by 10 %) one way: no dead gestures at any rate.
    @Test(arguments: [30.0, 60.0, 90.0, 120.0, 240.0])
    func noLongDragIsDead(rate: Double) {
        var dead: [String] = []
        for heading in stride(from: 0.0, to: 360.0, by: 9.0) {
            for roll in stride(from: -80.0, through: 80.0, by: 40.0) {
                let layout = DefaultLayout()
                let trace = TraceRecorder(layout.window)
                let angle = heading * .pi / 180
                let end = Vector(dx: 120 * cos(angle), dy: 120 * sin(angle))
                let rolled = (heading + roll) * .pi / 180
                let wander = Vector(dx: 12 * cos(rolled), dy: 12 * sin(rolled))
                stroke(layout.window, from: Point(400, 240), wander: wander, to: end, rate: rate)
                let along = max(abs(end.dx), abs(end.dy))
                let across = min(abs(end.dx), abs(end.dy))
                let dragging = layout.pager.isDragging || layout.lists[0].isDragging
                if along > 1.1 * across, !dragging { dead.append("heading \(heading)° roll \(roll)°") }
                layout.window.handle(
                    TouchFrame(timestamp: 3, contacts: [Contact(id: 0, phase: .ended, location: Point(400, 240) + end)])
                )
                if along > 1.1 * across {
                    #expect(!trace.decisions.contains { $0.rule == DecisionRule.deadGesture })
                }
            }
        }
        #expect(dead.isEmpty, "\(rate) Hz: \(dead)")
    }

    /// Two vertical scroll views, one inside the other, both decline a
    /// sideways roll; the inner one takes the drag back, as the deeper view
    /// takes a drag in UIKit (the outer one waits for it).
    @Test func theInnerOfTwoDecliningListsTakesItBack() throws {
        let window = Window(size: Size(400, 600))
        let outer = ScrollView(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        outer.contentSize = Size(400, 1200)
        let inner = ScrollView(name: "inner", frame: Rect(x: 0, y: 100, width: 400, height: 400))
        inner.contentSize = Size(400, 2000)
        outer.addSubview(inner)
        window.addSubview(outer)
        let trace = TraceRecorder(window)
        rollingDrag(window, from: Point(300, 400), to: Vector(dx: -60, dy: -150), rate: 120, duration: 0.3, lift: false)
        #expect(trace.outcomes(by: "inner").filter { $0 != .forwarded } == [.declined, .takenOver])
        #expect(trace.decisions(by: "inner").last?.rule == DecisionRule.reconsidered)
        #expect(trace.outcomes(by: "outer").contains(.declined))
        #expect(!trace.outcomes(by: "outer").contains(.takenOver))
        #expect(inner.isDragging && !outer.isDragging)
        #expect(inner.contentOffset.y > 100)
    }

    /// A recognizer that may still recognize the touch is a contender: the
    /// list waits for it (here a long press that allows any movement).
    @Test func aPossibleRecognizerIsWaitedFor() {
        let layout = DefaultLayout()
        let press = LongPressGestureRecognizer(name: "press")
        press.allowableMovement = 1000
        layout.lists[0].addGestureRecognizer(press)
        let trace = TraceRecorder(layout.window)
        rollingDrag(
            layout.window, from: Point(600, 400), to: Vector(dx: -92.3, dy: -188.5), rate: 60, duration: 0.35,
            lift: false)
        #expect(trace.outcomes(by: "list0").filter { $0 != .forwarded } == [.declined])
        #expect(layout.lists[0].contentOffset.y == 0)
        #expect(press.state == .possible)  // 0.35 s into its 0.5 s
    }

    /// Without reconsidering, the decline is final, as before 0.15: the drag
    /// is dead, and the trace says so.
    @Test func turnedOffTheDeclineIsFinal() {
        let layout = DefaultLayout()
        layout.lists[0].arbitrationPolicy.lastOneStanding.reconsidersDeclines = false
        let trace = TraceRecorder(layout.window)
        rollingDrag(layout.window, from: Point(600, 400), to: Vector(dx: -92.3, dy: -188.5), rate: 60, duration: 0.35)
        #expect(layout.lists[0].contentOffset.y == 0 && layout.pager.contentOffset.x == 0)
        #expect(trace.decisions(by: "pager").last?.rule == DecisionRule.deadGesture)
    }

    /// A control under the finger may not be cancelled: the list does not
    /// take the drag back from it.
    @Test func aControlUnderTheFingerKeepsIt() {
        let layout = DefaultLayout()
        layout.lists[0].delaysContentTouches = false
        let knob = Control(name: "knob", frame: Rect(x: 500, y: 300, width: 200, height: 200))
        layout.lists[0].addSubview(knob)
        let trace = TraceRecorder(layout.window)
        rollingDrag(layout.window, from: Point(600, 400), to: Vector(dx: -92.3, dy: -188.5), rate: 60, duration: 0.35)
        #expect(layout.lists[0].contentOffset.y == 0)
        let phases = trace.phases(receivedBy: "knob")
        #expect(phases.first == .began && phases.last == .ended && !phases.contains(.cancelled))
    }

    /// Down at `start`, to `start + wander` in the first 50 ms, then on to
    /// `start + end` by 0.3 s, at `rate`; the finger stays down.
    private func stroke(_ window: Window, from start: Point, wander: Vector, to end: Vector, rate: Double) {
        window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: start)]))
        var index = 1
        while Double(index) / rate <= 0.3 {
            let t = Double(index) / rate
            let d = t < 0.05 ? wander * (t / 0.05) : wander + (end - wander) * ((t - 0.05) / 0.25)
            window.handle(TouchFrame(timestamp: 1 + t, contacts: [Contact(id: 0, phase: .moved, location: start + d)]))
            index += 1
        }
    }
}
