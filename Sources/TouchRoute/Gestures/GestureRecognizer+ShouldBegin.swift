/// The should-begin question, UIKit's `gestureRecognizerShouldBegin(_:)`:
/// asked once per gesture, when the recognizer asks to leave `possible`
/// for `recognized` (a discrete one) or `began` (a continuous one).
///
/// ```
///  transition(to: .recognized or .began), from possible
///    shouldBegin() (the subclass) ─▶ false ─▶ failed
///    shouldBeginRule (the app)    ─▶ false ─▶ failed
///    else ─▶ on to the relationships (requirements, rivals): may be held or refused
/// ```
///
/// It is asked before the failure requirements hold the recognizer back, so
/// a recognizer waiting for a double tap to fail is asked when its own
/// gesture is complete, not when the wait ends. Neither is asked for a
/// transition that is illegal anyway (a discrete recognizer asking to begin),
/// nor for one held back already, which asked when it first did. The built-in
/// recognizers' own conditions (an edge pan going the wrong way) are checked
/// before they ask, so these only add to them.
extension GestureRecognizer {
    /// Whether asking for `next` from the current state is refused by
    /// `shouldBegin()` or `shouldBeginRule`; true means the recognizer fails.
    final func refusesToLeavePossible(for next: GestureRecognizerState) -> Bool {
        guard next == .recognized || next == .began, state == .possible, routing.pending == nil,
            state.canTransition(to: next, continuous: kind.isContinuous)
        else { return false }
        if !shouldBegin() { return true }
        if let rule = shouldBeginRule, !rule(self) { return true }
        return false
    }
}
