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
        var scenario = MoveFrameScenario(fingers: 1, withFiveRecognizers: true)
        benchmark.measure(&scenario)
        blackHole(scenario.deliveries.value)
    }

    // Whole touches on the leaf, from touch-down to lift-off, with the five
    // recognizers and their timers on the window's clock: in turn a tap (the
    // double tap waits, then its interval timer fails it and the tap
    // recognizes), a double tap, and a long press. One allocation per touch
    // would add 1,000 to a sample.
    Benchmark("touch_fiveRecognizers") { benchmark in
        var scenario = RecognizerTouchScenario()
        benchmark.measure(&scenario)
        blackHole(scenario.recognizers)
    }
}
