import TouchRouteTesting

@testable import TouchRoute

/// Drives one recognizer the way the window's routing will, until that
/// routing lands: a view covering the window hands every touch phase to the
/// recognizer, binding and unbinding its touches in `touchMask`, and once all
/// the touches it saw have lifted puts it back to `possible` (`reset()`).
/// Recognizer tests go through this type's API only, so that moving them to
/// the real routing changes this file alone.
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
    /// Gestures that were still under way (began, not ended or cancelled)
    /// when all their touches had lifted.
    private(set) var unfinishedGestures = 0
    /// How many times the recognizer went back to `possible`.
    private(set) var resets = 0
    private var lastState = GestureRecognizerState.possible
    private let surface = Surface(name: "surface", frame: .zero)

    init(_ recognizer: GestureRecognizer, windowSize: Size = Size(800, 600)) {
        self.recognizer = recognizer
        window = Window(size: windowSize)
        surface.frame = Rect(origin: .zero, size: windowSize)
        surface.isMultipleTouchEnabled = true
        window.addSubview(surface)
        surface.addGestureRecognizer(recognizer)
        surface.harness = self
        window.trace = { [unowned self] record in
            guard case .gesture(let change) = record, change.recognizer === self.recognizer else { return }
            let fingers = self.recognizer.touches.map { $0.map { (id: $0.id, location: $0.location) } } ?? []
            transitions.append(
                Transition(
                    from: lastState, to: change.state, time: change.time, values: change.values, fingers: fingers))
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

    fileprivate func allLifted() {
        if lastState.isActive { unfinishedGestures += 1 }
        recognizer.state = .possible
        recognizer.reset()
        lastState = .possible
        resets += 1
    }

    /// The view the touches land on: it passes each phase to the recognizer first.
    private final class Surface: View {
        weak var harness: RecognizerHarness?

        override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
            guard let recognizer = harness?.recognizer else { return }
            recognizer.touchMask |= touches.mask
            recognizer.touchesBegan(touches, with: event)
        }

        override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
            harness?.recognizer.touchesMoved(touches, with: event)
        }

        override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
            harness?.recognizer.touchesEnded(touches, with: event)
            lift(touches)
        }

        override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
            harness?.recognizer.touchesCancelled(touches, with: event)
            lift(touches)
        }

        private func lift(_ touches: TouchSet) {
            guard let harness else { return }
            let recognizer = harness.recognizer
            recognizer.touchMask &= ~touches.mask
            if recognizer.touchMask == 0 { harness.allLifted() }
        }
    }
}
