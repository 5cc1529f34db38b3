import Testing
import TouchRoute
import TouchRouteTesting

/// The drift-back drag from our recordings: up a list, then back down to the
/// starting row with some sideways drift, over 1.6 s.
private let driftBack = TouchScript.path(
    [Point(400, 300), Point(402, 200), Point(384, 299)], duration: 1.6, rate: 120)

@Suite struct ArbitrationTests {
    @Test func decideOnceKeepsADriftingVerticalDragWithTheList() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.play(driftBack)
        #expect(layout.pager.contentOffset == .zero)
        #expect(layout.currentPage == 0)
        #expect(trace.outcomes(by: "pager") == [.forwarded, .claimedByChild])
        #expect(trace.outcomes(by: "list0").contains(.takenOver))
        #expect(trace.phases(receivedBy: "list0").last == .ended)
        // The list scrolled down and back with the finger.
        #expect(trace.scrolls.filter { $0.view.name == "list0" }.map(\.offset.y).max()! > 80)
    }

    @Test func literalArbitrationStealsTheDriftingDrag() {
        let layout = DefaultLayout()
        layout.pager.arbitration = .literal
        let trace = TraceRecorder(layout.window)
        layout.window.play(driftBack)
        let steal = trace.decisions(by: "pager").first { $0.outcome == .takenOver }
        #expect(steal != nil)
        #expect(steal!.time - trace.deliveries[0].time > 1.4)  // late in the drag
        #expect(abs(steal!.displacement.dx) > 12 && abs(steal!.displacement.dy) < 4)
        // The list the user was scrolling was cancelled, and the pager moved instead.
        #expect(trace.phases(receivedBy: "list0").last == .cancelled)
        #expect(trace.scrolls.contains { $0.view.name == "pager" && $0.offset.x > 12 })
        // After the steal the list no longer follows the finger: at most it
        // springs back inside its content from the rubber band at its top.
        let listAfter = trace.scrolls.filter { $0.view.name == "list0" && $0.time > steal!.time + 0.001 }
        let listAtSteal = trace.scrolls.last { $0.view.name == "list0" && $0.time <= steal!.time + 0.001 }!.offset.y
        #expect(listAfter.allSatisfy { abs($0.offset.y) <= abs(listAtSteal) })
        #expect(layout.lists[0].contentOffset.y == 0)
    }

    @Test func anExplicitClaimStopsThePagersTests() {
        /// A row that owns its touches, as a slider would.
        final class Slider: TapView {
            override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
                super.touchesBegan(touches, with: event)
                claim(touches)
            }
        }
        let window = Window(size: Size(400, 300))
        let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        pager.contentSize = Size(800, 300)
        pager.addSubview(Slider(name: "slider", frame: Rect(x: 0, y: 0, width: 400, height: 300)))
        window.addSubview(pager)
        let trace = TraceRecorder(window)
        window.play(.swipe(from: Point(300, 100), to: Point(100, 100)))
        #expect(pager.contentOffset == .zero)
        #expect(trace.outcomes(by: "pager") == [.forwarded, .claimedByChild])
        #expect(trace.phases(receivedBy: "slider").last == .ended)
    }

    @Test func anOuterScrollViewOnTheSameAxisLetsTheInnerOneWin() {
        let window = Window(size: Size(400, 300))
        let outer = ScrollView(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        outer.contentSize = Size(400, 900)
        let inner = ScrollView(name: "inner", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        inner.contentSize = Size(400, 900)
        inner.delaysContentTouches = false
        outer.delaysContentTouches = false
        outer.addSubview(inner)
        window.addSubview(outer)
        let trace = TraceRecorder(window)
        window.play(.drag(from: Point(200, 250), to: Point(200, 50), duration: 0.4))
        #expect(inner.contentOffset.y > 150)
        #expect(outer.contentOffset == .zero)
        #expect(trace.outcomes(by: "outer").contains(.claimedByChild))
    }

    /// A pager hands each content view all of its touches in one call. Three
    /// fingers that flick a list up and lift in one frame reach the list as
    /// one end, so its drag keeps the release speed and glides on; one end at
    /// a time would pass the drag from finger to finger and stop it dead.
    @Test func fingersThatLiftTogetherReachTheListTogetherAndItGlides() {
        let layout = DefaultLayout()
        let xs = [300.0, 400, 500]
        func frame(_ time: Double, _ phase: TouchPhase, y: Double) -> TouchFrame {
            TouchFrame(
                timestamp: time, contacts: xs.indices.map { Contact(id: $0, phase: phase, location: Point(xs[$0], y)) })
        }
        layout.window.handle(frame(1, .began, y: 400))
        for step in 1...10 { layout.window.handle(frame(1 + Double(step) / 120, .moved, y: 400 - 20 * Double(step))) }
        layout.window.handle(frame(1 + 11.0 / 120, .ended, y: 200))
        let atLift = layout.lists[0].contentOffset.y
        #expect(layout.lists[0].isDecelerating)
        layout.window.settle()
        #expect(layout.lists[0].contentOffset.y > atLift + 100)
    }
}
