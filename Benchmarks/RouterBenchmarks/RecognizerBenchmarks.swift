import Benchmark
import TouchRoute

/// Five recognizers on the finger's leaf of the 1,000-view tree: a tap, a
/// double tap the tap waits for, a long press, a swipe and a pan, all
/// following the touch. Compare with `moveFrame_1finger_tapViewLeaves`, the
/// same frames with no recognizer: the contract is 0 allocations and at most
/// 1.5× its time.
func recognizerBenchmarks() {
    // Each iteration is one move frame: every recognizer hears it (their
    // thresholds are out of reach, so all stay possible) before the leaf does.
    Benchmark("moveFrame_1finger_fiveRecognizers") { benchmark in
        let tree = DeepTree(leavesHandleTouches: true)
        let recognizers = fiveRecognizers(on: tree.leaves[0])
        for case let tap as TapGestureRecognizer in recognizers { tap.maximumTapDuration = .infinity }
        for case let press as LongPressGestureRecognizer in recognizers { press.minimumPressDuration = .infinity }
        var delivered = 0
        tree.window.trace = { record in
            if case .delivery = record { delivered &+= 1 }
        }
        tree.touchDown(fingers: 1)
        tree.routeMoveFrames(fingers: 1, measuring: benchmark)
        precondition(
            recognizers.allSatisfy { $0.state == .possible && $0.numberOfTouches == 1 }, "all five followed the finger")
        precondition(delivered > 0 && tree.window.activeTouches.count == 1, "the finger stayed down at the leaf")
        blackHole(delivered)
    }

    // Whole touches on the leaf, from touch-down to lift-off, with the five
    // recognizers and their timers on the window's clock: in turn a tap (the
    // double tap waits, then its interval timer fails it and the tap
    // recognizes), a double tap, and a long press. One allocation per touch
    // would add 1,000 to a sample.
    Benchmark("touch_fiveRecognizers") { benchmark in
        let tree = DeepTree(leavesHandleTouches: true)
        let recognizers = fiveRecognizers(on: tree.leaves[0])
        var recognized = 0
        for recognizer in recognizers {
            recognizer.onStateChange = { if $0.state == .recognized || $0.state == .began { recognized &+= 1 } }
        }
        var frame = TouchFrame(timestamp: 0, contacts: [Contact(id: 0, phase: .began, location: Point(x: 40, y: 240))])
        var time = 1.0
        func tap(after delay: Double, holding: Double = 0.05) {
            time += delay
            frame.timestamp = time
            frame.contacts[0].phase = .began
            tree.window.handle(frame)
            time += holding
            frame.timestamp = time
            frame.contacts[0].phase = .ended
            tree.window.handle(frame)
        }
        func gesture(_ kind: Int) {
            switch kind {
            case 0: tap(after: 0)
            case 1:
                tap(after: 0)
                tap(after: 0.1)
            default: tap(after: 0, holding: 0.6)
            }
            time += 1
            tree.window.advanceTime(to: time)
        }
        for kind in 0..<3 { gesture(kind) }  // the first touches size the buffers
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            gesture(iteration % 3)
        }
        benchmark.stopMeasurement()
        precondition(recognized >= 3, "taps, double taps and long presses were recognized")
        blackHole(recognized)
    }
}

/// A tap that requires a double tap to fail, the double tap, a long press, a
/// swipe and a pan, attached to `view`.
private func fiveRecognizers(on view: View) -> [GestureRecognizer] {
    let tap = TapGestureRecognizer(name: "tap")
    let double = TapGestureRecognizer(name: "double")
    double.numberOfTapsRequired = 2
    tap.require(toFail: double)
    let recognizers: [GestureRecognizer] = [
        tap, double, LongPressGestureRecognizer(name: "press"), SwipeGestureRecognizer(name: "swipe"),
        PanGestureRecognizer(name: "pan"),
    ]
    for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
    return recognizers
}
