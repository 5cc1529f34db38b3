import TouchRouteTesting

@testable import TouchRoute

/// A 400×400 window holding one logging view, `pad`, that fills it, and a
/// log of every recognizer transition (from `onStateChange`) with its time.
final class RecognizerFixture {
    let window = Window(size: Size(400, 400))
    let pad = LoggingView(name: "pad", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let trace: TraceRecorder
    private(set) var log: [(name: String, state: GestureRecognizerState, time: Double)] = []
    /// Every transition checked against the state before it.
    let legality = TransitionLegality()
    var illegal: [String] { legality.illegal }

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
            check(recognizer)
            log.append((recognizer.name, recognizer.state, window.clock.now))
        }
    }

    /// Check `recognizer`'s transition, just reported (see `TransitionLegality`).
    func check(_ recognizer: GestureRecognizer) { legality.check(recognizer) }

    func states(of name: String) -> [GestureRecognizerState] {
        log.filter { $0.name == name }.map(\.state)
    }

    /// Recognizers last seen began or changed: a began that never ended.
    var unfinished: [String] { legality.unfinished }

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
