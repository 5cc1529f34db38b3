import Testing
import TouchRoute
import TouchRouteTesting

/// The README's library example, kept compiling and true.
@Suite struct ReadmeExampleTests {
    @Test func aPagerOfListsBuiltByHand() {
        // --- README: building a pager of lists ---
        let window = Window(size: Size(800, 480))
        let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        pager.contentSize = Size(1600, 480)
        pager.isPagingEnabled = true
        window.addSubview(pager)
        for page in 0..<2 {
            let list = ScrollView(
                name: "list\(page)", frame: Rect(x: 800 * Double(page), y: 0, width: 800, height: 480))
            list.contentSize = Size(800, 64 * 30)
            for row in 0..<30 {
                let cell = TapView(
                    name: "list\(page).row\(row)", frame: Rect(x: 0, y: 64 * Double(row), width: 800, height: 64))
                cell.onTap = { touch in print("tapped \(cell.name) with \(touch.id)") }
                list.addSubview(cell)
            }
            pager.addSubview(list)
        }
        window.trace = { record in
            if case .decision(let decision) = record {
                print(decision.view.name, decision.rule, decision.outcome.rawValue, decision.displacement)
            }
        }
        // Feed it frames from your input layer, in window points and input seconds:
        window.handle(
            TouchFrame(timestamp: 10.000, contacts: [Contact(id: 0, phase: .began, location: Point(400, 200))]))
        window.handle(
            TouchFrame(timestamp: 10.016, contacts: [Contact(id: 0, phase: .moved, location: Point(380, 201))]))
        window.handle(
            TouchFrame(timestamp: 10.032, contacts: [Contact(id: 0, phase: .ended, location: Point(300, 201))]))
        // Momentum and paging snaps move on the clock; let them come to rest:
        window.settle()
        // --- end ---
        #expect(pager.hasTakenOver == false)  // reset after the lift
        #expect(pager.contentOffset.x == 800)
    }

    @Test func aFiveLineDecisionTest() {
        // --- README: a decision test ---
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.play(.swipe(from: Point(600, 200), to: Point(200, 203)))
        #expect(trace.outcomes(by: "pager") == [.forwarded, .takenOver, .cancelled])
        #expect(layout.currentPage == 1)
        // --- end ---
    }

    @Test func aRoundHostWidgetInAList() {
        let window = Window(size: Size(400, 600))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = Size(400, 1200)
        window.addSubview(list)
        var phases: [TouchPhase] = []
        // --- README: a host widget ---
        let knob = HostView(name: "volume", frame: Rect(x: 20, y: 300, width: 48, height: 48))
        knob.isCancellableByScrolling = false  // a slider: a drag that starts on it stays with it
        knob.pointInsideHandler = { point in  // round: hit only inside the circle
            let dx = point.x - 24
            let dy = point.y - 24
            return dx * dx + dy * dy <= 24 * 24
        }
        knob.touchesHandler = { phase, touches, event in  // hand the touches to the toolkit's widget
            for touch in touches { print(phase, touch.id, touch.location, event.timestamp) }
        }
        list.addSubview(knob)
        // --- end ---
        let toolkit = knob.touchesHandler!
        knob.touchesHandler = { phase, touches, event in
            toolkit(phase, touches, event)
            phases.append(phase)
        }
        // Held on the knob past the 150 ms delay, then dragged up: the knob keeps the touch.
        func send(_ time: Double, _ phase: TouchPhase, y: Double) {
            window.handle(TouchFrame(timestamp: time, contacts: [Contact(id: 0, phase: phase, location: Point(44, y))]))
        }
        send(1.0, .began, y: 324)
        for step in 1...5 { send(1.2 + 0.02 * Double(step), .moved, y: 324 - 20 * Double(step)) }
        send(1.32, .ended, y: 224)
        window.play(.tap(at: Point(22, 302)))  // the corner of its bounds: outside the circle
        #expect(phases.first == .began && phases.last == .ended && !phases.contains(.cancelled))
        #expect(phases.filter { $0 == .began }.count == 1)
        #expect(list.contentOffset.y == 0)
    }
}
