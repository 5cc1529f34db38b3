extension Window {
    /// A recognizer leaves its view: one under way is cancelled, one that may
    /// still recognize fails, and it lets go of its touches.
    func detachRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.state.isActive {
            recognizer.transition(to: .cancelled)
        } else if recognizer.state == .possible, recognizer.touchMask != 0 {
            recognizer.transition(to: .failed)
        }
        recognizer.touchMask = 0
        recognizer.state = .possible
        recognizer.reset()
    }
}
