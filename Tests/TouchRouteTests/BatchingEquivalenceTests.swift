import Testing
import TouchRoute
import TouchRouteTesting

/// Batching does not change decisions: 240 Hz samples delivered in 30 Hz
/// frames, each holding every sample since the last frame with its own
/// `Contact.timestamp` (as a toolkit's event pump batches them), are routed
/// exactly as the same samples delivered one frame per sample time: every
/// delivery, decision, scroll and problem, in the same order, and every
/// report at the same time. A decision point on the path between the last
/// sample of one batch and the first of the next lies before the time the
/// first batch's frame brought the clock to; it is routed at that time, at
/// the same place, so records are compared by what they say, and the
/// reports' deliveries by time too.
@Suite struct BatchingEquivalenceTests {
    /// The panel's report rate, Hz.
    static let sampleRate = 240.0
    /// The toolkit's frame rate, Hz: a slow main loop.
    static let frameRate = 30.0

    static let suite = StrokeSuite(seed: 25, perBand: 3)

    @Test(arguments: 0..<suite.strokes.count)
    func aSuiteGestureIsRoutedTheSameBatchedAsOneSamplePerFrame(index: Int) {
        let human = Self.suite.strokes[index]
        // Moving content first, where the band has it: the finger comes down
        // while the list glides or springs back, between motion ticks.
        let gesture =
            human.setup.map { $0.path.adding(human.path, after: $0.path.duration + 0.25) } ?? human.path
        expectSameTrace(for: gesture, label: "\(human.band) seed \(human.seed)")
    }

    @Test(arguments: [30.0, 45.0, 60.0])
    func twoFingerGesturesAreRoutedTheSameBatched(frameRate: Double) {
        // A pinch-like pair, the second finger 20 ms late; and a finger that
        // lands as another lifts, often in the same batch.
        let pair = TouchScript.drag(from: Point(600, 150), to: Point(300, 160), duration: 0.3)
            .adding(.drag(from: Point(600, 300), to: Point(320, 330), duration: 0.3), after: 0.02)
        let handOver = TouchScript.drag(from: Point(500, 100), to: Point(500, 300), duration: 0.2)
            .adding(.swipe(from: Point(600, 240), to: Point(200, 250)), after: 0.2)
        let tapDuringDrag = TouchScript.drag(from: Point(100, 400), to: Point(100, 100), duration: 0.4)
            .adding(.tap(at: Point(600, 100), duration: 0.03), after: 0.1)
        for gesture in [pair, handOver, tapDuringDrag] {
            expectSameTrace(for: gesture, frameRate: frameRate, label: "\(gesture.fingers.count) fingers")
        }
    }

    private func expectSameTrace(
        for gesture: TouchScript, frameRate: Double = frameRate, label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let samples = Self.resampled(gesture).frames(startingAt: 1)
        let reference = Self.trace(of: samples)
        let batched = Self.trace(of: Self.batched(samples, every: 1 / frameRate))
        #expect(
            Self.reportTimes(of: samples) == Self.reportTimes(of: Self.batched(samples, every: 1 / frameRate)),
            "\(label): the reports are delivered at their own times", sourceLocation: sourceLocation)
        #expect(
            reference.contains { $0.hasPrefix("decision") }, "\(label) made no decision", sourceLocation: sourceLocation
        )
        let common = min(reference.count, batched.count)
        let first = (0..<common).first { reference[$0] != batched[$0] } ?? common
        #expect(
            reference == batched,
            """
            \(label): batched at \(frameRate) Hz, the trace differs from record \(first) of \(reference.count):
              one sample per frame: \(first < reference.count ? reference[first] : "(end)")
              batched:              \(first < batched.count ? batched[first] : "(end)")
            \(reference[max(0, first - 6)..<min(reference.count, first + 2)].joined(separator: "\n"))
            ---
            \(batched[max(0, first - 6)..<min(batched.count, first + 2)].joined(separator: "\n"))
            """, sourceLocation: sourceLocation)
    }

    /// The records a fresh default layout gives for `frames`, settled, as lines
    /// that name views (each run has its own views).
    static func trace(of frames: [TouchFrame]) -> [String] {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        for frame in frames { layout.window.handle(frame) }
        layout.window.settle()
        return trace.records.map(line)
    }

    /// The times at which the reports (not the decision points) reached views.
    static func reportTimes(of frames: [TouchFrame]) -> [Double] {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        for frame in frames { layout.window.handle(frame) }
        layout.window.settle()
        return trace.deliveries.filter { !$0.isInterpolated }.map(\.time)
    }

    /// What a record says, without its time (see the type's note).
    static func line(_ record: TraceRecord) -> String {
        switch record {
        case .delivery(let d):
            "delivery \(d.touch) \(d.phase) \(d.location) \(d.view.name)\(d.isInterpolated ? " (on the path)" : "")"
        case .decision(let d):
            "decision \(d.touch) \(d.view.name) \(d.rule) \(d.outcome) \(d.displacement) "
                + "\(String(describing: d.thresholds)) \(d.target?.name ?? "-")"
        case .scroll(let s): "scroll \(s.view.name) \(s.offset)"
        case .pointerScroll(let s): "pointer-scroll \(s.view?.name ?? "-") \(s.applied)"
        case .gesture(let g): "gesture \(g.recognizer.name) \(g.state) \(g.values)"
        case .tap(let t): "tap \(t.touch) \(t.view.name) \(t.count) \(t.location)"
        case .problem(let p): "problem \(p.kind) \(p.message)"
        }
    }

    /// `frames` batched into frames every `period` seconds (on a grid from 0):
    /// each holds the samples since the last one, in order, each with its own
    /// time, and is stamped with its grid time, no earlier than its samples.
    static func batched(_ frames: [TouchFrame], every period: Double) -> [TouchFrame] {
        var batches: [TouchFrame] = []
        var tick = (frames[0].timestamp / period).rounded(.up)
        var batch = TouchFrame(timestamp: tick * period, contacts: [])
        for frame in frames {
            while frame.timestamp > batch.timestamp {
                if !batch.contacts.isEmpty { batches.append(batch) }
                tick += 1
                batch = TouchFrame(timestamp: tick * period, contacts: [])
            }
            for var contact in frame.contacts {
                contact.timestamp = frame.timestamp
                batch.contacts.append(contact)
            }
        }
        batches.append(batch)
        return batches
    }

    /// Every finger of `gesture` sampled on one 240 Hz grid (so fingers down
    /// together share sample times), along its own path: its first sample
    /// at or after its touch-down, its last move at or before its last one,
    /// and the lift a period later, where the last move left it.
    static func resampled(_ gesture: TouchScript) -> TouchScript {
        TouchScript(fingers: gesture.fingers.map(resampled))
    }

    private static func resampled(_ finger: Finger) -> Finger {
        // A lift repeats the last move's place; a tap's two samples are its path.
        let path = finger.samples.count > 2 ? Array(finger.samples.dropLast()) : finger.samples
        let first = Int((path[0].time * sampleRate).rounded(.up))
        let last = max(Int((path[path.count - 1].time * sampleRate).rounded(.down)), first + 1)
        var samples = (first...last).map { tick in
            let time = Double(tick) / sampleRate
            return Finger.Sample(time: time, location: location(along: path, at: time))
        }
        samples.append(
            Finger.Sample(time: Double(last + 1) / sampleRate, location: samples[samples.count - 1].location))
        return Finger(samples: samples)
    }

    /// Where a finger is at `time` on the polyline of its samples, linearly between them.
    private static func location(along path: [Finger.Sample], at time: Double) -> Point {
        guard let next = path.firstIndex(where: { $0.time >= time }) else { return path[path.count - 1].location }
        guard next > 0 else { return path[0].location }
        let (a, b) = (path[next - 1], path[next])
        let fraction = (time - a.time) / (b.time - a.time)
        return a.location + b.location.displacement(from: a.location) * fraction
    }
}
