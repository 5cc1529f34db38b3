import Benchmark
import TouchRoute

/// Pointer scrolling through the three nested collapsing levels of
/// `NestedChain` (A ⊃ B ⊃ C), with the trace on: each iteration is one
/// pointer-scroll event on C, routed through the chain and recorded. The
/// contract, as for touch frames: no heap allocation per event.
func pointerScrollBenchmarks() {
    // Hi-res wheel eighths (15 v120, 6 points each), 60 down then 60 up, so
    // the hand-offs between the levels (and the clamp at the top) repeat.
    Benchmark("pointerScroll_wheel_threeLevelChain") { benchmark in
        let chain = NestedChain()
        var routed = 0
        chain.window.trace = { record in
            if case .pointerScroll = record { routed &+= 1 }
        }
        var scroll = PointerScroll(
            timestamp: 1, location: Point(x: 200, y: 500), source: .wheel, delta: Vector(dx: 0, dy: 15))
        var count = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            count += 1
            if count % 60 == 0 { scroll.delta.dy = -scroll.delta.dy }
            scroll.timestamp += 0.008
            chain.window.handle(scroll)
        }
        benchmark.stopMeasurement()
        precondition(routed > 0 && chain.a.contentOffset.y == 100, "the wheel collapsed A")
        blackHole(chain.c.contentOffset.y)
    }

    // A touchpad's two-finger scroll: sequences of began, 40 changes of 4 pt
    // at 120 Hz (480 pt/s) and ended, whose fling glides through the chain for
    // the 0.3 s before the next began stops it. Every phase is in the loop.
    Benchmark("pointerScroll_finger_threeLevelChain") { benchmark in
        let chain = NestedChain()
        var routed = 0
        chain.window.trace = { record in
            if case .pointerScroll = record { routed &+= 1 }
        }
        var scroll = PointerScroll(
            timestamp: 1, location: Point(x: 200, y: 500), source: .finger, delta: Vector(dx: 0, dy: 4))
        var count = 0
        var flings = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            switch count % 42 {
            case 0:
                scroll.phase = .began
                scroll.delta.dy = flings % 4 < 2 ? 4 : -4
                scroll.timestamp += 0.3
            case 41:
                scroll.phase = .ended
                scroll.delta.dy = 0
                flings += 1
            default:
                scroll.phase = .changed
                scroll.delta.dy = flings % 4 < 2 ? 4 : -4
                scroll.timestamp += 1.0 / 120
            }
            count += 1
            chain.window.handle(scroll)
        }
        benchmark.stopMeasurement()
        precondition(routed > 0 && flings > 0, "the fingers scrolled and flung")
        blackHole(chain.c.contentOffset.y)
    }
}
