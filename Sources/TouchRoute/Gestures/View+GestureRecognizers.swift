extension View {
    /// Attach `recognizer` to this view: it hears the touches that come down
    /// on this view or inside it. A recognizer belongs to one view at a time;
    /// attaching it elsewhere moves it.
    ///
    /// A scroll view's own pan or pinch (`ScrollViewGestureRecognizer`)
    /// stays on its scroll view: attaching it elsewhere is a programmer
    /// error, as in UIKit, and is refused with a precondition failure.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        precondition(
            !recognizer.isScrollViewsOwn,
            "\"\(recognizer.name)\" is a scroll view's own recognizer: it stays on its scroll view. Relate other recognizers to it instead (require(toFail:), shouldRecognizeSimultaneously)."
        )
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
        window?.arena.viewGainedRecognizers()
    }

    /// Detach `recognizer`; one that is following touches is cancelled first
    /// (an active one) or fails (a possible one), so its action hears the end.
    /// A scroll view's own recognizer is not removed: disable it
    /// (`isEnabled`) or the scroll view's scrolling instead.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard !recognizer.isScrollViewsOwn, let index = gestureRecognizers.firstIndex(where: { $0 === recognizer })
        else { return }
        window?.arena.detach(recognizer)
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
    }
}
