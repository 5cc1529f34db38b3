import Benchmark
import TouchRoute
import TouchRouteTraceFormat

/// Per-frame cost of the trace `touchroute run` prints, as text and as JSON
/// Lines: one finger drags list0 of the default layout up and down, and each
/// frame's records (the moves delivered to the pager and the list, and the
/// list's new offset) are formatted into the reused buffer, which is emptied
/// every 30 frames as one `write` per wakeup would. Routing is included:
/// `traceFrame_defaultLayout_none` routes the same frames without a trace, so
/// the difference is the trace's cost. One allocation per frame would add
/// 1,000 to a sample.
func traceBenchmarks() {
    for (name, traced, json) in [("none", false, false), ("text", true, false), ("json", true, true)] {
        Benchmark("traceFrame_defaultLayout_" + name) { benchmark in
            let layout = DefaultLayout()
            let sink = Sink()
            let jsonFormat = TraceJSONFormat(timeOrigin: 0)
            var textFormat = TraceTextFormat(timeOrigin: 0)
            if traced {
                layout.window.trace =
                    json
                    ? { jsonFormat.append($0, to: &sink.bytes) }
                    : { textFormat.add($0) }
            }
            var frame = TouchFrame(
                timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(x: 400, y: 400))])
            layout.window.handle(frame)
            frame.contacts[0].phase = .moved
            var y = 400.0
            var step = -2.0
            var written = 0
            var frames = 0
            func drag() {
                y += step
                if y < 100 || y > 420 { step = -step }
                frame.timestamp += 0.004
                frame.contacts[0].location.y = y
                layout.window.handle(frame)
                if traced, !json { textFormat.flush(into: &sink.bytes) }
                frames += 1
                if frames % 30 == 0 {
                    written &+= sink.bytes.count
                    sink.bytes.removeAll()
                }
            }
            for _ in 0..<200 { drag() }  // the buffers and the trace's storage grow to size
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { drag() }
            benchmark.stopMeasurement()
            precondition(
                (written > 0) == traced && layout.lists[0].isDragging, "the list dragged and the trace was written")
            blackHole(written)
        }
    }
}

/// The buffer the trace closure formats into, held as the CLI's `TraceOutput`
/// holds it: `TraceBytes` is noncopyable, so a closure reaches it through a class.
private final class Sink {
    var bytes = TraceBytes()
}
