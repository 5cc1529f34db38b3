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

/// A finger that came down on list0 and drags it up and down, 0.5 pt every 4 ms.
struct FingerSweep {
    var time = 1.2
    var y = 300.0
    private var step = -0.5

    mutating func next() {
        y += step
        if y < 100 || y > 400 { step = -step }
        time += 0.004
    }
}

struct SwiftDrag {
    let window: Window
    var sweep = FingerSweep()
    var frame = TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(x: 400, y: 360))])

    init(window: Window) {
        self.window = window
        window.handle(frame)
        frame.timestamp = 1.2
        frame.contacts[0].phase = .moved
        frame.contacts[0].location.y = 300  // 60 pt up: the list drags
        window.handle(frame)
    }

    mutating func step() {
        sweep.next()
        frame.timestamp = sweep.time
        frame.contacts[0].location.y = sweep.y
        window.handle(frame)
    }
}

struct CDrag {
    var window: OpaquePointer?
    var sweep = FingerSweep()
    var contact = tr_contact(id: 0, phase: TR_PHASE_BEGAN, x: 400, y: 360, pressure: .nan, major: .nan, minor: .nan)

    init() {
        precondition(tr_window_create_default_layout(tr_size(width: 800, height: 480), &window) == TR_OK)
        tr_window_handle_frame(window, 1, &contact, 1)
        contact.phase = TR_PHASE_MOVED
        contact.y = 300
        tr_window_handle_frame(window, 1.2, &contact, 1)
    }

    mutating func step() {
        sweep.next()
        contact.y = sweep.y
        tr_window_handle_frame(window, sweep.time, &contact, 1)
    }

    func finish() {
        var list: OpaquePointer?
        var state = tr_scroll_state()
        tr_window_find_view(window, "list0", &list)
        tr_scroll_state_of(list, &state)
        precondition(state.dragging, "the list dragged")
        tr_window_destroy(window)
    }
}
