import TouchRouteTesting

@testable import TouchRoute

/// Drives one recognizer through the window's routing: it is attached to a
/// view covering the window, so the window binds every touch to it, hands it
/// each phase before the view, and puts it back to `possible` (`reset()`)
/// once all the touches it saw have lifted. Recognizer tests go through this
/// type's API only.
///
/// It records every transition the recognizer reports, with the state it
/// left and the touches it followed at that moment.
final class RecognizerHarness {
    /// One reported transition.
    struct Transition {
        var from: GestureRecognizerState
        var to: GestureRecognizerState
        var time: Double
        var values: GestureValues
        /// The touches the recognizer followed, in slot order: id and window location.
        var fingers: [(id: TouchID, location: Point)]
    }

    let window: Window
    let recognizer: GestureRecognizer
    /// Every transition, in order.
    private(set) var transitions: [Transition] = []
    /// Gestures still under way (began, not ended or cancelled) after the
    /// last transition: one at most, and none once the touches have lifted.
    var unfinishedGestures: Int { lastState.isActive ? 1 : 0 }
    /// How many times the recognizer went back to `possible`: after each
    /// finish, seen at its next transition or, after the last, in its state.
    var resets: Int {
        let finishes = transitions.filter(\.to.isFinished).count
        return lastState.isFinished && recognizer.state != .possible ? finishes - 1 : finishes
    }
    private var lastState = GestureRecognizerState.possible
    private let surface = View(name: "surface", frame: .zero)

    init(_ recognizer: GestureRecognizer, windowSize: Size = Size(800, 600)) {
        self.recognizer = recognizer
        window = Window(size: windowSize)
        surface.frame = Rect(origin: .zero, size: windowSize)
        surface.isMultipleTouchEnabled = true
        window.addSubview(surface)
        surface.addGestureRecognizer(recognizer)
        window.trace = { [unowned self] record in
            guard case .gesture(let change) = record, change.recognizer === self.recognizer else { return }
            let fingers = self.recognizer.touches.map { $0.map { (id: $0.id, location: $0.location) } } ?? []
            // A finished recognizer has reset before its next transition.
            let from = lastState.isFinished ? GestureRecognizerState.possible : lastState
            transitions.append(
                Transition(from: from, to: change.state, time: change.time, values: change.values, fingers: fingers))
            lastState = change.state
        }
    }

    /// The states reported, in order.
    var states: [GestureRecognizerState] { transitions.map(\.to) }

    /// The transitions that `GestureRecognizerState.canTransition` forbids.
    var illegalTransitions: [Transition] {
        transitions.filter { !$0.from.canTransition(to: $0.to, continuous: recognizer.kind.isContinuous) }
    }

    /// One input frame at `time` (seconds): (contact id, phase, window point) each.
    func send(_ time: Double, _ contacts: (Int, TouchPhase, Point)...) {
        window.handle(
            TouchFrame(timestamp: time, contacts: contacts.map { Contact(id: $0.0, phase: $0.1, location: $0.2) }))
    }

    /// Input frames, in order, as they are.
    func handle(_ frames: [TouchFrame]) {
        for frame in frames { window.handle(frame) }
    }

    /// Play `gesture` a second after the clock's time, as `Window.play` does.
    func play(_ gesture: TouchScript) {
        window.play(gesture, settling: false)
    }
}
