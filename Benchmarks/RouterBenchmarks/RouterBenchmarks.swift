import Benchmark
import TouchRoute

/// Per-frame cost of routing steady-state moves through a 1,000-view tree
/// 20 levels deep, and per-touch cost of taps on a row of the default layout.
/// Each benchmark iteration is one input frame, or one tap (samples are 1,000;
/// the tables show per-iteration values). The stored baselines are in
/// `Thresholds/`, and `swift package benchmark thresholds check` fails when a
/// frame or a touch starts allocating.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: 2,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 200,
        thresholds: [
            // The contract: no heap allocation on a steady-state frame. A sample is
            // 1,000 frames, and the harness itself adds 16 mallocs to each (see
            // emptyLoop_harnessBaseline), so the stored p90 is 16. One allocation
            // per frame would add 1,000; the slack of 8 only absorbs harness jitter.
            .mallocCountTotal: .init(absolute: [.p90: 8]),
            // Timing is reported, never enforced: machines differ.
            .wallClock: BenchmarkThresholds.none,
            .cpuTotal: BenchmarkThresholds.none,
        ]
    )

    // The harness's own cost for the same loop without routing: its malloc
    // count is what the measurement itself adds to every sample.
    Benchmark("emptyLoop_harnessBaseline") { benchmark in
        let tree = DeepTree(leavesHandleTouches: true)
        var (up, down) = tree.moveFrames(fingers: 1)
        var time = 1.2
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 0.004
            up.timestamp = time
            blackHole(up.timestamp)
            swap(&up, &down)
        }
        benchmark.stopMeasurement()
    }

    for fingers in [1, 10] {
        for leavesHandleTouches in [true, false] {
            let name =
                "moveFrame_\(fingers)finger\(fingers == 1 ? "" : "s")_"
                + (leavesHandleTouches ? "tapViewLeaves" : "responderChainToWindow")
            Benchmark(name) { benchmark in
                var scenario = MoveFrameScenario(fingers: fingers, leavesHandleTouches: leavesHandleTouches)
                benchmark.measure(&scenario)
                blackHole(scenario.deliveries.value)
            }
        }
    }

    traceBenchmarks()
    pointerScrollBenchmarks()
    recognizerBenchmarks()

    Benchmark("dragFrame_1finger_listScrolling") { benchmark in
        var scenario = ListDragScenario()
        benchmark.measure(&scenario)
        blackHole(scenario.tree.list.contentOffset.y)
    }

    // A drag through three nested collapsing levels: each frame offers the
    // finger's step along the chain A ⊃ B ⊃ C (pre-scroll, the list, post-scroll),
    // and the finger sweeps 300 pt up and down so the hand-offs between the
    // levels happen again and again.
    Benchmark("dragFrame_1finger_threeLevelChain") { benchmark in
        var chain = NestedChain()
        chain.send(.began, y: 500, after: 0)
        chain.send(.moved, y: 480, after: 0.004)  // past the pan start: C drags
        var y = 480.0
        var step = -2.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            y += step
            if y < 180 || y > 480 { step = -step }
            chain.send(.moved, y: y, after: 0.004)
        }
        benchmark.stopMeasurement()
        precondition(chain.c.isDragging, "the list dragged the chain")
        blackHole(chain.a.contentOffset.y + chain.b.contentOffset.y + chain.c.contentOffset.y)
    }

    // One display frame of momentum through the same three levels: a flick
    // collapses A, hands on to B, then to C, on one deceleration curve. Each
    // iteration is one 60 Hz frame; when the glide has come to rest a new
    // flick starts it again (a touch, which allocates nothing either). The
    // frames come from a tick timer on the window's clock, or from the host
    // (`DisplaySync.host`: each is a `Window.displayFrame(at:)`, which walks
    // the window's list of moving scroll views instead).
    for (name, sync) in [
        ("momentumFrame_threeLevelChain", DisplaySync.timer), ("momentumFrame_hostDisplaySync", .host),
    ] {
        Benchmark(name) { benchmark in
            var scenario = MomentumScenario(sync: sync)
            benchmark.measure(&scenario)
            blackHole(scenario.flicks)
        }
    }

    // Whole touches on a row of the default layout (a TapView in a list in the
    // pager), from touch-down to lift-off: each takes a touch object, a hit test,
    // the list's content delay and the pager's gesture state. Three kinds in
    // turn: a quick tap (the list delivers it began-then-ended at the lift), a
    // held tap (the delay timer delivers it), and a hold that then drags (the
    // list takes over and cancels the row's touch). One allocation per touch
    // would add 1,000 to a sample.
    Benchmark("touch_rowInListInPager") { benchmark in
        var scenario = RowTouchScenario()
        benchmark.measure(&scenario)
        blackHole(scenario.deliveries.value)
    }

    // Per-gesture cost of the direction decisions on the default layout: in
    // turn a straight swipe (the pager's rule takes it), a 25° swipe the list
    // declines (the pager takes it as the last one standing) and a vertical
    // drag (the list claims it, the pager stops testing). Each is six frames
    // and a lift; the pager's snaps and the list's glides run on the virtual
    // clock in between. With `customRule`, the pager decides by a toolkit's
    // closure instead of the 12/4 rule. One allocation per gesture would
    // add 1,000 to a sample.
    for customRule in [false, true] {
        Benchmark(customRule ? "gesture_directionDecisions_customRule" : "gesture_directionDecisions_default") {
            benchmark in
            let layout = DefaultLayout()
            layout.show(page: 1)
            if customRule {
                layout.pager.strategy = .custom(
                    CustomDirectionRule(name: "steep") { d, axis in
                        let along = abs(d[axis])
                        let across = abs(d[axis.cross])
                        if along > 12, along > 3 * across { return .takeOver }
                        return across > 12 ? .decline : .undecided
                    })
            }
            var decided = 0
            layout.window.trace = { record in
                if case .decision = record { decided &+= 1 }
            }
            var frame = TouchFrame(
                timestamp: 0, contacts: [Contact(id: 0, phase: .began, location: Point(x: 400, y: 240))])
            var time = 1.0
            func gesture(_ kind: Int) {
                // Alternate directions so the pager stays between its first and last page.
                let sign: Double = (kind / 3) % 2 == 0 ? -1 : 1
                let step =
                    switch kind % 3 {
                    case 0: Point(x: 20 * sign, y: 0.5)
                    case 1: Point(x: 20 * sign, y: 9.3)  // 25° off horizontal
                    default: Point(x: 1, y: -20 * sign)
                    }
                frame.contacts[0].location = Point(x: 400, y: 240)
                frame.contacts[0].phase = .began
                frame.timestamp = time
                layout.window.handle(frame)
                frame.contacts[0].phase = .moved
                for index in 1...6 {
                    frame.timestamp = time + Double(index) / 120
                    frame.contacts[0].location.x += step.x
                    frame.contacts[0].location.y += step.y
                    layout.window.handle(frame)
                }
                frame.contacts[0].phase = .ended
                frame.timestamp = time + 7.0 / 120
                layout.window.handle(frame)
                time += 1.5  // the snap and the glide come to rest before the next
                layout.window.advanceTime(to: time - 0.01)
            }
            for kind in 0..<6 { gesture(kind) }  // the first gestures size the buffers and tickers
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                gesture(iteration % 6)
            }
            benchmark.stopMeasurement()
            precondition(decided > 0, "the decisions were traced")
            blackHole(decided)
        }
    }
}
