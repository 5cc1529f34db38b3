/// An outer pager that forwards every touch straight to the child under it and
/// takes the gesture over only on a clearly horizontal move (the
/// RemorsefulScrollView pattern for nesting UIKit scroll views). It is a `ScrollView` whose `arbitrationPolicy` is
/// `.forwardThenTakeOver(strategy, arbitration:)`, with `delaysContentTouches` off:
///
/// ```
///  touchesBegan ──▶ drag machinery (remembers the origin)
///               └─▶ child under the finger (its subviews hit-tested, the pager skipped), at once
///  touchesMoved ──▶ child, then strategy.decide(finger − origin)
///                    ├─ undecided ─▶ ask again on the next move (or, if every
///                    │               descendant declined, take over: the last
///                    │               one standing, `Arbitration.lastOneStanding`)
///                    ├─ takeOver ──▶ child gets touchesCancelled; the pager scrolls
///                    └─ decline ───▶ stop testing this gesture
///  touchesEnded ──▶ taken over: the machinery ends the drag (paging settles)
///               └─▶ otherwise: the child gets the end
/// ```
///
/// Beyond forwarding and re-testing (a pager that only does that keeps its
/// child and origin for ever):
/// - State resets when the last touch lifts.
/// - A second finger blocks the takeover for the rest of the gesture.
/// - With `Arbitration.lastOneStanding` (the default), a descendant's claim
///   (an inner list starts dragging) ends the pager's testing, and a gesture
///   every descendant declined (a 25° swipe that fails the list's pan and the
///   12/4 test alike) is the pager's once it has gone 12 pt (the rule's x
///   threshold, or `panStartThreshold` if longer) along the pager's axis. `.decideOnce` leaves such a gesture dead, and
///   `.literal` re-tests on every move, whoever owns the touch.
/// - Displacements are measured in window coordinates, so an ancestor scrolling
///   the pager along with the finger cannot fake a horizontal move.
///
/// `touchesShouldBegin`, `touchesShouldCancel` and `canCancelContentTouches`
/// apply as for any scroll view: a child that may not be cancelled (a
/// `Control`) keeps its touch, and the pager declines the gesture. Turning
/// `delaysContentTouches` on holds touches back from the child for
/// `contentTouchDelay`, as for any scroll view.
open class RemorsefulScrollView: ScrollView {
    /// Makes a pager named `name` at `frame` (default zero) that forwards every touch at once:
    /// `delaysContentTouches` off and `arbitrationPolicy` `.forwardThenTakeOver()` (the 12/4 rule,
    /// the last one standing winning).
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        delaysContentTouches = false
        arbitrationPolicy = .forwardThenTakeOver()
    }

    /// How the pager recognises its own gestures: the policy's rule. Default:
    /// `RemorsefulRule` with `kThresholdX` = 12 pt and `kThresholdY` = 4 pt.
    /// (Reads `.remorseful()` if the policy was set to use the pan start.)
    public var strategy: DirectionStrategy {
        get { arbitrationPolicy.rule ?? .remorseful() }
        set { arbitrationPolicy.rule = newValue }
    }

    /// How the pager's testing depends on its descendants. Default: `.lastOneStanding`.
    public var arbitration: Arbitration {
        get { arbitrationPolicy.arbitration }
        set { arbitrationPolicy.arbitration = newValue }
    }

    /// Whether this gesture was taken over by the pager.
    public var hasTakenOver: Bool { isDragging }
}
