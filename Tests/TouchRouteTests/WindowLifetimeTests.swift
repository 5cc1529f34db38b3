import Testing
import TouchRoute
import TouchRouteTesting

/// A window dropped while fingers are down is freed with its views, and the
/// views hear those touches cancelled: nothing a touch keeps holds the window.
@Suite struct WindowLifetimeTests {
    /// What a view heard, kept outside the window so it outlives it.
    private final class Log {
        var lines: [String] = []
    }

    /// A view that writes its calls to a `Log` and keeps no touch.
    private final class ListeningView: View {
        let log: Log
        init(name: String, frame: Rect, log: Log) {
            self.log = log
            super.init(name: name, frame: frame)
        }
        override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { note(.began, touches) }
        override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { note(.moved, touches) }
        override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { note(.ended, touches) }
        override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { note(.cancelled, touches) }
        private func note(_ phase: TouchPhase, _ touches: TouchSet) {
            for touch in touches { log.lines.append("\(name) \(touch.id) \(phase)") }
        }
    }

    /// The moment the window is dropped. The finger lands on a plain view in
    /// the first list, which passes its touches up the responder chain to
    /// the window, as every unhandled touch goes: so the window is among the
    /// views each touch reached.
    enum Moment: String, CaseIterable {
        /// A finger held on the view, its 150 ms content delay pending.
        case delayPending
        /// A finger held on the view after the delay: it and the window have the touch.
        case contentHasTheTouch
        /// That finger then dragging the list, which scrolls.
        case midScroll
        /// A finger on the window's own background besides.
        case onTheBackground
    }

    @Test(arguments: Moment.allCases)
    func aWindowDroppedWithFingersDownIsFreedWithItsViews(moment: Moment) {
        weak var window: Window?
        weak var list: ScrollView?
        weak var plain: View?
        weak var pager: View?
        let clock = VirtualClock()  // kept by the host, beyond the window
        do {
            let layout = DefaultLayout(screen: Size(800, 480), clock: clock)
            layout.pager.frame.size.height = 400  // 400…480 is the window's own background
            let plainView = View(name: "list0.plain", frame: Rect(x: 0, y: 64, width: 800, height: 64))
            layout.lists[0].addSubview(plainView)
            window = layout.window
            list = layout.lists[0]
            plain = plainView
            pager = layout.pager
            let trace = TraceRecorder(layout.window)
            down(at: moment, in: layout.window)
            #expect(!layout.window.activeTouches.isEmpty)
            if moment != .delayPending { #expect(trace.phases(receivedBy: "window").first == .began) }
            if moment == .midScroll { #expect(layout.lists[0].isDragging) }
            #expect(trace.problems.isEmpty)
        }
        #expect(window == nil, "the window is freed")
        #expect(pager == nil && list == nil && plain == nil, "and its views")
        // Its pending timers went with its touches: the host's clock runs on safely.
        clock.advance(by: 10)
        #expect(clock.nextDeadline == nil)
    }

    @Test func theViewsOfAWindowDroppedWithFingersDownHearThemCancelledOnce() {
        let log = Log()
        weak var weakWindow: Window?
        do {
            let window = Window(size: Size(400, 300))
            let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 300))
            let listening = ListeningView(name: "listening", frame: Rect(x: 0, y: 0, width: 200, height: 300), log: log)
            listening.isMultipleTouchEnabled = true
            container.addSubview(listening)
            window.addSubview(container)
            weakWindow = window
            window.handle(
                TouchFrame(
                    timestamp: 1,
                    contacts: [
                        Contact(id: 0, phase: .began, location: Point(50, 50)),
                        Contact(id: 1, phase: .began, location: Point(150, 50)),
                    ]))
            window.handle(
                TouchFrame(timestamp: 1.1, contacts: [Contact(id: 0, phase: .moved, location: Point(60, 50))]))
        }
        #expect(weakWindow == nil)
        #expect(
            log.lines == [
                "listening #1 began", "listening #2 began", "listening #1 moved",
                "listening #1 cancelled", "listening #2 cancelled",
            ])
    }

    @Test func aTouchKeptBeyondItsWindowShowsNoWindow() throws {
        var kept: Touch?
        do {
            let window = Window(size: Size(400, 300))
            window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(50, 50))]))
            kept = window.activeTouches.anyTouch
            #expect(kept?.view === window)
        }
        let touch = try #require(kept)
        #expect(touch.view == nil)
        #expect(touch.phase == .cancelled)
    }

    private func down(at moment: Moment, in window: Window) {
        let start = Point(300, 100)
        window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: start)]))
        guard moment != .delayPending else { return }
        window.advanceTime(to: 1.3)
        switch moment {
        case .delayPending, .contentHasTheTouch:
            break
        case .midScroll:
            for step in 1...10 {
                let location = start + Vector(dx: 0, dy: -6 * Double(step))
                window.handle(
                    TouchFrame(
                        timestamp: 1.3 + Double(step) / 60,
                        contacts: [Contact(id: 0, phase: .moved, location: location)]
                    ))
            }
        case .onTheBackground:
            window.handle(
                TouchFrame(timestamp: 1.4, contacts: [Contact(id: 1, phase: .began, location: Point(300, 450))]))
        }
    }
}

/// Views the host keeps beyond their window are out of it: no link to the
/// window that went, and a list the cancel set bouncing stops its ticks on
/// the host's clock, which goes on.
@Suite struct WindowLifetimeSurvivorsTests {
    @Test func aListKeptBeyondItsWindowIsInNoWindowAndStopsMoving() {
        let clock = VirtualClock()
        var list: ScrollView?
        weak var window: Window?
        do {
            let layout = DefaultLayout(screen: Size(800, 480), clock: clock)
            window = layout.window
            list = layout.lists[0]
            let at = { (y: Double) in Point(400, y) }
            layout.window.handle(
                TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: at(200))]))
            // Down 80 pt from the top: the list rubber-bands past its start.
            for step in 1...20 {
                layout.window.handle(
                    TouchFrame(
                        timestamp: 1 + 0.01 * Double(step),
                        contacts: [Contact(id: 0, phase: .moved, location: at(200 + 4 * Double(step)))]))
            }
            #expect(layout.lists[0].isDragging && layout.lists[0].contentOffset.y < 0)
        }
        #expect(window == nil)
        #expect(list?.window == nil, "the list left the window as it went")
        #expect(list?.isDragging == false, "the cancel ended the drag")
        #expect(clock.nextDeadline == nil, "no tick of the list stays on the clock")
        clock.advance(to: 5)
        #expect(list?.window == nil)
    }
}
