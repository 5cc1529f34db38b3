import Testing
import TouchRoute
import TouchRouteTesting

/// A pager that logs what its drag machinery (what a UIKit subclass reaches through `super`) is told.
private final class LoggingPager: RemorsefulScrollView {
    var machinery: [String] = []
    override func trackTouchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        machinery.append("began")
        super.trackTouchesBegan(touches, with: event)
    }
    override func trackTouchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        machinery.append("moved")
        super.trackTouchesMoved(touches, with: event)
    }
    override func trackTouchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        machinery.append("ended")
        super.trackTouchesEnded(touches, with: event)
    }
    override func trackTouchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        machinery.append("cancelled")
        super.trackTouchesCancelled(touches, with: event)
    }
}

/// A window 400x300 holding a logging pager of two pages, each a TapView child.
private struct PagerFixture {
    let window = Window(size: Size(400, 300))
    let pager = LoggingPager(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let children: [TapView]
    let trace: TraceRecorder

    /// These tests pin the 12/4 rule, so the pager decides by it alone
    /// (`.decideOnce`); `LastOneStandingTests` covers the default's addition.
    init(arbitration: Arbitration = .decideOnce) {
        pager.arbitration = arbitration
        pager.contentSize = Size(800, 300)
        pager.isPagingEnabled = true
        children = (0..<2).map {
            TapView(name: "child\($0)", frame: Rect(x: 400 * Double($0), y: 0, width: 400, height: 300))
        }
        children.forEach(pager.addSubview)
        window.addSubview(pager)
        trace = TraceRecorder(window)
    }

    /// Touch down at `start` at 1 s, move through `moves` at 10 ms steps, lift at the last point.
    func drag(_ start: Point, _ moves: [Point], contact: Int = 0, at time: Double = 1) {
        window.handle(TouchFrame(timestamp: time, contacts: [Contact(id: contact, phase: .began, location: start)]))
        for (index, point) in moves.enumerated() {
            window.handle(
                TouchFrame(
                    timestamp: time + 0.01 * Double(index + 1),
                    contacts: [Contact(id: contact, phase: .moved, location: point)]))
        }
        window.handle(
            TouchFrame(
                timestamp: time + 0.01 * Double(moves.count + 1),
                contacts: [Contact(id: contact, phase: .ended, location: moves.last ?? start)]))
        window.settle()  // the paging snap comes to rest on the virtual clock
    }
}

@Suite struct RemorsefulScrollViewTests {
    @Test func delaysContentTouchesIsOff() {
        #expect(RemorsefulScrollView(name: "p").delaysContentTouches == false)
        #expect(ScrollView(name: "s").delaysContentTouches == true)
    }

    @Test func touchesBeganGoesToTheMachineryAndStraightToTheChild() {
        let f = PagerFixture()
        f.window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(100, 100))]))
        #expect(f.pager.machinery == ["began"])
        #expect(f.trace.phases(receivedBy: "child0") == [.began])
        #expect(f.trace.deliveries.first { $0.view.name == "child0" }?.time == 1)
        #expect(f.children[0].isHighlighted)
    }

    @Test func touchesMovedAreHiddenFromTheMachineryUntilClearlyHorizontal() {
        let f = PagerFixture()
        // The rule's strictness at the reports themselves (on the path, the
        // move from (12, 3.9) to (14, 4) passes through the rule's region).
        f.window.decisionSampling = .samples
        // dx exactly 12 and dy 3.9: not enough (strict); the child sees the moves.
        f.window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(200, 100))]))
        f.window.handle(
            TouchFrame(timestamp: 1.01, contacts: [Contact(id: 0, phase: .moved, location: Point(188, 103.9))]))
        #expect(f.pager.machinery == ["began"])
        #expect(f.trace.phases(receivedBy: "child0") == [.began, .moved])
        // dx 14, dy exactly 4: still not (strict on y).
        f.window.handle(
            TouchFrame(timestamp: 1.02, contacts: [Contact(id: 0, phase: .moved, location: Point(186, 104))]))
        #expect(f.pager.machinery == ["began"])
        #expect(!f.pager.hasTakenOver)
        // dx 12.5, dy 3.5, both measured from touch-down: horizontal.
        f.window.handle(
            TouchFrame(timestamp: 1.03, contacts: [Contact(id: 0, phase: .moved, location: Point(187.5, 103.5))]))
        #expect(f.pager.machinery == ["began", "moved"])
        #expect(f.pager.hasTakenOver)
    }

    @Test func takeoverCancelsTheChildAndThePagerScrollsFromTheOrigin() {
        let f = PagerFixture()
        f.window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(300, 100))]))
        f.window.handle(
            TouchFrame(timestamp: 1.01, contacts: [Contact(id: 0, phase: .moved, location: Point(280, 101))]))
        // The child hears the moves first (a nested scroller could claim it):
        // where the path leaves its tap slop and where it passes 12 pt, then the cancel.
        #expect(f.trace.phases(receivedBy: "child0") == [.began, .moved, .moved, .cancelled])
        #expect(!f.children[0].isHighlighted)
        // The machinery remembered the touch-down point, so no travel is lost.
        #expect(f.pager.contentOffset.x == 20)
        f.window.handle(
            TouchFrame(timestamp: 1.02, contacts: [Contact(id: 0, phase: .moved, location: Point(250, 110))]))
        #expect(f.pager.contentOffset == Point(50, 0))
        #expect(f.trace.phases(receivedBy: "child0") == [.began, .moved, .moved, .cancelled])
        #expect(f.trace.outcomes(by: "pager") == [.forwarded, .takenOver, .cancelled])
        // Taken over where the path crossed 12 pt, between the reports.
        let takeover = f.trace.decisions(by: "pager")[1]
        #expect(abs(takeover.displacement.dx + 12) < 1e-6 && abs(takeover.displacement.dy - 0.6) < 1e-6)
        #expect(takeover.thresholds == Thresholds(x: 12, y: 4))
        #expect(takeover.rule == "remorseful")
    }

    @Test func whileTheChildKeepsTheTouchTheEndReachesTheMachineryAsACancel() {
        let f = PagerFixture()
        f.drag(Point(100, 100), [Point(101, 130), Point(102, 160)])
        #expect(f.pager.machinery == ["began", "cancelled"])
        // The move where the path leaves the child's tap slop, then the two reports.
        #expect(f.trace.phases(receivedBy: "child0") == [.began, .moved, .moved, .moved, .ended])
        #expect(f.children[0].tapCount == 0)  // it lifted inside, but 60 pt from where it landed
        #expect(f.pager.contentOffset == .zero)
    }

    @Test func aSecondTouchDisablesTheTakeoverForTheRestOfTheGesture() {
        let f = PagerFixture()
        f.children[0].isMultipleTouchEnabled = true
        f.window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(300, 100))]))
        f.window.handle(
            TouchFrame(timestamp: 1.01, contacts: [Contact(id: 1, phase: .began, location: Point(300, 200))]))
        f.window.handle(
            TouchFrame(timestamp: 1.02, contacts: [Contact(id: 1, phase: .ended, location: Point(300, 200))]))
        // One finger left: a clearly horizontal move is still not taken over.
        f.window.handle(
            TouchFrame(timestamp: 1.03, contacts: [Contact(id: 0, phase: .moved, location: Point(200, 100))]))
        #expect(!f.pager.hasTakenOver)
        #expect(f.pager.contentOffset == .zero)
        #expect(f.trace.outcomes(by: "pager").contains(.blockedByMultitouch))
        // Both touches went to the child found for the first one, as in the original RemorsefulScrollView.
        #expect(f.trace.deliveries.filter { $0.view.name == "child0" && $0.phase == .began }.count == 2)
    }

    @Test func aSecondFingerLandingInTheFrameOfAHorizontalMoveBlocksTheTakeover() {
        let f = PagerFixture()
        f.children[0].isMultipleTouchEnabled = true  // or the second finger is withheld from it
        f.window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(300, 100))]))
        f.window.handle(
            TouchFrame(
                timestamp: 1.01,
                contacts: [
                    Contact(id: 0, phase: .moved, location: Point(280, 100)),
                    Contact(id: 1, phase: .began, location: Point(300, 200)),
                ]))
        #expect(!f.pager.hasTakenOver)
        #expect(f.trace.outcomes(by: "pager") == [.forwarded, .blockedByMultitouch, .forwarded])
    }

    @Test func stateResetsWhenTheLastTouchLifts() {
        let f = PagerFixture()
        // A two-finger gesture blocks the takeover...
        f.window.handle(
            TouchFrame(
                timestamp: 1,
                contacts: [
                    Contact(id: 0, phase: .began, location: Point(300, 100)),
                    Contact(id: 1, phase: .began, location: Point(300, 200)),
                ]))
        f.window.handle(
            TouchFrame(
                timestamp: 1.05,
                contacts: [
                    Contact(id: 0, phase: .ended, location: Point(300, 100)),
                    Contact(id: 1, phase: .ended, location: Point(300, 200)),
                ]))
        // ...but the next single-finger swipe is the pager's again.
        f.drag(Point(300, 100), [Point(280, 101), Point(200, 101), Point(100, 101)], at: 2)
        #expect(f.trace.outcomes(by: "pager").filter { $0 == .takenOver }.count == 1)
        // And after a takeover, a tap goes to the child under it again.
        f.drag(Point(100, 100), [], at: 3)
        #expect(f.pager.contentOffset.x == 400)
        #expect(f.children[1].tapCount == 1)
    }

    @Test func touchesPassedBackUpTheResponderChainDoNotReenterThePager() {
        let window = Window(size: Size(400, 300))
        let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let pager = LoggingPager(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        pager.contentSize = Size(800, 300)
        let plain = View(name: "plain", frame: Rect(x: 0, y: 0, width: 400, height: 300))  // handles nothing
        pager.addSubview(plain)
        container.addSubview(pager)
        window.addSubview(container)
        let trace = TraceRecorder(window)
        window.play(.drag(from: Point(100, 100), to: Point(100, 200), duration: 0.1))
        #expect(trace.phases(receivedBy: "pager").filter { $0 == .began }.count == 1)
        #expect(pager.machinery.filter { $0 == "began" }.count == 1)
        #expect(trace.phases(receivedBy: "plain").first == .began)
        // The plain child's unhandled touches continue past the pager, to its superview.
        #expect(trace.phases(receivedBy: "container") == trace.phases(receivedBy: "plain"))
        #expect(trace.phases(receivedBy: "container").last == .ended)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func thresholdsAreNamedConstantsOverridablePerInstance() {
        #expect(RemorsefulRule.standardThresholdX == 12)
        #expect(RemorsefulRule.standardThresholdY == 4)
        let f = PagerFixture()
        f.pager.strategy = .remorseful(thresholdX: 30, thresholdY: 10)
        f.drag(Point(300, 100), [Point(280, 108)])  // dx 20: enough by default, not here
        #expect(!f.trace.outcomes(by: "pager").contains(.takenOver))
        f.drag(Point(300, 100), [Point(269, 108), Point(200, 108)], at: 2)
        #expect(f.trace.outcomes(by: "pager").contains(.takenOver))
        #expect(
            f.trace.decisions(by: "pager").last { $0.outcome == .takenOver }?.thresholds == Thresholds(x: 30, y: 10))
    }

    @Test func aTouchOnNoChildCanStillBeTakenOver() {
        let f = PagerFixture()
        f.children.forEach { $0.removeFromSuperview() }
        f.drag(Point(300, 100), [Point(280, 100), Point(200, 100)])
        #expect(f.pager.contentOffset.x == 400)
        #expect(f.trace.outcomes(by: "pager") == [.takenOver])
    }
}
