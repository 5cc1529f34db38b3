/// Recognises fingers held still: `numberOfTouchesRequired` fingers down for
/// `minimumPressDuration` seconds without any moving more than
/// `allowableMovement` points. Continuous: it begins when the time is up,
/// changes as the fingers move, and ends when they lift.
///
/// It fails if a finger strays past `allowableMovement` or lifts before the
/// time is up, or if more fingers than required come down. The time runs
/// from the moment the required number of fingers is down.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds, 0.5: UIKit's `UILongPressGestureRecognizer.minimumPressDuration` default.
    public static let standardMinimumPressDuration = 0.5
    /// Seconds, 0.4: Android's long-press timeout (`ViewConfiguration.getLongPressTimeout()`,
    /// `DEFAULT_LONG_PRESS_TIMEOUT`, 400 ms since Android 12; 500 ms before),
    /// for a press that should feel like Android's.
    public static let androidLongPressTimeout = 0.4
    /// Points, 10: UIKit's `UILongPressGestureRecognizer.allowableMovement` default.
    public static let standardAllowableMovement = 10.0

    /// Fingers that must be down together for the press to count, 1 by default; one more fails it.
    public var numberOfTouchesRequired = 1
    /// Seconds the fingers must stay down; see `standardMinimumPressDuration`.
    public var minimumPressDuration = LongPressGestureRecognizer.standardMinimumPressDuration
    /// Points each finger may stray before the press begins; see `standardAllowableMovement`.
    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 6,674 instructions a frame checked.
    @exclusivity(unchecked) public var allowableMovement = LongPressGestureRecognizer.standardAllowableMovement

    private var lastLocation: Point?
    private var deadline = RecognizerDeadline()

    open override var kind: GestureKind { .longPress }
    open override var values: GestureValues { GestureValues(location: centroid ?? lastLocation) }

    /// Starts the `minimumPressDuration` timer once the required fingers are down; more fail it.
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            fail()
        } else if numberOfTouches == numberOfTouchesRequired {
            deadline.set(on: event.window.clock, after: minimumPressDuration) { self.pressHeld() }
        }
    }

    /// Reports a change while the press is under way; before it begins, a finger straying past
    /// `allowableMovement` fails it.
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        if state.isActive {
            transition(to: .changed)
        } else if state == .possible, touches.contains(where: { $0.translation.length > allowableMovement }) {
            fail()
        }
    }

    /// Ends a press under way; a lift before the time is up fails it.
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        // Kept for a begin held back by a requirement and reported after the lift.
        lastLocation = centroid(in: event.window.touchTable)
        if state.isActive {
            transition(to: .ended)
        } else if state == .possible {
            fail()
        }
    }

    /// Cancels a press under way; fails one that has not begun.
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        if state.isActive {
            transition(to: .cancelled)
        } else if state == .possible {
            fail()
        }
    }

    open override func reset() {
        deadline.cancel()
        lastLocation = nil
    }

    private func pressHeld() {
        deadline.passed()
        guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
        transition(to: .began)
    }

    private func fail() {
        deadline.cancel()
        transition(to: .failed)
    }
}
