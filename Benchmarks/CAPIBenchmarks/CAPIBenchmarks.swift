import Benchmark
import CTouchRoute
import TouchRoute

// A drag frame on a list of the default layout, routed through the C API
// (`tr_window_handle_frame` into libTouchRouteC.so) and through Swift
// (`Window.handle`), in one run so the two compare as a ratio. Each pair is
// measured bare, and with the scroll offsets observed (a C callback against a
// Swift trace closure), as a toolkit that redraws on scroll would. Neither
// may allocate per frame.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: 2,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 200,
        // No heap allocation per frame: a sample is 1,000 frames and the harness adds
        // 16 mallocs to each (emptyLoop_harnessBaseline); one allocation per frame
        // would add 1,000, and the slack of 8 absorbs only the harness's jitter.
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 8])]
    )

    Benchmark("emptyLoop_harnessBaseline") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(0) }
    }

    Benchmark("dragFrame_defaultLayout_swift") { benchmark in
        let layout = DefaultLayout()
        var drag = SwiftDrag(window: layout.window)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { drag.step() }
        benchmark.stopMeasurement()
        // The window lives until this check: released after its last use, it
        // would cancel the finger still down, and the list would stop dragging.
        withExtendedLifetime(drag) { precondition(layout.lists[0].isDragging, "the list dragged") }
    }

    Benchmark("dragFrame_defaultLayout_cAPI") { benchmark in
        var drag = CDrag()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { drag.step() }
        benchmark.stopMeasurement()
        drag.finish()
    }

    Benchmark("dragFrame_defaultLayout_swift_observed") { benchmark in
        let layout = DefaultLayout()
        let sink = OffsetSink()
        layout.window.trace = { record in
            if case .scroll(let change) = record { sink.y = change.offset.y }
        }
        var drag = SwiftDrag(window: layout.window)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { drag.step() }
        benchmark.stopMeasurement()
        blackHole(sink.y)
    }

    Benchmark("dragFrame_defaultLayout_cAPI_observed") { benchmark in
        var drag = CDrag()
        let sink = OffsetSink()
        tr_window_on_scroll(
            drag.window,
            { userData, change in
                Unmanaged<OffsetSink>.fromOpaque(userData!).takeUnretainedValue().y = change!.pointee.y
            }, Unmanaged.passUnretained(sink).toOpaque())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { drag.step() }
        benchmark.stopMeasurement()
        blackHole(sink.y)
        drag.finish()
    }
}

/// Where an observer puts the latest offset.
final class OffsetSink {
    var y = 0.0
}
