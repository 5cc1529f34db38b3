/// A scroll view's pan and pinch as recognizers (`ScrollViewGestureRecognizer`),
/// and how the scroll view's decisions go through them once they exist:
///
/// ```
///  the take-over routine would take the gesture ─▶ mayBegin(the pan or the pinch)
///      none made, or a literal arbitration ─▶ proceed (a literal one begins it regardless)
///      began ─▶ proceed          held ─▶ wait: ask again at the next move
///      disabled, or failed ─▶ refuse: stop testing
///  a held recognizer let go ─▶ takeGestureOnRelease: the routine runs now
/// ```
extension ScrollView {
    /// The scroll view's drag as a recognizer that others can relate to:
    /// require it to fail, make it wait for another's failure, or let it
    /// recognize together with another. Made on first use; see
    /// `ScrollViewGestureRecognizer` for what follows from that. Disabling it
    /// (`isEnabled`) keeps the view from taking gestures by touch, as in UIKit.
    public var panGestureRecognizer: ScrollViewPanGestureRecognizer {
        if let madePan { return madePan }
        let pan = ScrollViewPanGestureRecognizer(scrollView: self)
        madePan = pan
        attachOwn(pan)
        return pan
    }

    /// The scroll view's pinch (zoom) as a recognizer, as `panGestureRecognizer`.
    /// It begins only on a view that zooms (`maximumZoomScale` above `minimumZoomScale`).
    public var pinchGestureRecognizer: ScrollViewPinchGestureRecognizer {
        if let madePinch { return madePinch }
        let pinch = ScrollViewPinchGestureRecognizer(scrollView: self)
        madePinch = pinch
        attachOwn(pinch)
        return pinch
    }

    /// First among the view's recognizers, as UIKit puts its own: the pan,
    /// then the pinch, then the ones attached with `addGestureRecognizer(_:)`.
    private func attachOwn(_ recognizer: ScrollViewGestureRecognizer) {
        let position = gestureRecognizers.prefix { $0.isScrollViewsOwn }.count
        gestureRecognizers.insert(recognizer, at: position)
        recognizer.view = self
        window?.arena.viewGainedRecognizers()
    }

    /// What the take-over routine does about `member` (the pan or the pinch)
    /// before it takes the gesture.
    enum MemberAnswer {
        /// Take the gesture: the recognizer began, or there is none to ask.
        case proceed
        /// A requirement of the recognizer may still recognize: the content
        /// keeps the touch for now.
        case wait
        /// The recognizer is disabled, or failed (a rival won the touches):
        /// the view stops testing the gesture.
        case refuse
    }

    /// Ask `member` (nil: none made) to begin, for the take-over routine.
    /// A literal arbitration takes what it tests whatever recognizers say,
    /// so its recognizer begins regardless, and the window then cancels the
    /// rivals it drags the touches from (`GestureArena.yieldToClaimants`).
    func mayBegin(_ member: ScrollViewGestureRecognizer?, literal: Bool) -> MemberAnswer {
        guard let member, member.view === self else { return .proceed }
        guard member.isEnabled else { return .refuse }
        if member.state.isActive { return .proceed }
        guard member.routing.followed != 0, let window else { return .proceed }
        member.isAsked = true
        defer { member.isAsked = false }
        if literal {
            guard member.state == .possible else { return .proceed }
            member.routing.pending = nil
            member.routing.blockers = 0
            window.arena.enter(member, .began)
            return .proceed
        }
        member.transition(to: .began)
        if member.state.isActive { return .proceed }
        return member.routing.pending != nil ? .wait : .refuse
    }

    /// `member` waited for a requirement to fail and has begun: take the
    /// gesture now, with the decision that asked for it, if the view is
    /// still testing it.
    func takeGestureOnRelease(of member: ScrollViewGestureRecognizer) {
        guard let window, let arbiter = window.arena.arbiter(testing: self) else { return }
        arbiter.takeOverOnRelease(of: member, with: window.event)
    }

    /// Whether the win of `recognizer` leaves this view its touches (`View.sharesWin(with:)`):
    /// it is the view's own pan or pinch, or may recognize together with one of them.
    func ownRecognizersShareWin(with recognizer: GestureRecognizer) -> Bool {
        guard let window else { return false }
        if let pan = madePan, pan === recognizer || window.arena.mayRecognizeTogether(pan, recognizer) {
            return true
        }
        if let pinch = madePinch, pinch === recognizer || window.arena.mayRecognizeTogether(pinch, recognizer) {
            return true
        }
        return false
    }

    /// Whether a recognizer won `touch` that this view does not share the win
    /// with: the view stops testing the touch. One flag test for a touch no
    /// recognizer won.
    func yieldsToRecognizer(of touch: Touch) -> Bool {
        guard touch.isWonByRecognizer, let recognizer = touch.recognizer else { return false }
        return !sharesWin(with: recognizer)
    }
}
