import Benchmark
import TouchRoute

/// Per-frame cost of routing steady-state moves through a 1,000-view tree
/// 20 levels deep. Each benchmark iteration is one input frame (samples are
/// 1,000 frames; the tables show per-frame values). The stored baselines are in
/// `Thresholds/`, and `swift package benchmark thresholds check` fails when a
/// frame starts allocating.
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
            let name = "moveFrame_\(fingers)finger\(fingers == 1 ? "" : "s")_"
                + (leavesHandleTouches ? "tapViewLeaves" : "responderChainToWindow")
            Benchmark(name) { benchmark in
                let tree = DeepTree(leavesHandleTouches: leavesHandleTouches)
                var delivered = 0
                tree.window.trace = { record in
                    if case .delivery = record { delivered &+= 1 }
                }
                tree.touchDown(fingers: fingers)
                var (up, down) = tree.moveFrames(fingers: fingers)
                var time = 1.2
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    time += 0.004
                    up.timestamp = time
                    tree.window.handle(up)
                    swap(&up, &down)
                }
                benchmark.stopMeasurement()
                precondition(delivered > 0 && tree.window.activeTouches.count == fingers, "the fingers stayed down")
                blackHole(delivered)
            }
        }
    }

    Benchmark("dragFrame_1finger_listScrolling") { benchmark in
        let tree = DeepTree(leavesHandleTouches: true)
        tree.touchDown(fingers: 1)
        var frame = TouchFrame(timestamp: 1.2, contacts: [Contact(id: 0, phase: .moved, location: Point(x: 40, y: 300))])
        tree.window.handle(frame) // 60 pt down: the list starts dragging
        var y = 300.0, step = -0.5
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            y += step
            if y < 100 || y > 400 { step = -step }
            frame.timestamp += 0.004
            frame.contacts[0].location.y = y
            tree.window.handle(frame)
        }
        benchmark.stopMeasurement()
        precondition(tree.list.isDragging, "the list dragged")
        blackHole(tree.list.contentOffset.y)
    }
}
