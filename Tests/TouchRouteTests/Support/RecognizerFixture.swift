import TouchRoute
import TouchRouteTesting

/// A 400×400 window holding one logging view, `pad`, that fills it, and a
/// log of every recognizer transition (from `onStateChange`) with its time.
final class RecognizerFixture {
    let window = Window(size: Size(400, 400))
    let pad = LoggingView(name: "pad", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let trace: TraceRecorder
    private(set) var log: [(name: String, state: GestureRecognizerState, time: Double)] = []
    /// Transitions that `canTransition` forbids, from the state each recognizer
    /// was last seen in (a finished one has reset to `possible` since).
    private(set) var illegal: [String] = []
    private var last: [String: GestureRecognizerState] = [:]

    init() {
        window.addSubview(pad)
        trace = TraceRecorder(window)
    }

    /// Attach `recognizer` to `view` (the pad by default) and log its transitions.
    @discardableResult
    func attach<R: GestureRecognizer>(_ recognizer: R, to view: View? = nil) -> R {
        (view ?? pad).addGestureRecognizer(recognizer)
        watch(recognizer)
        return recognizer
    }

    func watch(_ recognizer: GestureRecognizer) {
        recognizer.onStateChange = { [unowned self] recognizer in
            var from = last[recognizer.name] ?? .possible
            if from.isFinished { from = .possible }
            if !from.canTransition(to: recognizer.state, continuous: recognizer.kind.isContinuous) {
                illegal.append("\(recognizer.name): \(from) → \(recognizer.state)")
            }
            last[recognizer.name] = recognizer.state
            log.append((recognizer.name, recognizer.state, window.clock.now))
        }
    }

    func states(of name: String) -> [GestureRecognizerState] {
        log.filter { $0.name == name }.map(\.state)
    }

    /// Recognizers last seen began or changed: a began that never ended.
    var unfinished: [String] { last.filter { $0.value.isActive }.map(\.key).sorted() }

    func play(_ gesture: TouchScript, after gap: Double = 1, settling: Bool = true) {
        window.play(gesture, after: gap, settling: settling)
    }

    /// A tap of `fingers` fingers 40 pt apart, at `point`, lasting `duration`.
    static func tap(at point: Point, fingers: Int = 1, duration: Double = 0.08) -> TouchScript {
        var gesture = TouchScript.tap(at: point, duration: duration)
        for finger in 1..<max(1, fingers) {
            gesture = gesture.adding(.tap(at: Point(point.x + 40 * Double(finger), point.y), duration: duration))
        }
        return gesture
    }
}
