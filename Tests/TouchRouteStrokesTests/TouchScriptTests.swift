import Testing
import TouchRoute
import TouchRouteTesting

@Suite struct TouchScriptTests {
    @Test func aTapIsADownAndAnUpInPlace() {
        let frames = TouchScript.tap(at: Point(10, 20), duration: 0.1).frames(startingAt: 5)
        #expect(
            frames == [
                TouchFrame(timestamp: 5, contacts: [Contact(id: 0, phase: .began, location: Point(10, 20))]),
                TouchFrame(timestamp: 5.1, contacts: [Contact(id: 0, phase: .ended, location: Point(10, 20))]),
            ])
    }

    @Test func aDragIsSampledAtItsRateAndLiftsOnePeriodAfterItsLastMove() {
        let frames = TouchScript.drag(from: Point(0, 0), to: Point(100, 0), duration: 0.5, rate: 10).frames(
            startingAt: 0)
        #expect(frames.count == 1 + 5 + 1)
        #expect(frames.map(\.contacts[0].phase) == [.began] + Array(repeating: .moved, count: 5) + [.ended])
        #expect(frames[1].contacts[0].location == Point(20, 0))
        #expect(frames[5].contacts[0].location == Point(100, 0))
        #expect(abs(frames[6].timestamp - 0.6) < 1e-12)
    }

    @Test func aPolylineIsWalkedAtConstantSpeed() {
        let script = TouchScript.path([Point(0, 0), Point(30, 0), Point(30, 10)], duration: 0.4, rate: 10)
        let moves = script.frames(startingAt: 0).filter { $0.contacts[0].phase == .moved }.map(\.contacts[0].location)
        let rounded = moves.map { Point(($0.x * 1e6).rounded() / 1e6, ($0.y * 1e6).rounded() / 1e6) }
        #expect(rounded == [Point(10, 0), Point(20, 0), Point(30, 0), Point(30, 10)])
    }

    @Test func fingersKeepTheirOwnTimingAndShareFramesWhenTheyCoincide() {
        let script = TouchScript.tap(at: Point(0, 0), duration: 0.2)
            .adding(.tap(at: Point(50, 0), duration: 0.1), after: 0.1)
        let frames = script.frames(startingAt: 1, firstContactID: 7)
        #expect(frames.map(\.timestamp) == [1, 1.1, 1.2])
        #expect(frames[1].contacts == [Contact(id: 8, phase: .began, location: Point(50, 0))])
        #expect(Set(frames[2].contacts.map(\.id)) == [7, 8])
        #expect(script.duration == 0.2)
    }

    @Test func jitterIsReproducibleBySeedAndLeavesDownAndUpAlone() {
        let drag = TouchScript.drag(from: Point(0, 0), to: Point(100, 0), duration: 0.2)
        let a = drag.jittered(by: 2, seed: 42)
        let b = drag.jittered(by: 2, seed: 42)
        let c = drag.jittered(by: 2, seed: 43)
        #expect(a == b)
        #expect(a != c)
        let samples = a.fingers[0].samples
        #expect(samples.first!.location == Point(0, 0))
        #expect(samples.last!.location == Point(100, 0))
        for (jittered, plain) in zip(samples, drag.fingers[0].samples) {
            #expect(
                abs(jittered.location.x - plain.location.x) <= 2 && abs(jittered.location.y - plain.location.y) <= 2)
        }
    }

    @Test func randomGesturesAreReproducibleAndStayInTheirArea() {
        let area = Rect(x: 10, y: 10, width: 100, height: 50)
        for seed in UInt64(0)..<50 {
            let script = TouchScript.random(in: area, maximumFingers: 3, seed: seed)
            #expect(script == TouchScript.random(in: area, maximumFingers: 3, seed: seed))
            #expect((1...3).contains(script.fingers.count))
            for sample in script.fingers.flatMap(\.samples) {
                #expect(area.contains(sample.location), "seed \(seed)")
            }
        }
    }

    @Test func playStartsAfterTheGapOnTheWindowsClock() {
        let window = Window(size: Size(100, 100))
        #expect(window.play(.tap(at: Point(5, 5))) == 1)
        #expect(window.clock.now == 1.08)
        #expect(window.play(.tap(at: Point(5, 5)), after: 0.5) == 1.58)
    }
}

@Suite struct TraceRecorderTests {
    @Test func aDirectionDecisionTestTakesFiveLines() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.play(.swipe(from: Point(600, 200), to: Point(200, 203)))
        #expect(trace.outcomes(by: "pager").contains(.takenOver))
        #expect(layout.currentPage == 1)
    }

    @Test func itChainsToAnEarlierHandler() {
        let window = Window(size: Size(100, 100))
        var seen = 0
        window.trace = { _ in seen += 1 }
        let trace = TraceRecorder(window)
        window.play(.tap(at: Point(5, 5)))
        #expect(seen == trace.records.count)
        #expect(seen == 2)
        #expect(trace.viewsReached == ["window"])
    }

    @Test func theWindowBalancesTheBooksOfAViewThatForgetsAnEnd() {
        /// Forwards began and moves to its child, but never the end: the window
        /// must cancel the child, so the books still balance.
        final class Forgetful: View {
            var child: View { subviews[0] }
            override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
                forward(.began, touches, with: event, to: child)
            }
            override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
        }
        let window = Window(size: Size(100, 100))
        let parent = Forgetful(name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(TapView(name: "child", frame: Rect(x: 0, y: 0, width: 50, height: 50)))
        // The parent is in front of nothing: make the hit land on the parent itself.
        parent.isMultipleTouchEnabled = true
        window.addSubview(parent)
        let trace = TraceRecorder(window)
        window.play(.tap(at: Point(75, 75)))
        #expect(trace.phases(receivedBy: "child") == [.began, .cancelled])
        #expect(trace.exactlyOnceViolations.isEmpty)
        #expect(trace.decisions.last?.rule == "invariant")
    }

    @Test func theInvariantCheckerReportsEachKindOfBreach() {
        let a = View(name: "a")
        let b = View(name: "b")
        func delivery(_ touch: Int, _ phase: TouchPhase, _ view: View) -> Delivery {
            Delivery(time: 0, touch: TouchID(touch), phase: phase, location: .zero, view: view)
        }
        let violations = ExactlyOnceCheck.violations(in: [
            delivery(1, .began, a), delivery(1, .began, a),  // began twice
            delivery(1, .ended, a), delivery(1, .moved, a),  // after its end
            delivery(2, .moved, b),  // without began
            delivery(3, .began, b),  // never closed
            delivery(4, .began, a), delivery(4, .cancelled, a),  // fine
        ])
        #expect(
            violations == [
                "#1 at a: began twice",
                "#1 at a: moved after its end",
                "#2 at b: moved without began",
                "#3 at b: never ended or cancelled",
            ])
    }
}
