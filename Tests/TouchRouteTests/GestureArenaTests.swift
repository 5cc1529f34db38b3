import Foundation
import Testing
import TouchRouteTesting

@testable import TouchRoute

/// The gesture arena article's participant: a slider that claims horizontal drags. It holds
/// a touch for its first 4 pt, then accepts a horizontal move and rejects any
/// other, and follows the finger while it owns the touch.
final class Slider: View, GestureArenaParticipant {
    /// Where the thumb is, 0 at the left edge to 1 at the right.
    private(set) var value = 0.5
    /// Moves this slider heard.
    private(set) var movesHeard = 0

    func arenaStance(for touch: Touch) -> ArenaStance {
        let moved = touch.translation
        if max(abs(moved.dx), abs(moved.dy)) < 4 { return .hold }
        return abs(moved.dx) > abs(moved.dy) ? .accept : .reject
    }

    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        movesHeard += 1
        guard let touch = touches.anyTouch else { return }
        // The arena asks after this method, so the move that wins the touch is not yet claimed.
        let owns = touch.claimant === self || (touch.claimant == nil && arenaStance(for: touch) == .accept)
        if owns { value = min(1, max(0, touch.location(in: self).x / bounds.size.width)) }
    }

    // The slider keeps its touches: none goes up to the list.
    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {}
}

/// The gesture arena: participants accept, reject or hold; the first to
/// accept wins; the last one standing takes what every other rejected.
@Suite struct GestureArenaTests {
    /// A 400 × 600 window: a horizontal pager (the 12/4 rule, which claims
    /// clearly horizontal drags) of two pages, the first holding
    /// a vertical list, the list a 300 pt slider at y 100–140.
    struct Screen {
        let window = Window(size: Size(width: 400, height: 600))
        let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let slider = Slider(name: "slider", frame: Rect(x: 50, y: 100, width: 300, height: 40))

        init() { assemble(window, pager: pager, list: list, holding: slider) }

        /// A drag from `start` by `step` a report, `steps` reports 1/120 s
        /// apart, then a lift unless `lifting` is false.
        func drag(from start: Point = Point(200, 120), by step: Vector, steps: Int, lifting: Bool = true) {
            var location = start
            window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: location)]))
            for index in 0...steps where index < steps || lifting {
                if index < steps { location = location + step }
                window.handle(
                    TouchFrame(
                        timestamp: 1 + Double(index + 1) / 120,
                        contacts: [Contact(id: 0, phase: index < steps ? .moved : .ended, location: location)]))
            }
        }

        /// 30° off horizontal, leftwards, from a point of the list below the slider.
        func swipeThirtyDegrees() {
            drag(from: Point(200, 350), by: Vector(dx: -5, dy: 2.9), steps: 8, lifting: false)
        }
    }

    @Test func aSliderThatAcceptsAHorizontalDragKeepsItFromTheListAndThePager() {
        let screen = Screen()
        let trace = TraceRecorder(screen.window)
        screen.drag(by: Vector(dx: 5, dy: 0.5), steps: 20)
        #expect(screen.slider.movesHeard == 20)
        #expect(abs(screen.slider.value - 250.0 / 300) < 1e-9)  // the finger ends at x 300, 250 pt into it
        #expect(screen.pager.contentOffset == .zero)
        #expect(screen.list.contentOffset == .zero)
        #expect(trace.decisions(by: "pager").map(\.outcome) == [.forwarded, .claimedByChild])
        #expect(trace.decisions(by: "list").map(\.outcome) == [.forwarded, .claimedByChild])
        #expect(trace.phases(receivedBy: "slider").last == .ended)
        // Both stopped testing at the first move, when the slider accepted.
        #expect(trace.decisions.filter { $0.outcome == .claimedByChild }.map(\.displacement.dx) == [5, 5])
    }

    /// The first to accept wins: a pan or a swipe on the pager, which would
    /// begin later in the drag, fails once the slider accepted the touch.
    @Test(arguments: [GestureKind.pan, .swipe]) func aSliderKeepsItsDragFromAPagersRecognizer(kind: GestureKind) {
        let screen = Screen()
        let recognizer: GestureRecognizer =
            kind == .pan ? PanGestureRecognizer(name: "pan") : SwipeGestureRecognizer(name: "swipe")
        var states: [GestureRecognizerState] = []
        recognizer.onStateChange = { states.append($0.state) }
        screen.pager.addGestureRecognizer(recognizer)
        screen.drag(by: Vector(dx: 5, dy: 0.5), steps: 20)
        #expect(states == [.failed])
        #expect(screen.slider.movesHeard == 20)
        #expect(abs(screen.slider.value - 250.0 / 300) < 1e-9)
        #expect(screen.pager.contentOffset == .zero)
    }

    @Test func theSliderFollowsTheFingerFromTheMoveThatWinsIt() {
        let screen = Screen()
        screen.drag(by: Vector(dx: 5, dy: 0.5), steps: 1, lifting: false)
        #expect(screen.window.activeTouches.anyTouch?.claimant === screen.slider)
        #expect(abs(screen.slider.value - 155.0 / 300) < 1e-9)  // the finger is at x 205, 155 pt into it
    }

    @Test func besideTheSliderAHorizontalSwipeTurnsThePage() {
        let screen = Screen()
        screen.window.play(.swipe(from: Point(300, 400), to: Point(100, 400), duration: 0.15))
        #expect(screen.pager.contentOffset.x == 400)
        #expect(screen.slider.movesHeard == 0)
    }

    /// The gesture arena article shows the slider above, line for line.
    @Test func theGestureArenaArticleShowsThisSlider() throws {
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(
            contentsOf: root.appendingPathComponent("Sources/TouchRoute/TouchRoute.docc/GestureArena.md"),
            encoding: .utf8)
        let start = try #require(test.range(of: "final class Slider"))
        let end = try #require(test[start.lowerBound...].range(of: "\n}\n"))
        let slider = test[start.lowerBound..<end.upperBound]
        #expect(slider.split(separator: "\n").count < 30)
        #expect(readme.contains("```swift\n" + slider))
    }

    @Test func aVerticalDragOnTheSliderStillScrollsTheList() {
        let screen = Screen()
        let trace = TraceRecorder(screen.window)
        screen.drag(by: Vector(dx: 0.5, dy: -5), steps: 20)
        #expect(screen.list.contentOffset.y > 80)
        #expect(screen.pager.contentOffset == .zero)
        #expect(screen.slider.value == 0.5)
        #expect(trace.phases(receivedBy: "slider").last == .cancelled)
    }

    @Test func aParticipantThatHoldsKeepsTheLastOneStandingWaiting() {
        // A 30° swipe: the list declines it, and the pager would take it as
        // the last one standing, but a participant that holds blocks that.
        final class Holder: View, GestureArenaParticipant {
            func arenaStance(for touch: Touch) -> ArenaStance { .hold }
        }
        let screen = Screen()
        let holder = Holder(name: "holder", frame: Rect(x: 0, y: 300, width: 400, height: 100))
        screen.list.addSubview(holder)
        let trace = TraceRecorder(screen.window)
        screen.swipeThirtyDegrees()
        #expect(screen.pager.contentOffset == .zero)
        #expect(!trace.decisions(by: "pager").contains { $0.rule == DecisionRule.lastOneStanding })
    }

    @Test func aTouchARecognizerWonStopsTheScrollViewsTesting() throws {
        // A view whose recognizer wins the touch on its first move, as a
        // recognizer that begins does.
        final class Canvas: View {
            let pan = PanGestureRecognizer(name: "draw")
            override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
                for touch in touches { touch.win(for: pan) }
            }
        }
        let window = Window(size: Size(width: 400, height: 600))
        let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        pager.contentSize = Size(width: 800, height: 600)
        pager.delaysContentTouches = false
        let canvas = Canvas(name: "canvas", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        // The pan leaves the pager its touch (the window would otherwise
        // cancel it there when the pan begins), so the pager keeps testing.
        canvas.pan.cancelsTouchesInView = false
        canvas.addGestureRecognizer(canvas.pan)
        window.addSubview(pager)
        pager.addSubview(canvas)
        let trace = TraceRecorder(window)
        window.play(.drag(from: Point(300, 300), to: Point(100, 300), duration: 0.2), settling: false)
        #expect(pager.contentOffset == .zero)
        let decision = try #require(trace.decisions(by: "pager").first { $0.outcome != .forwarded })
        #expect(decision.outcome == .claimedByRecognizer)
        #expect(decision.rule == DecisionRule.recognizer)
        #expect(decision.target === canvas)
        // Only `.literal` takes a touch a recognizer won.
        pager.arbitrationPolicy.arbitration = .literal
        window.play(.drag(from: Point(300, 300), to: Point(100, 300), duration: 0.2), settling: false)
        #expect(pager.contentOffset.x > 0)
    }

    @Test func theLastOneStandingRuleIsConfigured() {
        // A 30° swipe on a row of the list: the list declines, the pager takes
        // it as the last one standing; with a dominance of 2 (within about
        // 27° of the axis) it does not.
        for (dominance, pages) in [(1.0, true), (2.0, false)] {
            let screen = Screen()
            screen.pager.arbitrationPolicy.lastOneStanding = LastOneStandingRule(dominance: dominance)
            screen.swipeThirtyDegrees()
            #expect((screen.pager.contentOffset.x > 0) == pages, "dominance \(dominance)")
        }
        #expect(LastOneStandingRule.standard.passes(Vector(dx: 11, dy: 10), along: .horizontal, beyond: 10))
        #expect(!LastOneStandingRule(minimumTravel: 20).passes(Vector(dx: 11, dy: 0), along: .horizontal, beyond: 11))
    }

    @Test func eachScrollViewTestingAGestureHasOneArenaEntryUntilItEnds() {
        let screen = Screen()
        screen.window.handle(
            TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(200, 120))]))
        #expect(screen.window.arena.arbiter(testing: screen.pager) != nil)
        #expect(screen.window.arena.arbiter(testing: screen.list) != nil)
        #expect(
            screen.window.arena.arbiter(testing: screen.pager) !== screen.window.arena.arbiter(testing: screen.list))
        screen.window.handle(
            TouchFrame(timestamp: 1.1, contacts: [Contact(id: 0, phase: .ended, location: Point(200, 120))]))
        #expect(screen.window.arena.arbiter(testing: screen.pager) == nil)
        #expect(screen.window.arena.arbiter(testing: screen.list) == nil)
    }
}
