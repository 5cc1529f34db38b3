extension View {
    /// Attach `recognizer` to this view: it hears the touches that come down
    /// on this view or inside it. A recognizer belongs to one view at a time;
    /// attaching it elsewhere moves it.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
        window?.recognizerBooks.hasRecognizers = true
    }

    /// Detach `recognizer`; one that is following touches is cancelled first
    /// (an active one) or fails (a possible one), so its action hears the end.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        window?.detachRecognizer(recognizer)
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
    }
}
