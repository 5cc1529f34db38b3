import CTouchRoute
import TouchRoute

/// The window's recognizers as the C API knows them.
extension HostedWindow {
    /// The recognizer's record, made (with a handle) the first time it is asked for.
    /// - Complexity: O(1); allocates only the first time.
    func hosted(for recognizer: GestureRecognizer) -> HostedRecognizer {
        if let known = hostedRecognizers[ObjectIdentifier(recognizer)] { return known }
        let hosted = HostedRecognizer(recognizer: recognizer, owner: self)
        hostedRecognizers[ObjectIdentifier(recognizer)] = hosted
        return hosted
    }

    /// Release one recognizer's handle (`tr_recognizer_destroy`).
    func forget(_ hosted: HostedRecognizer) {
        hostedRecognizers[ObjectIdentifier(hosted.recognizer)] = nil
        hosted.release()
    }

    /// Release the handles of the recognizers attached to `view`, which is
    /// being destroyed: C can no longer reach them.
    func forgetRecognizers(of view: View) {
        for recognizer in view.gestureRecognizers {
            if let hosted = hostedRecognizers[ObjectIdentifier(recognizer)] { forget(hosted) }
        }
    }

    /// The first recognizer named `name` in tree order, from `root` down.
    func findRecognizer(named name: String, in root: View) -> GestureRecognizer? {
        if let found = root.gestureRecognizers.first(where: { $0.name == name }) { return found }
        for child in root.subviews {
            if let found = findRecognizer(named: name, in: child) { return found }
        }
        return nil
    }

    /// A recognizer transition, to the window's gesture callback.
    func forwardGesture(_ change: GestureChange, to function: tr_gesture_fn) {
        var c = hosted(for: change.recognizer).cChange(
            time: change.time, kind: change.kind, state: change.state, values: change.values)
        function(callbacks.gesture.userData, &c)
    }
}
