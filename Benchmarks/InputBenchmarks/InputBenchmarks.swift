import Benchmark
import TouchRoute
import TouchRouteEvdev

/// Per-event cost of the input path on a long session (`LongSession`): decoding
/// and mapping alone, and decoding, mapping and routing through the default
/// layout. Each benchmark iteration is one evdev event; a sample is 1,000,000
/// events, so the tables show totals per million events and `throughput` is in
/// millions of events per second. Allocation limits are checked in `Thresholds/`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
        warmupIterations: 1,
        scalingFactor: .mega,
        maxDuration: .seconds(3),
        maxIterations: 20,
        thresholds: [
            // The contract: no heap allocation per event. A sample is 1,000,000
            // events; the harness adds a handful of mallocs to each (see
            // emptyLoop_harnessBaseline). One allocation per event would add
            // 1,000,000, one per touch about 8,000.
            .mallocCountTotal: .init(absolute: [.p90: 8]),
            .wallClock: BenchmarkThresholds.none,
            .cpuTotal: BenchmarkThresholds.none,
            .throughput: BenchmarkThresholds.none,
        ]
    )

    let session = LongSession()

    Benchmark("emptyLoop_harnessBaseline") { benchmark in
        var sum = 0
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            sum &+= Int(session.event(at: index).value)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    Benchmark("decodeAndMap_perEvent") { benchmark in
        let decoder = try TouchDecoder(device: LongSession.device)
        let mapping = try CoordinateMapping(
            device: LongSession.device, options: .init(screenSize: DefaultLayout.standardScreen))
        var contacts = 0
        var sum = 0.0
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            decoder.decode(session.event(at: index)) { frame in
                for contact in frame.contacts {
                    sum += mapping.contact(from: contact).location.x
                }
                contacts &+= frame.contacts.count
            }
        }
        benchmark.stopMeasurement()
        precondition(contacts > 0, "frames carried contacts")
        blackHole(sum)
    }

    Benchmark("decodeMapRoute_defaultLayout_perEvent") { benchmark in
        let routed = try RoutedSession(session: session)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            routed.pipeline.dispatch(limit: 1)
        }
        benchmark.stopMeasurement()
        precondition(routed.deliveries > 0, "touches were routed")
        blackHole(routed.deliveries)
    }

    // Per touch. A per-event sample divides by a million and so hides an
    // allocation per touch (about 8,600 in a million events); here a sample is
    // ten whole cycles (8,120 events), unscaled: their 70 touches come down,
    // scroll, tap, page and lift, and each allocation per touch adds 70 (per
    // gesture, 60).
    let perCycle = Benchmark.Configuration(
        scalingFactor: .one,
        maxIterations: 300,
        thresholds: [
            // The contract: nothing per touch once the first cycle has sized every
            // buffer. The slack of 8 absorbs the harness's jitter (2 seen), far
            // below the 60 that one allocation per gesture would add.
            .mallocCountTotal: .init(absolute: [.p90: 8]),
            .wallClock: BenchmarkThresholds.none,
            .cpuTotal: BenchmarkThresholds.none,
            .throughput: BenchmarkThresholds.none,
        ])

    // The harness's own allocations in a ten-cycle sample.
    Benchmark("emptyLoop_harnessBaseline_per10Cycles", configuration: perCycle) { benchmark in
        var sum = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for index in 0..<(10 * session.cycle.count) {
                sum &+= Int(session.event(at: index).value)
            }
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    Benchmark("decodeMapRoute_defaultLayout_per10Cycles", configuration: perCycle) { benchmark in
        let routed = try RoutedSession(session: session)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            routed.pipeline.dispatch(limit: 10 * session.cycle.count)
        }
        benchmark.stopMeasurement()
        precondition(routed.deliveries > 0, "touches were routed")
        blackHole(routed.deliveries)
    }

    // The host's path: a frame becomes readable on a pipe, and one
    // `TouchSession.dispatch` reads it (and the read that would block),
    // decodes, maps and routes it, checks the router's timers and re-arms the
    // timerfd. A sample is 1,000 frames (about 30 touches), so one allocation
    // per frame adds 1,000 and one per touch about 30; the contract and its
    // slack are the per-cycle ones.
    var perFrame = perCycle
    perFrame.scalingFactor = .kilo

    Benchmark("sessionDispatch_pipeSource_perFrame", configuration: perFrame) { benchmark in
        let dispatched = try DispatchedSession(session: session)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            dispatched.routeFrame()
        }
        benchmark.stopMeasurement()
        precondition(dispatched.deliveries > 0, "touches were routed")
        blackHole(dispatched.deliveries)
    }

    // Decoding and mapping for protocol A and single-touch devices, ten cycles
    // a sample, unscaled, so that an allocation per event or per touch shows.
    for (name, cycle) in [("protocolA", EventCycle.protocolA), ("singleTouch", EventCycle.singleTouch)] {
        Benchmark("decodeAndMap_\(name)_per10Cycles", configuration: perCycle) { benchmark in
            let decoder = try TouchDecoder(device: cycle.device)
            let mapping = try CoordinateMapping(
                device: cycle.device, options: .init(screenSize: DefaultLayout.standardScreen))
            var sum = 0.0
            benchmark.measureTenCycleSamples(cycleLength: cycle.events.count) { range in
                for index in range {
                    decoder.decode(cycle.event(at: index)) { frame in
                        for contact in frame.contacts { sum += mapping.contact(from: contact).location.y }
                    }
                }
            }
            precondition(sum > 0, "contacts were decoded")
            blackHole(sum)
        }
    }

    // A touchpad's whole path: decoded, its fingers turned into pointer
    // motion and two-finger scrolls (`TouchpadDecoder`) and routed into the
    // default layout, whose list glides after each. Ten cycles a sample.
    Benchmark("decodeRoute_touchpad_per10Cycles", configuration: perCycle) { benchmark in
        let cycle = EventCycle.touchpad
        let layout = DefaultLayout()
        var scrolls = 0
        layout.window.trace = { record in
            if case .pointerScroll = record { scrolls &+= 1 }
        }
        let pipeline = TouchPipeline(
            reader: TouchReader(
                source: EventCycleSource(cycle: cycle), decoder: try TouchDecoder(device: cycle.device)),
            mapping: try CoordinateMapping(contactlessDevice: cycle.device, screen: DefaultLayout.standardScreen),
            window: layout.window, timeOrigin: EventTime(seconds: 1, microseconds: 0))
        benchmark.measureTenCycleSamples(cycleLength: cycle.events.count) { range in
            pipeline.dispatch(limit: range.count)
        }
        precondition(scrolls > 0 && pipeline.touchpad != nil, "the touchpad scrolled")
        blackHole(scrolls)
    }

    recorderBenchmarks(session: session, configuration: perCycle)

    memorySoakBenchmark()
}
