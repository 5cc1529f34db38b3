import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Seeded random finger scripts against a pad with a chain of requirements
/// (a single tap waits for a double tap, which waits for a triple tap), a
/// long press and a pan, and a disruption at a random moment mid-gesture:
/// a recognizer removed or disabled, the pad leaving the window (and coming
/// back), or the input cancelling every touch. Only legal transitions
/// happen, every began ends or is cancelled, views hear every touch exactly
/// once, and no touch is left active once everything settles.
@Suite struct RecognizerDisruptionPropertyTests {
    private static let seeds: Range<UInt64> = 0..<120

    private enum Disruption: CaseIterable {
        case remove, disable, padLeaves, inputCancels
    }

    @Test(arguments: seeds) func disruptionsMidGestureKeepEveryPromise(seed: UInt64) {
        let fixture = RecognizerFixture()
        let triple = TapGestureRecognizer(name: "triple")
        triple.numberOfTapsRequired = 3
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        double.require(toFail: triple)
        let single = TapGestureRecognizer(name: "single")
        single.require(toFail: double)
        let press = LongPressGestureRecognizer(name: "press")
        let pan = PanGestureRecognizer(name: "pan")
        let recognizers: [GestureRecognizer] = [triple, double, single, press, pan]
        var random = SeededRandom(seed: seed &* 104_729)
        var disrupted: [String] = []
        var outside: [String] = []
        for recognizer in recognizers {
            recognizer.cancelsTouchesInView = Bool.random(using: &random)
            recognizer.delaysTouchesBegan = Bool.random(using: &random)
            recognizer.delaysTouchesEnded = Bool.random(using: &random)
            fixture.attach(recognizer)
            // No recognizer recognizes or begins outside the window.
            let log = recognizer.onStateChange
            recognizer.onStateChange = { recognizer in
                log?(recognizer)
                if recognizer.state == .recognized || recognizer.state == .began, fixture.pad.superview == nil {
                    outside.append("\(recognizer) \(recognizer.state)")
                }
            }
        }
        for index in 0..<5 {
            let gesture: TouchScript
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1: gesture = .tap(at: Point(Double.random(in: 150...250, using: &random), 200))
            case 2: gesture = .longPress(at: Point(200, 200), duration: Double.random(in: 0.2...0.9, using: &random))
            default:
                gesture = .random(in: Rect(x: 20, y: 20, width: 360, height: 360), seed: seed &* 31 &+ UInt64(index))
            }
            let gap = Double.random(in: 0.05...0.4, using: &random)
            if Int.random(in: 0..<3, using: &random) == 0 {
                let disruption = Disruption.allCases.randomElement(using: &random)!
                let victim = recognizers.randomElement(using: &random)!
                let at = fixture.window.clock.now + gap + Double.random(in: 0...0.3, using: &random)
                _ = fixture.window.clock.schedule(at: at) {
                    disrupted.append("\(disruption) \(victim)")
                    switch disruption {
                    case .remove: fixture.pad.removeGestureRecognizer(victim)
                    case .disable: victim.isEnabled = false
                    case .padLeaves: fixture.pad.removeFromSuperview()
                    case .inputCancels: fixture.window.cancelAllTouches(reason: "Test.")
                    }
                }
            }
            fixture.play(gesture, after: gap, settling: false)
            // Put back whatever a disruption took, for the next gesture.
            if fixture.pad.superview == nil { fixture.window.addSubview(fixture.pad) }
            for recognizer in recognizers {
                recognizer.isEnabled = true
                if recognizer.view == nil { fixture.pad.addGestureRecognizer(recognizer) }
            }
        }
        fixture.window.settle()
        #expect(fixture.illegal.isEmpty, "seed \(seed): \(fixture.illegal)")
        #expect(outside.isEmpty, "seed \(seed): \(outside) after the pad left the window")
        #expect(fixture.unfinished.isEmpty, "seed \(seed)")
        #expect(fixture.trace.exactlyOnceViolations.isEmpty, "seed \(seed): \(fixture.trace.exactlyOnceViolations)")
        #expect(fixture.window.activeTouches.isEmpty, "seed \(seed)")
        for recognizer in recognizers {
            #expect(recognizer.state == .possible && recognizer.touchMask == 0, "seed \(seed): \(recognizer) reset")
        }
        // A single tap waits for the double tap to fail, unless the double
        // tap was taken away (it then follows no touch, and counts as failed).
        let doubleTakenAway = disrupted.contains { $0.hasSuffix(" double") && !$0.contains("inputCancels") }
        var lastDouble: GestureRecognizerState?
        for entry in fixture.log where !doubleTakenAway {
            if entry.name == "double" { lastDouble = entry.state }
            if entry.name == "single" && entry.state == .recognized {
                #expect(lastDouble == .failed, "seed \(seed): the single tap at \(entry.time) waited for the double")
            }
        }
    }

    /// The window goes mid-gesture, at a random moment: no action runs from
    /// its teardown, and the pad, which outlives it, heard every touch it
    /// began end or be cancelled exactly once.
    @Test(arguments: 0..<UInt64(60)) func aWindowGoingMidGestureKeepsExactlyOnce(seed: UInt64) {
        let pad = LoggingView(name: "pad", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        var actionsAfterTeardown = 0
        var tearingDown = false
        var random = SeededRandom(seed: seed &* 7_919)
        do {
            let window = Window(size: Size(400, 400))
            window.addSubview(pad)
            let double = TapGestureRecognizer(name: "double")
            double.numberOfTapsRequired = 2
            let single = TapGestureRecognizer(name: "single")
            single.require(toFail: double)
            for recognizer in [
                double, single, LongPressGestureRecognizer(name: "press"), PanGestureRecognizer(name: "pan"),
            ]
                as [GestureRecognizer]
            {
                recognizer.delaysTouchesBegan = Bool.random(using: &random)
                recognizer.onStateChange = { _ in if tearingDown { actionsAfterTeardown += 1 } }
                pad.addGestureRecognizer(recognizer)
            }
            let script = TouchScript.random(in: Rect(x: 20, y: 20, width: 360, height: 360), seed: seed)
            let frames = script.frames(startingAt: 1)
            let cut = Int.random(in: 0..<max(1, frames.count), using: &random)
            for frame in frames.prefix(cut) { window.handle(frame) }
            tearingDown = true
        }
        #expect(actionsAfterTeardown == 0, "seed \(seed)")
        #expect(pad.touchesNotEndedOnce.isEmpty, "seed \(seed): \(pad.touchesNotEndedOnce)")
        #expect(pad.gestureRecognizers.allSatisfy { $0.state == .possible && $0.touchMask == 0 }, "seed \(seed)")
    }
}
