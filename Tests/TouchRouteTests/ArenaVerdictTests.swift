import Foundation
import Testing
import TouchRouteTesting

@testable import TouchRoute

/// The arena's verdicts: a participant hears exactly one of
/// `arenaDidAccept(_:)` or `arenaDidReject(_:)` for each touch it received.
@Suite struct ArenaVerdictTests {
    /// A participant whose stance is set by the test, which keeps its touches
    /// (unless `forwards`) and logs its verdicts and phases in one list.
    final class Knob: View, GestureArenaParticipant {
        var stance: (Touch) -> ArenaStance = { _ in .hold }
        var forwards = false
        /// `accept #1`, `reject #1`, `began`, `moved`, `ended`, `cancelled`, in order.
        private(set) var log: [String] = []

        var verdicts: [String] { log.filter { $0.hasPrefix("accept") || $0.hasPrefix("reject") } }

        func arenaStance(for touch: Touch) -> ArenaStance { stance(touch) }
        func arenaDidAccept(_ touch: Touch) { log.append("accept \(touch.id)") }
        func arenaDidReject(_ touch: Touch) { log.append("reject \(touch.id)") }

        override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
            log.append("began")
            if forwards { super.touchesBegan(touches, with: event) }
        }
        override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
            if log.last != "moved" { log.append("moved") }
            if forwards { super.touchesMoved(touches, with: event) }
        }
        override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
            log.append("ended")
            if forwards { super.touchesEnded(touches, with: event) }
        }
        override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
            log.append("cancelled")
            if forwards { super.touchesCancelled(touches, with: event) }
        }

        /// Accept a clearly horizontal move, reject a clearly vertical one, hold until 4 pt.
        static func slider(_ touch: Touch) -> ArenaStance {
            let moved = touch.translation
            if max(abs(moved.dx), abs(moved.dy)) < 4 { return .hold }
            return abs(moved.dx) > abs(moved.dy) ? .accept : .reject
        }
    }

    /// A 400 × 600 window: a horizontal pager holding a vertical list holding
    /// a knob at y 100–140 (x 50–350) that the list hands its touches at once.
    struct Screen {
        let window = Window(size: Size(width: 400, height: 600))
        let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let knob = Knob(name: "knob", frame: Rect(x: 50, y: 100, width: 300, height: 40))

        init() { assemble(window, pager: pager, list: list, holding: knob) }

        func drag(by translation: Vector, from start: Point = Point(200, 120)) {
            window.play(.drag(from: start, to: start + translation, duration: 0.2))
        }
    }

    @Test func theFirstToAcceptIsAcceptedOnceOnTheMoveThatWinsIt() {
        let screen = Screen()
        screen.knob.stance = Knob.slider
        screen.drag(by: Vector(dx: 150, dy: 2))
        #expect(screen.knob.log == ["began", "moved", "accept #1", "moved", "ended"])
        #expect(screen.pager.contentOffset == .zero)
    }

    @Test func aScrollViewThatTakesTheTouchRejectsTheParticipantAfterItsCancel() {
        let screen = Screen()
        screen.knob.stance = Knob.slider
        screen.drag(by: Vector(dx: 2, dy: -200))
        #expect(screen.list.contentOffset.y > 100)
        #expect(screen.knob.log == ["began", "moved", "cancelled", "reject #1"])
    }

    @Test(arguments: [true, false])
    func aRecognizerThatWinsRejectsTheParticipant(cancelsTouchesInView: Bool) {
        let screen = Screen()
        let pan = PanGestureRecognizer(name: "pan")
        pan.cancelsTouchesInView = cancelsTouchesInView
        screen.list.addGestureRecognizer(pan)
        screen.drag(by: Vector(dx: 2, dy: -200))
        #expect(screen.knob.verdicts == ["reject #1"])
        if cancelsTouchesInView {
            #expect(screen.knob.log.suffix(2) == ["cancelled", "reject #1"])
        } else {
            #expect(screen.knob.log.last == "ended")
        }
    }

    @Test func anotherParticipantThatAcceptsRejectsTheRest() {
        let screen = Screen()
        let inner = Knob(name: "inner", frame: Rect(x: 0, y: 0, width: 100, height: 40))
        inner.forwards = true
        inner.stance = Knob.slider
        screen.knob.stance = { _ in .hold }
        screen.knob.addSubview(inner)
        screen.drag(by: Vector(dx: 150, dy: 0), from: Point(60, 120))
        #expect(inner.verdicts == ["accept #1"])
        #expect(screen.knob.verdicts == ["reject #1"])
    }

    @Test func aTouchNobodyWonGoesAtTheLiftToTheFirstStillHoldingIt() {
        let window = Window(size: Size(width: 400, height: 400))
        let outer = Knob(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let inner = Knob(name: "inner", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        inner.forwards = true
        window.addSubview(outer)
        outer.addSubview(inner)
        // Both hold: the first to have received it wins, after the lift.
        window.play(.drag(from: Point(150, 150), to: Point(150, 250), duration: 0.2))
        #expect(inner.log.suffix(2) == ["ended", "accept #1"])
        #expect(outer.log.suffix(2) == ["ended", "reject #1"])
        // The inner one rejects a vertical drag: the outer one, holding, wins.
        inner.stance = Knob.slider
        window.play(.drag(from: Point(150, 150), to: Point(150, 250), duration: 0.2))
        #expect(inner.verdicts.last == "reject #2")
        #expect(outer.verdicts.last == "accept #2")
        // Both reject: nobody wins.
        outer.stance = Knob.slider
        window.play(.drag(from: Point(150, 150), to: Point(150, 250), duration: 0.2))
        #expect(inner.verdicts.last == "reject #3")
        #expect(outer.verdicts.last == "reject #3")
    }

    @Test func aTouchTheInputCancelsIsRejected() {
        let window = Window(size: Size(width: 400, height: 400))
        let knob = Knob(name: "knob", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(knob)
        window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(50, 50))]))
        window.cancelAllTouches(reason: "The device went away.")
        #expect(knob.log == ["began", "cancelled", "reject #1"])
    }

    @Test func aParticipantRemovedMidTouchIsRejected() {
        let screen = Screen()
        screen.window.handle(
            TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(200, 120))]))
        screen.knob.removeFromSuperview()
        screen.window.handle(
            TouchFrame(timestamp: 1.1, contacts: [Contact(id: 0, phase: .ended, location: Point(200, 120))]))
        #expect(screen.knob.log == ["began", "cancelled", "reject #1"])
    }

    /// Whatever the direction, each touch the knob received gets one verdict.
    @Test func everyTouchGetsExactlyOneVerdict() {
        let screen = Screen()
        screen.knob.stance = Knob.slider
        let pan = PanGestureRecognizer(name: "two")
        pan.minimumNumberOfTouches = 2
        screen.pager.addGestureRecognizer(pan)
        var touches = 0
        for degrees in stride(from: 0.0, to: 360.0, by: 15.0) {
            let angle = degrees * Double.pi / 180
            for length in [3.0, 40.0, 160.0] {
                screen.drag(by: Vector(dx: length * cos(angle), dy: length * sin(angle)))
                touches += 1
                screen.pager.contentOffset = .zero
                screen.list.contentOffset = .zero
            }
        }
        let verdicts = screen.knob.verdicts
        #expect(verdicts.count == touches)
        #expect(Set(verdicts.map { $0.split(separator: " ")[1] }).count == touches)
    }
}
