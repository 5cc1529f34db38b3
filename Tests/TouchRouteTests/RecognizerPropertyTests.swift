import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Seeded random finger scripts against a view with a tap, a double tap the
/// tap waits for, a long press and a swipe, under every combination of
/// cancelsTouchesInView and the delays: only legal transitions happen, every
/// began ends or is cancelled, a single tap never recognizes unless the
/// double tap it waits for failed first, and views hear every touch exactly once.
@Suite struct RecognizerPropertyTests {
    private static let seeds: Range<UInt64> = 0..<150

    private struct Setup {
        let fixture = RecognizerFixture()
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double")
        let press = LongPressGestureRecognizer(name: "press")
        let swipe = SwipeGestureRecognizer(name: "swipe")

        init(seed: UInt64) {
            var random = SeededRandom(seed: seed &* 7919)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            swipe.direction = [.left, .right, .up, .down]
            for recognizer in [double, single, press, swipe] as [GestureRecognizer] {
                recognizer.cancelsTouchesInView = Bool.random(using: &random)
                recognizer.delaysTouchesBegan = Bool.random(using: &random)
                recognizer.delaysTouchesEnded = Bool.random(using: &random)
                fixture.attach(recognizer)
            }
        }

        /// Play `count` random gestures, some soon after the last (to make
        /// double taps), then let every timer run.
        func play(seed: UInt64, count: Int = 4) {
            var random = SeededRandom(seed: seed)
            for index in 0..<count {
                let gesture: TouchScript
                switch Int.random(in: 0..<4, using: &random) {
                case 0: gesture = .tap(at: Point(Double.random(in: 50...350, using: &random), 200))
                case 1:
                    gesture = .longPress(at: Point(200, 200), duration: Double.random(in: 0.2...0.9, using: &random))
                default:
                    gesture = .random(
                        in: Rect(x: 20, y: 20, width: 360, height: 360), seed: seed &* 31 &+ UInt64(index))
                }
                fixture.play(gesture, after: Double.random(in: 0.05...0.5, using: &random), settling: false)
            }
            fixture.window.settle()
        }
    }

    @Test(arguments: seeds) func onlyLegalTransitionsAndEveryBeganEnds(seed: UInt64) {
        let setup = Setup(seed: seed)
        setup.play(seed: seed)
        #expect(setup.fixture.illegal.isEmpty, "seed \(seed)")
        #expect(setup.fixture.unfinished.isEmpty, "seed \(seed)")
        for recognizer in [setup.single, setup.double, setup.press, setup.swipe] as [GestureRecognizer] {
            #expect(recognizer.state == .possible && recognizer.touchMask == 0, "seed \(seed): \(recognizer) reset")
        }
        #expect(setup.fixture.window.activeTouches.isEmpty, "seed \(seed)")
    }

    @Test(arguments: seeds) func aSingleTapRecognizesOnlyAfterTheDoubleTapFailed(seed: UInt64) {
        let setup = Setup(seed: seed)
        setup.play(seed: seed)
        var lastDouble: GestureRecognizerState?
        for entry in setup.fixture.log {
            if entry.name == "double" { lastDouble = entry.state }
            if entry.name == "single" && entry.state == .recognized {
                #expect(lastDouble == .failed, "seed \(seed): single tap at \(entry.time)")
            }
        }
    }

    @Test(arguments: seeds) func viewsHearEveryTouchExactlyOnce(seed: UInt64) {
        let setup = Setup(seed: seed)
        setup.play(seed: seed)
        #expect(setup.fixture.trace.exactlyOnceViolations.isEmpty, "seed \(seed)")
    }
}

extension RecognizerPropertyTests {
    /// The scripts reach every outcome, so the properties above are tested on
    /// recognitions, not only on failures.
    @Test func theScriptsRecognizeEveryGesture() {
        var seen: Set<String> = []
        for seed in Self.seeds {
            let setup = Setup(seed: seed)
            setup.play(seed: seed)
            for entry in setup.fixture.log where entry.state == .recognized || entry.state == .began {
                seen.insert(entry.name)
            }
        }
        #expect(seen == ["single", "double", "press", "swipe"])
    }
}

/// Seeded random finger scripts on the default layout, with a tap, a long
/// press and a swipe on rows of the first list and a double tap on the page:
/// the lists and the pager take drags from the recognizers, and still only
/// legal transitions happen, every began ends, and views hear every touch
/// exactly once.
@Suite struct RecognizersInScrollViewsPropertyTests {
    @Test(arguments: 0..<UInt64(120)) func scrollViewsAndRecognizersShareTouchesLawfully(seed: UInt64) {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let legality = TransitionLegality()
        var recognizers: [GestureRecognizer] = []
        for row in 1...4 {
            let rowView = layout.lists[0].subviews[row]
            for recognizer in [
                TapGestureRecognizer(name: "tap\(row)"), LongPressGestureRecognizer(name: "press\(row)"),
                SwipeGestureRecognizer(name: "swipe\(row)"),
            ] as [GestureRecognizer] {
                rowView.addGestureRecognizer(recognizer)
                recognizers.append(recognizer)
            }
        }
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        layout.pages[0].addGestureRecognizer(double)
        recognizers.append(double)
        for recognizer in recognizers {
            recognizer.onStateChange = { legality.check($0) }
        }
        var random = SeededRandom(seed: seed)
        for index in 0..<3 {
            let gesture: TouchScript
            switch Int.random(in: 0..<3, using: &random) {
            case 0: gesture = .tap(at: Point(400, Double.random(in: 70...300, using: &random)))
            case 1: gesture = .longPress(at: Point(300, 150), duration: Double.random(in: 0.3...0.9, using: &random))
            default:
                gesture = .random(in: Rect(x: 20, y: 60, width: 760, height: 260), seed: seed &* 17 &+ UInt64(index))
            }
            layout.window.play(gesture, after: Double.random(in: 0.1...0.6, using: &random), settling: false)
        }
        layout.window.settle()
        #expect(legality.illegal.isEmpty, "seed \(seed)")
        #expect(legality.unfinished.isEmpty, "seed \(seed): a began that never ended")
        #expect(recognizers.allSatisfy { $0.state == .possible && $0.touchMask == 0 }, "seed \(seed)")
        #expect(trace.exactlyOnceViolations.isEmpty, "seed \(seed)")
        #expect(layout.window.activeTouches.isEmpty, "seed \(seed)")
    }
}
