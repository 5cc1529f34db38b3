import Benchmark
import TouchRouteEvdev

/// What `touchroute record` does per event, in both formats: format the event
/// into the recorder's reused buffer and, at each `SYN_REPORT`, hand the
/// frame's bytes over (here to `blackHole`, not a file). A sample is ten
/// cycles of `LongSession` (8,120 events, about 1,000 frames), unscaled, after
/// one cycle that grows the buffer, so an allocation per event adds 8,120 and
/// one per frame about 1,000; the contract is none (the slack is the
/// harness's, see `emptyLoop_harnessBaseline_per10Cycles`).
func recorderBenchmarks(session: LongSession, configuration: Benchmark.Configuration) {
    Benchmark("record_evemu_per10Cycles", configuration: configuration) { benchmark in
        record(session, with: EvemuRecorder(description: LongSession.device), benchmark)
    }
    Benchmark("record_libinput_per10Cycles", configuration: configuration) { benchmark in
        record(session, with: LibinputRecorder(description: LongSession.device, node: "/dev/input/event5"), benchmark)
    }
}

private func record<Writer>(_ session: LongSession, with recorder: EventStreamRecorder<Writer>, _ benchmark: Benchmark)
{
    var recorder = recorder
    var written = 0
    benchmark.measureTenCycleSamples(cycleLength: session.cycle.count) { range in
        for index in range {
            let event = session.event(at: index)
            recorder.record(event)
            if event.isReport { recorder.takePending { written &+= $0.count } }
        }
    }
    precondition(written > 0, "events were written")
    blackHole(written)
}
