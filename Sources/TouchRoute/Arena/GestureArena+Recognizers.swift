/// The arena's recognizers: it binds touches to the recognizers under them,
/// routes each phase to them before the views, and settles who wins
/// (relationships, holds, wins, verdicts: the `GestureArena+Recognizer…`
/// files beside this one). Each routed phase reaches the recognizers following the touch
/// before any view hears it.
///
/// ```
///  touch-down ─▶ bind: the enabled recognizers of the deepest view under the
///                finger that takes interaction, and of its ancestors, deepest first
///  each phase ─▶ recognizers, one call each with all of its touches in the phase
///             ─▶ settle: deliveries they released, resets
///             ─▶ views, but for what a recognizer holds (delaysTouchesBegan,
///                delaysTouchesEnded) or took (cancelsTouchesInView)
///             ─▶ a view that claimed a touch (a dragging scroll view, a participant
///                that accepted) fails or cancels its recognizers
/// ```
///
/// The window calls it at touch-down, for each routed phase, as a touch is
/// retired and as recognizers come and go. With no recognizer anywhere in the tree, a touch costs one flag test here
/// and each phase one mask test, and routing is exactly as without recognizers.
/// - Complexity: O(engaged recognizers) per phase of a bound touch; allocates
///   nothing while fewer than `RecognizerBooks.reservedCapacity` recognizers
///   follow touches at once.
extension GestureArena {
    /// Bind `touch` to the recognizers of the views under it, at touch-down.
    /// With `hearing`, only those not yet following it are bound, and each
    /// hears the began at once: see `route(_:_:)`.
    func bind(_ touch: Touch, hearing: Bool = false) {
        var view = window.deepestView(at: touch.location, takingInteraction: true)
        while let current = view {
            for recognizer in current.gestureRecognizers
            where recognizer.isEnabled && !recognizer.state.isFinished && recognizer.routing.pending == nil
                && recognizer.routing.followed & touch.bit == 0
            {
                recognizer.touchMask |= touch.bit
                recognizer.routing.followed |= touch.bit
                recognizer.routing.awaitingVerdict |= touch.bit
                recognizerBooks.bound |= touch.bit
                if !recognizer.routing.isEngaged {
                    recognizer.routing.isEngaged = true
                    recognizerBooks.engaged.append(recognizer)
                }
                if hearing {
                    recognizerBooks.routingDepth += 1
                    recognizer.touchesBegan(TouchSet(touch, in: window.touchTable), with: window.event)
                    recognizerBooks.routingDepth -= 1
                }
            }
            view = current.superview
        }
    }

    /// Route `phase` for the touches in `mask`: to their recognizers, then to
    /// the views, as the type's diagram shows. Without bound touches this is
    /// the views' delivery alone, and with no touches nothing: a step routes
    /// all four phases, and a drag's frames have only moves.
    func route(_ phase: TouchPhase, _ mask: UInt64) {
        guard mask != 0 else { return }
        var bound = mask & recognizerBooks.bound
        guard bound != 0 else {
            deliverToViews(phase, mask)
            return
        }
        let table = window.touchTable
        recognizerBooks.didReset = false
        hear(phase, bound)
        if phase == .began, recognizerBooks.didReset {
            // A recognizer held back or finished when these touches came down,
            // and reset as they were heard (a single tap, released when the
            // next tap failed the double tap it waited for), joins them.
            for touch in TouchSet(table: table, mask: mask) { bind(touch, hearing: true) }
            settleIfNeeded()
            bound = mask & recognizerBooks.bound
        }
        var toViews = mask
        switch phase {
        case .began:
            for touch in TouchSet(table: table, mask: bound) where holdsBegan(touch) {
                recognizerBooks.heldBegins |= touch.bit
            }
            toViews &= ~recognizerBooks.heldBegins
        case .ended:
            for touch in TouchSet(table: table, mask: bound) where holdsEnd(touch) {
                recognizerBooks.heldEnds |= touch.bit
                // It stays in the table until the views hear its end: free
                // its contact number, and count its tap now, as it lifted now.
                touch.releaseContact()
                window.tapCounter.touchEnded(touch, at: window.clock.time)
            }
            toViews &= ~(recognizerBooks.heldEnds | recognizerBooks.taken)
        case .moved, .stationary:
            toViews &= ~(recognizerBooks.heldBegins | recognizerBooks.taken)
        case .cancelled:
            // Views that never heard the began have nothing to cancel.
            recognizerBooks.heldBegins &= ~mask
        }
        deliverToViews(phase, toViews)
        if phase == .began || phase == .moved { yieldToClaimants(bound) }
    }

    private func deliverToViews(_ phase: TouchPhase, _ mask: UInt64) {
        if phase == .cancelled { window.dispatchInputCancellation(mask) } else { window.dispatch(phase, mask) }
    }

    /// Each recognizer following touches in `mask` hears `phase`, in one call
    /// with all of its touches; on a lift, one left with no touches finishes.
    func hear(_ phase: TouchPhase, _ mask: UInt64) {
        recognizerBooks.routingDepth += 1
        // The list only grows at touch-down and shrinks in a settle, which
        // waits for this round: iterating a copy copies nothing.
        let engaged = recognizerBooks.engaged
        let event = window.event
        // Every touch of the round, made once: most recognizers follow all of
        // them, and making a set counts a reference to the table, which a
        // recognizer given this one does not pay for.
        let all = TouchSet(table: window.touchTable, mask: mask)
        // Each recognizer is used through an unretained reference: the copy
        // of the list keeps every one alive for the round, and counting a
        // reference to each cost a retain and a release per recognizer a
        // move (`moveFrame_1finger_fiveRecognizers`, callgrind).
        engaged.withUnsafeBufferPointer { engaged in
            for index in engaged.indices {
                Unmanaged.passUnretained(engaged[index])._withUnsafeGuaranteedRef { recognizer in
                    let mine = recognizer.touchMask & mask
                    guard mine != 0 else { return }
                    if !recognizer.state.isFinished, recognizer.routing.pending == nil {
                        if mine == mask {
                            Self.tell(recognizer, phase, all, with: event)
                        } else {
                            Self.tell(recognizer, phase, TouchSet(table: window.touchTable, mask: mine), with: event)
                        }
                    }
                    if phase.isTerminal {
                        recognizer.touchMask &= ~mine
                        recognizerBooks.needsSettle = true
                        if recognizer.touchMask == 0 { finishUnresolved(recognizer, cancelled: phase == .cancelled) }
                    }
                }
            }
        }
        recognizerBooks.routingDepth -= 1
        settleIfNeeded()
    }

    /// Call `recognizer`'s method for `phase`.
    @inline(__always)
    private static func tell(
        _ recognizer: GestureRecognizer, _ phase: TouchPhase, _ touches: borrowing TouchSet, with event: TouchEvent
    ) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}
