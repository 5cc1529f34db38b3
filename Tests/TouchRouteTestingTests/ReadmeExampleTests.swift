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
            let list = ScrollView(name: "list\(page)", frame: Rect(x: 800 * Double(page), y: 0, width: 800, height: 480))
            list.contentSize = Size(800, 64 * 30)
            for row in 0..<30 {
                let cell = TapView(name: "list\(page).row\(row)", frame: Rect(x: 0, y: 64 * Double(row), width: 800, height: 64))
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
        window.handle(TouchFrame(timestamp: 10.000, contacts: [Contact(id: 0, phase: .began, location: Point(400, 200))]))
        window.handle(TouchFrame(timestamp: 10.016, contacts: [Contact(id: 0, phase: .moved, location: Point(380, 201))]))
        window.handle(TouchFrame(timestamp: 10.032, contacts: [Contact(id: 0, phase: .ended, location: Point(300, 201))]))
        // Momentum and paging snaps move on the clock; let them come to rest:
        window.settle()
        // --- end ---
        #expect(pager.hasTakenOver == false) // reset after the lift
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
}
