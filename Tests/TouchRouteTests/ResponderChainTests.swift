import Testing
import TouchRoute
import TouchRouteTesting

/// A plain view that logs its calls and then does the default: pass the touches up.
private final class PassingView: View {
    var phases: [TouchPhase] = []
    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        phases.append(.began)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        phases.append(.moved)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        phases.append(.ended)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        phases.append(.cancelled)
        super.touchesCancelled(touches, with: event)
    }
}

/// Forwards began and moved to `child` but forgets to forward the end (and the cancel).
/// It keeps the touches itself; it is hit instead of its child.
private final class Forgetful: View {
    let child: View
    init(name: String, frame: Rect, child: View) {
        self.child = child
        super.init(name: name, frame: frame)
        addSubview(child)
    }
    override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        super.hitTest(point, with: event) == nil ? nil : self
    }
    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        forward(.began, touches, with: event, to: child)
    }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        forward(.moved, touches, with: event, to: child)
    }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {}
}

/// Forwards every phase to `child`, like a container that routes touches down.
/// It counts how often each of its methods was entered.
private final class Router: View {
    let child: View
    var entries: [TouchPhase] = []
    var depth = 0
    var maximumDepth = 0
    init(name: String, frame: Rect, child: View) {
        self.child = child
        super.init(name: name, frame: frame)
        addSubview(child)
    }
    override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        super.hitTest(point, with: event) == nil ? nil : self
    }
    private func route(_ phase: TouchPhase, _ touches: TouchSet, _ event: TouchEvent) {
        entries.append(phase)
        depth += 1
        maximumDepth = max(maximumDepth, depth)
        forward(phase, touches, with: event, to: child)
        depth -= 1
    }
    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { route(.began, touches, event) }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { route(.moved, touches, event) }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { route(.ended, touches, event) }
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { route(.cancelled, touches, event) }
}

/// Removes itself from its superview on its first move.
private final class SelfRemover: LoggingView {
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        removeFromSuperview()
    }
}

private func frame(_ time: Double, _ contacts: (Int, TouchPhase, Point)...) -> TouchFrame {
    TouchFrame(timestamp: time, contacts: contacts.map { Contact(id: $0.0, phase: $0.1, location: $0.2) })
}

@Suite struct ResponderChainTests {
    @Test func plainViewPassesTouchesToItsSuperview() {
        let window = Window(size: Size(400, 300))
        let container = LoggingView(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let plain = PassingView(name: "plain", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(plain)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150))))
        window.handle(frame(1.01, (0, .moved, Point(160, 150))))
        window.handle(frame(1.02, (0, .ended, Point(160, 150))))
        #expect(plain.phases == [.began, .moved, .ended])
        #expect(container.phases == [.began, .moved, .ended])
        #expect(trace.phases(receivedBy: "plain") == [.began, .moved, .ended])
        #expect(trace.phases(receivedBy: "container") == [.began, .moved, .ended])
        // The container kept them: the window is not reached.
        #expect(trace.phases(receivedBy: "window").isEmpty)
        // The plain view is the one the touch is bound to.
        #expect(trace.deliveries.first?.view === plain)
        #expect(trace.exactlyOnceViolations.isEmpty)
        #expect(trace.problems.isEmpty)
    }

    @Test func plainViewsPassTouchesAllTheWayToTheWindow() {
        let window = Window(size: Size(400, 300))
        let outer = View(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let inner = View(name: "inner", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        let trace = TraceRecorder(window)
        window.play(.tap(at: Point(60, 60)))
        #expect(trace.viewsReached == ["inner", "outer", "window"])
        #expect(trace.phases(receivedBy: "window") == [.began, .ended])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func tapViewKeepsItsTouches() {
        let window = Window(size: Size(400, 300))
        let container = LoggingView(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let tap = TapView(name: "tap", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(tap)
        let trace = TraceRecorder(window)
        window.play(.drag(from: Point(150, 150), to: Point(160, 150), duration: 0.05))
        #expect(trace.phases(receivedBy: "tap").first == .began)
        #expect(trace.phases(receivedBy: "tap").last == .ended)
        #expect(container.calls.isEmpty)
        #expect(tap.tapCount == 1)
    }

    @Test func viewRemovedWhileHoldingATouchIsCancelledAndHearsNothingMore() {
        let window = Window(size: Size(400, 300))
        let tap = TapView(name: "tap", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(tap)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150))))
        #expect(tap.isHighlighted)
        tap.removeFromSuperview()
        #expect(trace.phases(receivedBy: "tap") == [.began, .cancelled])
        #expect(!tap.isHighlighted)
        window.handle(frame(1.01, (0, .moved, Point(155, 150))))
        window.handle(frame(1.02, (0, .ended, Point(155, 150))))
        #expect(trace.phases(receivedBy: "tap") == [.began, .cancelled])
        #expect(tap.tapCount == 0)
        #expect(window.activeTouches.isEmpty)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func removingAnAncestorCancelsEveryHolderInsideIt() {
        let window = Window(size: Size(400, 300))
        let container = LoggingView(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let plain = PassingView(name: "plain", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(plain)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150))))
        container.removeFromSuperview()
        let cancels = trace.deliveries.filter { $0.phase == .cancelled }.map(\.view.name)
        #expect(Set(cancels) == ["plain", "container"])
        #expect(cancels.count == 2)
        // Deepest first: the child that passed the touch up is cancelled before
        // the container, although the container received the touch last.
        #expect(cancels == ["plain", "container"])
        window.handle(frame(1.01, (0, .moved, Point(155, 150))))
        window.handle(frame(1.02, (0, .ended, Point(155, 150))))
        #expect(trace.phases(receivedBy: "plain") == [.began, .cancelled])
        #expect(trace.phases(receivedBy: "container") == [.began, .cancelled])
        #expect(trace.exactlyOnceViolations.isEmpty)
        #expect(window.activeTouches.isEmpty)
    }

    @Test func viewRemovingItselfInsideItsOwnTouchMethodIsCancelledAfterTheCallReturns() {
        let window = Window(size: Size(400, 300))
        let remover = SelfRemover(name: "remover", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(remover)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150))))
        window.handle(frame(1.01, (0, .moved, Point(155, 150))))
        #expect(remover.phases == [.began, .moved, .cancelled])
        #expect(remover.superview == nil)
        window.handle(frame(1.02, (0, .moved, Point(160, 150))))
        window.handle(frame(1.03, (0, .ended, Point(160, 150))))
        #expect(remover.phases == [.began, .moved, .cancelled])
        #expect(trace.exactlyOnceViolations.isEmpty)
        #expect(window.activeTouches.isEmpty)
    }

    @Test func windowCancelsAForgottenTouchAtEveryRecipient() throws {
        let window = Window(size: Size(400, 300))
        let child = LoggingView(name: "child", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let forgetful = Forgetful(name: "forgetful", frame: Rect(x: 100, y: 100, width: 100, height: 100), child: child)
        window.addSubview(forgetful)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150))))
        window.handle(frame(1.01, (0, .moved, Point(155, 150))))
        window.handle(frame(1.02, (0, .ended, Point(155, 150))))
        #expect(child.phases == [.began, .moved, .cancelled])
        #expect(child.calls.filter { $0.phase == .cancelled }.count == 1)
        // The forgetful view itself got its end.
        #expect(trace.phases(receivedBy: "forgetful") == [.began, .moved, .ended])
        #expect(trace.phases(receivedBy: "child") == [.began, .moved, .cancelled])
        let invariant = trace.decisions.filter { $0.rule == "invariant" }
        #expect(invariant.count == 1)
        let decision = try #require(invariant.first)
        #expect(decision.outcome == .cancelled)
        #expect(decision.target === child)
        #expect(decision.view === window)
        #expect(decision.time == 1.02)
        #expect(decision.touch == TouchID(1))
        #expect(trace.exactlyOnceViolations.isEmpty)
        #expect(window.activeTouches.isEmpty)
        // The next touch starts clean: no leftover invariant repair.
        trace.removeAll()
        window.handle(frame(2, (0, .began, Point(150, 150))))
        #expect(child.phases.suffix(1) == [.began])
        window.handle(frame(2.05, (0, .cancelled, Point(150, 150))))
        #expect(child.phases.suffix(2) == [.began, .cancelled])
        #expect(trace.decisions.filter { $0.rule == "invariant" }.count == 1)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func forgottenTouchesAreClosedDeepestFirst() {
        let window = Window(size: Size(400, 300))
        let grandchild = LoggingView(name: "grandchild", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let middle = Forgetful(name: "middle", frame: Rect(x: 0, y: 0, width: 50, height: 50), child: grandchild)
        let top = Forgetful(name: "top", frame: Rect(x: 100, y: 100, width: 100, height: 100), child: middle)
        window.addSubview(top)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150))))
        window.handle(frame(1.02, (0, .ended, Point(150, 150))))
        let repaired = trace.decisions.filter { $0.rule == "invariant" }.compactMap { $0.target?.name }
        #expect(repaired == ["grandchild", "middle"])
        #expect(trace.phases(receivedBy: "grandchild") == [.began, .cancelled])
        #expect(trace.phases(receivedBy: "middle") == [.began, .cancelled])
        #expect(trace.phases(receivedBy: "top") == [.began, .ended])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func touchPassedBackUpDoesNotReenterTheViewThatForwardedIt() {
        let window = Window(size: Size(400, 300))
        let grandparent = LoggingView(name: "grandparent", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let child = PassingView(name: "child", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = Router(name: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 100), child: child)
        window.addSubview(grandparent)
        grandparent.addSubview(parent)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150))))
        window.handle(frame(1.01, (0, .moved, Point(155, 150))))
        window.handle(frame(1.02, (0, .ended, Point(155, 150))))
        #expect(parent.entries == [.began, .moved, .ended])
        #expect(parent.maximumDepth == 1)
        #expect(child.phases == [.began, .moved, .ended])
        // The child's pass-up skipped the parent and went on to the parent's superview.
        #expect(grandparent.phases == [.began, .moved, .ended])
        #expect(trace.phases(receivedBy: "parent") == [.began, .moved, .ended])
        #expect(trace.viewsReached == ["parent", "child", "grandparent"])
        #expect(trace.phases(receivedBy: "window").isEmpty)
        #expect(trace.exactlyOnceViolations.isEmpty)
        #expect(trace.problems.isEmpty)
        #expect(window.activeTouches.isEmpty)
    }

    /// A began that reaches a view holding the touch already (here: forwarded
    /// twice; in practice: handed back up by content that a scroll view's timer
    /// fed) is never delivered twice: it continues up the responder chain.
    @Test func aSecondBeganForTheSameViewGoesOnUpTheChain() {
        final class Doubler: LoggingView {
            let target: LoggingView
            init(target: LoggingView) {
                self.target = target
                super.init(name: "doubler", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            }
            override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
                super.touchesBegan(touches, with: event)
                forward(.began, touches, with: event, to: target)
                forward(.began, touches, with: event, to: target)
            }
            override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
                super.touchesEnded(touches, with: event)
                forward(.ended, touches, with: event, to: target)
                forward(.ended, touches, with: event, to: target)
                forward(.moved, touches, with: event, to: target)
            }
        }
        let window = Window(size: Size(400, 300))
        let target = LoggingView(name: "target", frame: Rect(x: 200, y: 0, width: 100, height: 100))
        let doubler = Doubler(target: target)
        window.addSubview(target)
        window.addSubview(doubler)
        let trace = TraceRecorder(window)
        window.play(.tap(at: Point(50, 50)))
        #expect(target.phases == [.began, .ended])
        // The window got the passed-on began; nobody forwarded it an end, so the
        // window closed it itself when the touch lifted.
        #expect(trace.phases(receivedBy: "window") == [.began, .cancelled])
        #expect(trace.decisions.map(\.rule) == [DecisionRule.invariant])
        #expect(trace.problems.isEmpty)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func singleTouchPlainViewWithholdsASecondTouch() throws {
        let window = Window(size: Size(400, 300))
        let plain = PassingView(name: "plain", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        #expect(plain.isMultipleTouchEnabled == false)
        window.addSubview(plain)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150))))
        window.handle(frame(1.05, (1, .began, Point(250, 150))))
        window.handle(frame(1.06, (0, .moved, Point(152, 150)), (1, .moved, Point(252, 150))))
        window.handle(frame(1.1, (0, .ended, Point(152, 150)), (1, .ended, Point(252, 150))))
        let first = TouchID(1)
        let second = TouchID(2)
        #expect(trace.phases(receivedBy: "plain", touch: first) == [.began, .moved, .ended])
        #expect(trace.phases(receivedBy: "plain", touch: second).isEmpty)
        let withheld = trace.decisions.filter { $0.outcome == .withheld }
        #expect(withheld.count == 1)
        let decision = try #require(withheld.first)
        #expect(decision.touch == second)
        #expect(decision.view === plain)
        #expect(decision.rule == "multiple-touch")
        #expect(decision.time == 1.05)
        #expect(trace.exactlyOnceViolations.isEmpty)
        #expect(window.activeTouches.isEmpty)
    }

    @Test func singleTouchViewWithholdsTheSecondOfTwoSimultaneousTouches() {
        let window = Window(size: Size(400, 300))
        let keeper = LoggingView(name: "keeper", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        window.addSubview(keeper)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150)), (1, .began, Point(250, 150))))
        #expect(keeper.calls.count == 1)
        #expect(keeper.calls.first?.ids.count == 1)
        #expect(trace.decisions.map(\.outcome) == [.withheld])
        window.handle(frame(1.1, (0, .ended, Point(150, 150)), (1, .ended, Point(250, 150))))
        #expect(keeper.phases == [.began, .ended])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func singleTouchViewAcceptsANewTouchAfterTheFirstLifts() {
        let window = Window(size: Size(400, 300))
        let keeper = LoggingView(name: "keeper", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        window.addSubview(keeper)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150))))
        window.handle(frame(1.1, (0, .ended, Point(150, 150))))
        window.handle(frame(1.15, (1, .began, Point(250, 150))))
        window.handle(frame(1.2, (1, .ended, Point(250, 150))))
        #expect(keeper.phases == [.began, .ended, .began, .ended])
        #expect(keeper.calls.map(\.ids) == [[TouchID(1)], [TouchID(1)], [TouchID(2)], [TouchID(2)]])
        #expect(trace.decisions.filter { $0.outcome == .withheld }.isEmpty)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    /// One finger lifts and the next lands in the same input frame (fast taps with
    /// alternating fingers), in either order within the frame. The window
    /// dispatches the lift before the landing, so the single-touch view is free
    /// again and the second tap counts.
    @Test(arguments: [false, true])
    func singleTouchViewGetsATouchThatLandsInTheFrameThePreviousOneLifts(landingListedFirst: Bool) {
        let window = Window(size: Size(400, 300))
        let tap = TapView(name: "tap", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        window.addSubview(tap)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150))))
        let lift = (0, TouchPhase.ended, Point(150, 150))
        let landing = (1, TouchPhase.began, Point(160, 150))
        window.handle(landingListedFirst ? frame(1.1, landing, lift) : frame(1.1, lift, landing))
        window.handle(frame(1.2, (1, .ended, Point(160, 150))))
        #expect(tap.tapCount == 2)
        #expect(trace.phases(receivedBy: "tap", touch: TouchID(2)) == [.began, .ended])
        #expect(trace.decisions.filter { $0.outcome == .withheld }.isEmpty)
        #expect(trace.exactlyOnceViolations.isEmpty)
        #expect(window.activeTouches.isEmpty)
    }

    @Test func multipleTouchEnabledViewGetsBothTouchesInOneCall() {
        let window = Window(size: Size(400, 300))
        let keeper = LoggingView(name: "keeper", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        keeper.isMultipleTouchEnabled = true
        window.addSubview(keeper)
        let trace = TraceRecorder(window)
        window.handle(frame(1, (0, .began, Point(150, 150)), (1, .began, Point(250, 150))))
        window.handle(frame(1.1, (0, .ended, Point(150, 150)), (1, .ended, Point(250, 150))))
        #expect(keeper.calls.map(\.ids.count) == [2, 2])
        #expect(trace.decisions.isEmpty)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }
}
