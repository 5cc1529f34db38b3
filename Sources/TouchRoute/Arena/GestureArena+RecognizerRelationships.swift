/// How recognizers that follow the same touches constrain each other, with
/// UIKit's meanings. Every transition goes through `move(_:to:)`:
///
/// ```
///  recognized / began asked for
///    a requirement that followed the same touches is possible ─▶ held: stays possible
///    a rival that won the same touches, and neither may share ─▶ failed
///    else ─▶ the state; the recognizer wins its touches:
///            touch.winner, cancelsTouchesInView, rivals still possible fail,
///            recognizers waiting for it to fail fail
///  failed
///    recognizers held back by it alone ─▶ go on to the state they asked for
/// ```
///
/// Only recognizers following common touches constrain each other: a
/// requirement following none of the recognizer's touches counts as failed.
extension GestureArena {
    /// Move `recognizer` to `next` under the relationships above; see
    /// `GestureRecognizer.transition(to:)` for the answer.
    func move(_ recognizer: GestureRecognizer, to next: GestureRecognizerState) -> Bool {
        if recognizer.routing.pending != nil { return moveHeldBack(recognizer, to: next) }
        guard recognizer.state.canTransition(to: next, continuous: recognizer.kind.isContinuous) else { return false }
        guard next == .recognized || next == .began else {
            enter(recognizer, next)
            return true
        }
        let blockers = blockingRequirements(of: recognizer)
        if blockers != 0 {
            recognizer.routing.pending = next
            recognizer.routing.blockers = blockers
            return true
        }
        return proceed(recognizer, to: next)
    }

    /// A held-back recognizer's subclass goes on with its gesture: an end is
    /// remembered for its release, a failure or cancel fails it, a change waits.
    private func moveHeldBack(_ recognizer: GestureRecognizer, to next: GestureRecognizerState) -> Bool {
        switch next {
        case .ended:
            recognizer.routing.endsWhenReleased = true
            return true
        case .failed, .cancelled:
            enter(recognizer, .failed)
            return true
        case .recognized, .began:
            return true
        case .possible, .changed:
            return false
        }
    }

    /// The requirements (bit i for `failureRequirements[i]`) that still may
    /// recognize and followed a touch `recognizer` followed. Only the first 64
    /// requirements are considered.
    private func blockingRequirements(of recognizer: GestureRecognizer) -> UInt64 {
        var blockers: UInt64 = 0
        for (index, requirement) in recognizer.failureRequirements.enumerated() where index < 64 {
            if requirement.state == .possible, requirement.routing.followed & recognizer.routing.followed != 0 {
                blockers |= 1 << UInt64(index)
            }
        }
        return blockers
    }

    /// Recognize or begin, unless a rival already won the same touches and
    /// neither allows both: then fail.
    private func proceed(_ recognizer: GestureRecognizer, to next: GestureRecognizerState) -> Bool {
        let shared = recognizer.routing.followed
        for rival in recognizerBooks.engaged
        where rival !== recognizer && rival.routing.followed & shared != 0
            && (rival.state.isActive || rival.state == .recognized)
            && !mayRecognizeTogether(recognizer, rival)
        {
            enter(recognizer, .failed)
            return false
        }
        enter(recognizer, next)
        return true
    }

    /// Whether either's rule lets the two proceed together.
    func mayRecognizeTogether(_ one: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        one.shouldRecognizeSimultaneously?(one, other) == true
            || other.shouldRecognizeSimultaneously?(other, one) == true
    }

    /// Set `next`, carry out what it means for the touches, the views and the
    /// other recognizers, and report it: a winner's action runs once it has
    /// its touches (rivals failed, views cancelled), so an action that
    /// removes its recognizer leaves the touches taken. A failure is reported
    /// before the recognizers waiting for it go on, cause before effect.
    func enter(_ recognizer: GestureRecognizer, _ next: GestureRecognizerState) {
        // A view's or a rival's callback moves it on while it is winning:
        // the win is reported first.
        reportIfOwed(recognizer)
        if next.isFinished {
            recognizer.routing.pending = nil
            recognizer.routing.blockers = 0
        }
        recognizer.state = next
        recognizerBooks.routingDepth += 1
        switch next {
        case .recognized, .began:
            recognizer.routing.owesReport = true
            win(recognizer)
        case .failed:
            recognizer.report()
            giveVerdicts(to: recognizer, accepted: false)
            releaseWaiters(on: recognizer)
        default:
            recognizer.report()
        }
        reportIfOwed(recognizer)
        switch next {
        case .began, .recognized, .changed, .ended: giveVerdicts(to: recognizer, accepted: true)
        case .cancelled: giveVerdicts(to: recognizer, accepted: false)
        case .possible, .failed: break
        }
        recognizer.didEnter(next)
        recognizerBooks.routingDepth -= 1
        settle()
    }

    private func reportIfOwed(_ recognizer: GestureRecognizer) {
        guard recognizer.routing.owesReport else { return }
        recognizer.routing.owesReport = false
        recognizer.report()
    }

    /// `recognizer` recognized or began: it wins its touches still down, takes
    /// them from the views if it cancels touches in view (but for a touch a
    /// view holds whose own recognizer shares the win: a scroll view whose
    /// pan may recognize with it keeps its touch, and so do the views on
    /// it), and the recognizers it excludes fail. A scroll view's own
    /// recognizer wins through its view, which claims the touches as it drags.
    private func win(_ recognizer: GestureRecognizer) {
        let mask = recognizer.routing.followed & window.touchTable.activeMask
        if !recognizer.isScrollViewsOwn {
            for touch in TouchSet(table: window.touchTable, mask: mask) { touch.win(for: recognizer) }
        }
        if !recognizer.isScrollViewsOwn { recognizerWon(mask, by: recognizer) }
        if recognizer.cancelsTouchesInView { takeFromViews(mask & ~touchesSharing(mask, with: recognizer)) }
        var index = 0
        while index < recognizerBooks.engaged.count {
            let other = recognizerBooks.engaged[index]
            index += 1
            guard other !== recognizer, other.state == .possible else { continue }
            let waits = other.failureRequirements.contains { $0 === recognizer }
            let shares = other.routing.followed & recognizer.routing.followed != 0
            if (waits && (shares || other.routing.pending != nil))
                || (shares && !mayRecognizeTogether(recognizer, other))
            {
                enter(other, .failed)
            }
        }
    }

    /// The touches of `mask` that a view holds whose own recognizers share
    /// `winner`'s win (`View.sharesWin(with:)`).
    /// - Complexity: O(views holding the touches).
    private func touchesSharing(_ mask: UInt64, with winner: GestureRecognizer) -> UInt64 {
        var sharing: UInt64 = 0
        for touch in TouchSet(table: window.touchTable, mask: mask) {
            for view in touch.recipients where view.touchBooks.open & touch.bit != 0 && view.sharesWin(with: winner) {
                sharing |= touch.bit
                break
            }
        }
        return sharing
    }

    /// `requirement` failed: recognizers held back by it stop waiting for it,
    /// and those it was the last to hold go on, but for one whose view is no
    /// longer in this window (it is leaving with its view, or the window is
    /// going): it fails, and its action never hears it recognize.
    private func releaseWaiters(on requirement: GestureRecognizer) {
        var index = 0
        while index < recognizerBooks.engaged.count {
            let waiter = recognizerBooks.engaged[index]
            index += 1
            guard let next = waiter.routing.pending,
                let position = waiter.failureRequirements.firstIndex(where: { $0 === requirement }), position < 64
            else { continue }
            waiter.routing.blockers &= ~(1 << UInt64(position))
            guard waiter.routing.blockers == 0 else { continue }
            let ends = waiter.routing.endsWhenReleased
            waiter.routing.pending = nil
            waiter.routing.endsWhenReleased = false
            guard holdsInTree(waiter.view) else {
                enter(waiter, .failed)
                continue
            }
            if proceed(waiter, to: next), ends, waiter.state.isActive { enter(waiter, .ended) }
        }
    }
}
