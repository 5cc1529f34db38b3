import TouchRoute
import TouchRouteEvdev
import TouchRouteTesting

/// What `touchroute replay` does with a parsed recording, with the project's
/// two invariants made fatal:
///
/// - the decoder's: contact numbers in order, each contact begins once, then
///   moves, then ends or is cancelled exactly once (`ContactLifecycleCheck`;
///   times are the input's own, which may go back);
/// - the router's: every view that received a touch's began receives exactly
///   one ended or cancelled for it (`ExactlyOnceCheck`).
///
/// A device the decoder or mapping refuses is not a finding: the refusal is
/// the behaviour under test, and it has its own message.
public enum RecordingRoute {
    /// Events routed per input at most: the decoder's work is linear in them,
    /// so more only slows the fuzzer without reaching new code.
    public static let eventLimit = 20_000

    public static func check(
        _ description: DeviceDescription, _ events: [InputEvent], options: CoordinateMapping.Options = .init()
    ) {
        guard let decoder = try? TouchDecoder(device: description),
            let mapping = try? CoordinateMapping(device: description, options: options)
        else { return }
        let layout = DefaultLayout(screen: mapping.screenSize)
        let recorder = TraceRecorder(layout.window)
        let played = Array(events.prefix(eventLimit))
        let pipeline = TouchPipeline(
            reader: TouchReader(source: RecordedEventSource(name: "fuzz", events: played), decoder: decoder),
            mapping: mapping, window: layout.window,
            timeOrigin: played.first?.time ?? EventTime(seconds: 0, microseconds: 0))
        var frames: [DeviceFrame] = []
        pipeline.dispatch(beforeEachFrame: { frames.append($0) })
        layout.window.settle()
        failOnViolations(ContactLifecycleCheck.violations(in: frames, timesOrdered: false), of: "the decoder")
        failOnViolations(ExactlyOnceCheck.violations(in: recorder.deliveries), of: "the router")
    }
}

/// Stops the fuzzer with the breaches found, so the input is kept as a crash.
public func failOnViolations(_ violations: [String], of part: String) {
    guard !violations.isEmpty else { return }
    fatalError("\(part) broke its invariant:\n" + violations.prefix(20).joined(separator: "\n"))
}
