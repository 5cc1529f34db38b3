import TouchRoute
import TouchRouteTesting

/// Reads a sequence of window calls from fuzz bytes and makes them: frames of
/// up to twelve contacts with any phase, number, position and time, time
/// advances, `settle` and `cancelAllTouches`. Then it cancels what is still
/// down and checks the exactly-once invariant, fatally.
public enum FrameScript {
    /// Calls per input at most: enough for any tangle of touches.
    static let callLimit = 400

    public static func play(_ input: inout FuzzBytes, on window: Window) {
        let recorder = TraceRecorder(window)
        var time = 0.0
        var calls = 0
        while !input.isAtEnd, calls < callLimit {
            calls += 1
            switch input.choice(8) {
            case 0:
                time += input.double(in: -0.01...0.2)
                window.advanceTime(to: time)
            case 1:
                window.settle(within: 2)
            case 2:
                window.cancelAllTouches(reason: "fuzz")
            default:
                time += input.double(in: 0...0.05)
                window.handle(frame(&input, at: time))
            }
        }
        window.cancelAllTouches(reason: "the input ended")
        failOnViolations(ExactlyOnceCheck.violations(in: recorder.deliveries), of: "the router")
    }

    private static func frame(_ input: inout FuzzBytes, at time: Double) -> TouchFrame {
        let phases: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]
        var contacts: [Contact] = []
        for _ in 0..<input.choice(13) {
            contacts.append(
                Contact(
                    id: input.choice(12), phase: phases[input.choice(phases.count)],
                    location: Point(x: input.double(in: -100...900), y: input.double(in: -100...600)),
                    pressure: input.bool() ? input.double(in: 0...1) : nil))
        }
        return TouchFrame(timestamp: time, contacts: contacts)
    }
}
