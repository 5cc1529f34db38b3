/// Recognises one gesture from the touches on a view and the views under it,
/// with UIKit's states (see `GestureRecognizerState`) and relationships.
///
/// Attach it with `View.addGestureRecognizer(_:)`. The window hands it every
/// touch that comes down on its view or a view inside it, before the views
/// themselves hear the touch (see `GestureArena`). A
/// subclass overrides the four `touches…` methods and `reset()`, and moves
/// `state` with `transition(to:)`; the base class keeps the relationships:
///
/// - `require(toFail:)`: a recognizer that would recognize waits while the
///   other may still recognize, fails if it does, and goes on if it fails
///   (a single tap waiting for a double tap).
/// - `shouldRecognizeSimultaneously`: two recognizers that both want the same
///   touches both proceed when either's rule says yes (pinch with rotate);
///   otherwise the first to begin or recognize wins and the others fail.
/// - `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`: as in UIKit.
///
/// A recognizer that begins or recognizes wins its touches in the gesture
/// arena (see `GestureArena`): scroll views stop testing them. One that is
/// still `possible` when a scroll view takes the touches fails. As an arena
/// member (`ArenaMember`) it hears one verdict on each touch it followed:
/// `arenaDidAccept(_:)` or `arenaDidReject(_:)`, then `onVerdict`.
open class GestureRecognizer {
    /// A name for traces, such as `chrome` or `photo1.zoom`.
    public final var name: String
    /// Where the recognizer is; see `GestureRecognizerState`. Moved by `transition(to:)`.
    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 7,902 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) public internal(set) final var state = GestureRecognizerState.possible
    /// The view the recognizer is attached to. Not retained, and not weak
    /// either: a weak reference puts the view's reference count on the
    /// runtime's slow path for every retain and release of it, several a
    /// frame (`moveFrame_1finger_fiveRecognizers`, callgrind). The view
    /// clears it as it goes (`View.deinit`), so it never dangles.
    public internal(set) final unowned(unsafe) var view: View?
    /// A disabled recognizer hears no touches; disabling one mid-gesture cancels it.
    public final var isEnabled = true {
        didSet { if oldValue && !isEnabled { view?.window?.arena.detach(self) } }
    }
    /// When it recognizes (a discrete one) or begins (a continuous one), the
    /// views holding its touches get `touchesCancelled`. UIKit's default: true.
    public final var cancelsTouchesInView = true
    /// Views hear no `touchesBegan` for its touches until it fails; if it
    /// recognizes, they never do. UIKit's default: false.
    public final var delaysTouchesBegan = false
    /// Views hear `touchesEnded` for its touches only once it has failed or
    /// recognized (so a first tap's end waits while a double tap is possible).
    /// UIKit's default: true.
    public final var delaysTouchesEnded = true
    /// Called after every transition, with the recognizer (read `state` and `values`).
    public final var onStateChange: ((GestureRecognizer) -> Void)?
    /// Called with each of the arena's verdicts on a touch this recognizer
    /// followed (`true`: it won the touch), after `arenaDidAccept(_:)` or
    /// `arenaDidReject(_:)`: a host's way to hear them without subclassing
    /// (the C API's `tr_recognizer_on_verdict`). See `ArenaMember`.
    public final var onVerdict: ((GestureRecognizer, Touch, Bool) -> Void)?
    /// Asked when this recognizer and `other` both want the same touches:
    /// true lets both proceed. Either side's rule saying yes is enough.
    public final var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// Asked after `shouldBegin()`, when this recognizer asks to recognize or
    /// begin: false fails it instead (see `GestureRecognizer+ShouldBegin.swift`).
    /// UIKit's delegate method `gestureRecognizerShouldBegin(_:)`. Nil: it may.
    public final var shouldBeginRule: ((GestureRecognizer) -> Bool)?
    /// The recognizers that must fail before this one may recognize or begin.
    public private(set) final var failureRequirements: [GestureRecognizer] = []
    /// The touches the recognizer is following: those that came down on its
    /// view and have not ended. Bits of the window's touch table.
    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 7,902 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) public internal(set) final var touchMask: UInt64 = 0
    /// The gesture arena's books on this recognizer (see `RecognizerRouting`).
    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 7,902 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) final var routing = RecognizerRouting()
    /// A scroll view's own pan or pinch (`ScrollViewGestureRecognizer`): it
    /// wins its touches through its scroll view, which claims them as it
    /// drags, so it is never a touch's `recognizer`, and it stays on its view.
    final var isScrollViewsOwn = false

    /// Makes a recognizer in `possible`, enabled and attached to no view; `name` is for traces.
    public init(name: String) {
        self.name = name
    }

    /// What the recognizer looks for. Subclasses answer.
    open var kind: GestureKind { .tap }

    /// The values of its current gesture, for the trace and the action.
    open var values: GestureValues { GestureValues(location: centroid) }

    /// Whether it still expects touches after all of its own have lifted (a
    /// tap recognizer between the taps of a double tap, which its own timer
    /// fails). The window fails a `possible` recognizer whose touches have
    /// all lifted unless it answers true.
    open var isAwaitingMoreTouches: Bool { false }

    /// Make `other` a requirement: this recognizer may not recognize or begin
    /// until `other` has failed. A single tap waiting for a double tap.
    ///
    /// A cycle (`other` already waits, directly or through its own
    /// requirements, for this one) is a programmer error, as a view inside
    /// itself is: neither could ever recognize, so it is refused with a
    /// precondition failure. Ask `isWaiting(forFailureOf:)` first when the
    /// links come from data.
    public final func require(toFail other: GestureRecognizer) {
        precondition(other !== self, "a recognizer cannot wait for itself to fail")
        precondition(!other.isWaiting(forFailureOf: self), cycleMessage(waitingFor: other))
        link(toFail: other)
    }

    private func cycleMessage(waitingFor other: GestureRecognizer) -> String {
        "\"\(name)\" cannot require \"\(other.name)\" to fail: \"\(other.name)\" already waits for \"\(name)\" to fail, and neither could ever recognize. Drop one of the two requirements."
    }

    /// Add `other` to `failureRequirements`, unchecked: the window's safety
    /// net for a cycle (`GestureArena.finishUnresolved`) is tested with it.
    final func link(toFail other: GestureRecognizer) {
        if !failureRequirements.contains(where: { $0 === other }) { failureRequirements.append(other) }
    }

    /// Whether this recognizer waits for `other` to fail, directly or through
    /// its requirements' requirements.
    /// - Complexity: O(recognizers × requirements) in the requirement graph.
    public final func isWaiting(forFailureOf other: GestureRecognizer) -> Bool {
        var seen: [ObjectIdentifier] = []
        var next: [GestureRecognizer] = [self]
        while let recognizer = next.popLast() {
            for requirement in recognizer.failureRequirements where !seen.contains(ObjectIdentifier(requirement)) {
                if requirement === other { return true }
                seen.append(ObjectIdentifier(requirement))
                next.append(requirement)
            }
        }
        return false
    }

    /// Put `new` in the place of the requirement `old` (a layout rebuilt
    /// `old`'s view), keeping its position, which the gesture arena's books index;
    /// `new` is added when `old` is not a requirement.
    package final func replaceFailureRequirement(_ old: GestureRecognizer, with new: GestureRecognizer) {
        guard let index = failureRequirements.firstIndex(where: { $0 === old }) else { return require(toFail: new) }
        precondition(new !== self, "a recognizer cannot wait for itself to fail")
        precondition(!new.isWaiting(forFailureOf: self), cycleMessage(waitingFor: new))
        failureRequirements[index] = new
    }

    /// The touches it follows, as a set in its window's table; nil outside a window.
    public final var touches: TouchSet? {
        guard let window = view?.window else { return nil }
        return TouchSet(table: window.touchTable, mask: touchMask)
    }

    /// How many fingers it is following.
    public final var numberOfTouches: Int { touchMask.nonzeroBitCount }

    /// The centroid of its touches in window points; nil when it follows none.
    public final var centroid: Point? {
        guard let window = view?.window else { return nil }
        return centroid(in: window.touchTable)
    }

    /// `centroid`, from the window's table: a subclass that has the event
    /// reads `event.window` rather than the weak `view`, which costs a
    /// reference count on every move.
    final func centroid(in table: TouchTable) -> Point? {
        TouchSet(table: table, mask: touchMask).centroid
    }

    // MARK: What subclasses override

    /// `touches` came down on its view or a view inside it: those of one frame that this recognizer
    /// follows, heard before any view hears them. Does nothing by default.
    open func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
    /// Followed `touches` moved in the frame `event` carries. Does nothing by default.
    open func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {}
    /// Followed `touches` lifted; the recognizer stops following them. Does nothing by default.
    open func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
    /// Followed `touches` were cancelled; the recognizer stops following them. Does nothing by default.
    open func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {}
    /// Forget the gesture: called when the recognizer goes back to `possible`.
    open func reset() {}
    /// Whether it may recognize or begin now that it asks to: false fails it
    /// instead. UIKit's `gestureRecognizerShouldBegin(_:)`, as an override.
    /// Default: true. See `GestureRecognizer+ShouldBegin.swift`.
    open func shouldBegin() -> Bool { true }
    /// This recognizer won `touch`: it began or recognized (or, for a finger
    /// that joined later, changed or ended) while following it. Nothing by
    /// default. See `ArenaMember` and `GestureArena+RecognizerVerdicts.swift`.
    open func arenaDidAccept(_ touch: Touch) {}
    /// This recognizer lost `touch`: it failed or was cancelled first, or the
    /// touch ended before it used it. Nothing by default.
    open func arenaDidReject(_ touch: Touch) {}

    /// Stop following `touch`, as UIKit's `ignore(_:for:)`: the recognizer
    /// hears nothing more of it, is rejected for it (`arenaDidReject(_:)`)
    /// unless it already had its verdict on it, and the touch's views are
    /// not held back for it. Ignoring its last touch ends its gesture as a
    /// cancel would (under way: cancelled; possible: failed), and it is then
    /// reset. A touch it does not follow is left alone.
    public final func ignore(_ touch: Touch) {
        stopFollowing(touch, rejecting: true)
    }

    /// Stop following the touches that just came down, then fail: they start
    /// the next gesture. The failed recognizer follows no touch, so the arena
    /// resets it in the same round and gives it these touches afresh
    /// (`GestureArena.route(_:_:)`), and their one verdict is the new
    /// gesture's. A tap recognizer does this with a tap that cannot be the
    /// next of its sequence.
    final func failStartingAfresh(with touches: TouchSet) {
        for touch in touches { stopFollowing(touch, rejecting: false) }
        transition(to: .failed)
    }

    private func stopFollowing(_ touch: Touch, rejecting: Bool) {
        guard touchMask & touch.bit != 0 else { return }
        guard let window = view?.window else {
            touchMask &= ~touch.bit
            return
        }
        window.arena.recognizer(self, stopsFollowing: touch, rejecting: rejecting)
    }

    /// Move to `next`, if the transition is legal for the recognizer's kind
    /// (see `GestureRecognizerState.canTransition(to:continuous:)`); an illegal
    /// one is ignored and returns false. In a window, recognizing or beginning
    /// may be held back by `failureRequirements` (the state stays `possible`
    /// and the answer is true) or refused because a rival won the touches
    /// (the recognizer fails and the answer is false); see
    /// `GestureArena+RecognizerRelationships.swift`. A recognizer whose
    /// `shouldBegin()` or `shouldBeginRule` says no when it asks to recognize
    /// or begin fails instead, and the answer is false. The recognizer may be reset
    /// before this returns (when its touches have all lifted), so a subclass
    /// does nothing after a transition that finishes its gesture.
    @discardableResult
    public final func transition(to next: GestureRecognizerState) -> Bool {
        if refusesToLeavePossible(for: next) {
            _ = transitionAdmitted(to: .failed)
            return false
        }
        return transitionAdmitted(to: next)
    }

    /// `transition(to:)` once `shouldBegin()` and `shouldBeginRule` have answered.
    private func transitionAdmitted(to next: GestureRecognizerState) -> Bool {
        if let window = view?.window { return window.arena.move(self, to: next) }
        guard state.canTransition(to: next, continuous: kind.isContinuous) else { return false }
        apply(next)
        return true
    }

    /// Called by the gesture arena once the recognizer has entered `state`
    /// and carried out what it means (a win, a failure's releases), before
    /// the arena settles: a scroll view's own recognizer takes the gesture when
    /// a requirement it waited for lets it go.
    func didEnter(_ state: GestureRecognizerState) {}

    /// Set and report a transition that has been admitted.
    final func apply(_ next: GestureRecognizerState) {
        state = next
        report()
    }

    /// How many times the window has reset the recognizer to `possible`
    /// (tests check each transition against the state before it with this).
    final var resets = 0

    /// Back to `possible` after a gesture, quietly (a reset is not a
    /// transition and is not reported), and let the subclass forget it.
    final func resetToPossible() {
        routing.clear()
        routing.isEngaged = false
        touchMask = 0
        state = .possible
        resets += 1
        reset()
    }

    /// Trace the current state and call the action.
    final func report() {
        if let window = view?.window, let trace = window.trace {
            trace(
                .gesture(
                    GestureChange(time: window.clock.now, recognizer: self, kind: kind, state: state, values: values)))
        }
        onStateChange?(self)
    }
}

extension GestureRecognizer: CustomStringConvertible {
    public var description: String { name }
}

/// Every recognizer is a member of the arena: see `ArenaMember`.
extension GestureRecognizer: ArenaMember {
    /// Hear the arena's verdict on `touch`: the override, then `onVerdict`.
    final func hearVerdict(on touch: Touch, accepted: Bool) {
        if accepted { arenaDidAccept(touch) } else { arenaDidReject(touch) }
        onVerdict?(self, touch, accepted)
    }
}
