import Testing
import TouchRoute
import TouchRouteTesting

/// Passes touches up the responder chain, as a plain view does, except cancels.
private final class KeepsItsCancels: View {
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {}
}

/// window 400x300 ▸ panel (0, 0, 200x300) ▸ row (0, 0, 200x100), both plain
/// views that pass touches up, so a touch on the row reaches the row, the
/// panel and the window; and a holder on the right half that keeps its touches.
private struct Panel {
    let window = Window(size: Size(400, 300))
    let panel = View(name: "panel", frame: Rect(x: 0, y: 0, width: 200, height: 300))
    let row = View(name: "row", frame: Rect(x: 0, y: 0, width: 200, height: 100))
    /// Keeps every touch it gets: it never passes one up the responder chain.
    let holder = LoggingView(name: "holder", frame: Rect(x: 200, y: 0, width: 200, height: 300))
    let trace: TraceRecorder

    init() {
        window.addSubview(panel)
        panel.addSubview(row)
        window.addSubview(holder)
        trace = TraceRecorder(window)
    }

    func send(_ time: Double, _ contacts: Contact...) {
        window.handle(TouchFrame(timestamp: time, contacts: contacts))
    }

    /// The decisions about the input's cancellations: outcome `cancelled` with no target.
    var inputCancellations: [Decision] {
        trace.decisions.filter { $0.outcome == .cancelled && $0.target == nil }
    }
}

private func contact(
    _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, because reason: CancellationReason? = nil
) -> Contact {
    Contact(id: id, phase: phase, location: Point(x, y), cancellationReason: reason)
}

@Suite struct WindowInputCancellationTests {
    @Test func aCancelWithoutAReasonIsExplainedOnceAsInputAtTheHitViewBeforeAnyViewHearsOfIt() throws {
        let screen = Panel()
        screen.send(1, contact(0, .began, 100, 50))
        screen.send(1.01, contact(0, .moved, 110, 80))
        screen.send(1.02, contact(0, .cancelled, 110, 80))
        #expect(screen.inputCancellations.count == 1)
        let decision = try #require(screen.inputCancellations.first)
        #expect(decision.rule == DecisionRule.input && decision.rule == "input")
        #expect(decision.view === screen.row, "the view the touch was hit-tested to, its first recipient")
        #expect(decision.touch == TouchID(1))
        #expect(decision.time == 1.02)
        #expect(decision.displacement == Vector(dx: 10, dy: 30), "from touch-down")
        #expect(decision.thresholds == nil)
        // Cause, then effect: the decision comes before every cancel delivery.
        let decisionIndex = try #require(
            screen.trace.records.firstIndex {
                if case .decision(let d) = $0 { d.outcome == .cancelled } else { false }
            })
        let cancelIndices = screen.trace.records.indices.filter {
            if case .delivery(let d) = screen.trace.records[$0] { d.phase == .cancelled } else { false }
        }
        #expect(cancelIndices.count == 3, "row, panel and window each get it once")
        #expect(cancelIndices.allSatisfy { $0 > decisionIndex })
        #expect(screen.trace.phases(receivedBy: "row") == [.began, .moved, .cancelled])
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
        #expect(screen.window.activeTouches.isEmpty)
    }

    @Test(arguments: CancellationReason.allCases)
    func theContactsReasonIsTheRule(_ reason: CancellationReason) throws {
        let screen = Panel()
        screen.send(1, contact(0, .began, 100, 50))
        screen.send(1.01, contact(0, .cancelled, 100, 50, because: reason))
        #expect(screen.inputCancellations.map(\.rule) == [DecisionRule(reason)])
        #expect(screen.trace.phases(receivedBy: "row") == [.began, .cancelled])
    }

    @Test func eachRuleNameIsAReasonsRawValue() {
        #expect(
            [
                DecisionRule.palm, DecisionRule.lostEvents, DecisionRule.deviceRemoved, DecisionRule.inputEnded,
                DecisionRule.input,
            ]
                == ["palm", "lost-events", "device-removed", "input-ended", "input"])
        #expect(
            CancellationReason.allCases.map(DecisionRule.init)
                == [
                    DecisionRule.palm, DecisionRule.lostEvents, DecisionRule.deviceRemoved, DecisionRule.inputEnded,
                    DecisionRule.input,
                ])
    }

    @Test func twoTouchesCancelledInOneFrameAreEachExplainedAtTheirOwnView() {
        let screen = Panel()
        screen.send(1, contact(0, .began, 100, 50), contact(1, .began, 300, 50))
        screen.send(
            1.01, contact(1, .cancelled, 300, 50, because: .deviceRemoved),
            contact(0, .cancelled, 100, 50, because: .palm))
        #expect(
            screen.inputCancellations.map { "\($0.touch) \($0.view.name) \($0.rule)" }
                == ["#1 row palm", "#2 holder device-removed"])
        #expect(screen.trace.phases(receivedBy: "holder") == [.began, .cancelled])
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func endsAndTheWindowsOwnCancelsAreNotInputCancellations() {
        let screen = Panel()
        screen.send(1, contact(0, .began, 100, 50))
        screen.send(1.01, contact(0, .ended, 100, 50))
        screen.send(2, contact(1, .began, 100, 50))
        screen.send(2.01, contact(1, .began, 300, 50))  // began again: the window cancels the old touch, a reported input bug
        screen.window.cancelAllTouches(reason: "shutdown:")
        #expect(screen.trace.phases(receivedBy: "row") == [.began, .ended, .began, .cancelled])
        #expect(screen.trace.problems.count == 2, "each explained by a problem instead")
        #expect(screen.inputCancellations.isEmpty)
    }

    @Test func aTouchWithheldFromASingleTouchViewReachedNoViewSoItsCancelIsNotExplained() {
        let screen = Panel()
        #expect(!screen.row.isMultipleTouchEnabled)
        screen.send(1, contact(0, .began, 50, 50))
        screen.send(1.01, contact(1, .began, 150, 50))
        screen.send(1.02, contact(1, .cancelled, 150, 50, because: .palm))
        #expect(
            screen.trace.decisions.map(\.outcome) == [.withheld], "the withheld decision already says it went nowhere")
        #expect(screen.trace.deliveries.allSatisfy { $0.touch == TouchID(1) })
        screen.send(1.03, contact(0, .ended, 50, 50))
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
        #expect(screen.window.activeTouches.isEmpty)
    }

    @Test func aTouchEveryViewHasLetGoOfIsNotExplained() {
        let screen = Panel()
        screen.send(1, contact(0, .began, 300, 50))
        screen.holder.removeFromSuperview()  // the removal rule cancels the touch at the holder, its only recipient
        #expect(screen.trace.phases(receivedBy: "holder") == [.began, .cancelled])
        screen.send(1.01, contact(0, .cancelled, 300, 50, because: .palm))
        #expect(screen.inputCancellations.isEmpty, "no view gets a cancel to explain")
        #expect(screen.trace.phases(receivedBy: "holder") == [.began, .cancelled])
        #expect(screen.window.activeTouches.isEmpty)
    }

    @Test func aTouchStillHeldAboveItsRemovedViewIsExplainedAtThatView() throws {
        let screen = Panel()
        let row = KeepsItsCancels(name: "row", frame: screen.row.frame)
        screen.row.removeFromSuperview()
        screen.panel.addSubview(row)
        screen.send(1, contact(0, .began, 100, 50))
        row.removeFromSuperview()  // cancels it at the row only; the panel and the window still hold it
        screen.send(1.01, contact(0, .cancelled, 100, 50, because: .lostEvents))
        let decision = try #require(screen.inputCancellations.first)
        #expect(screen.inputCancellations.count == 1)
        #expect(decision.view === row && decision.rule == "lost-events")
        #expect(
            screen.trace.decisions.filter { $0.rule == DecisionRule.invariant }.count == 2,
            "the panel and the window, which the row's cancel never reached, are closed by the invariant")
        #expect(screen.trace.phases(receivedBy: "panel") == [.began, .cancelled])
        #expect(screen.trace.phases(receivedBy: "row") == [.began, .cancelled])
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
    }
}
