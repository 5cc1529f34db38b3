/// Recognises taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired`
/// fingers each, every finger lifting within `allowableMovement` of where it
/// came down, each tap short and close in time and place to the one before.
/// Discrete. Its kind is `.tap` for one tap and `.doubleTap` for more.
///
/// A tap is every finger of it down and up: `numberOfTouchesRequired`
/// fingers come down (a finger landing after one of the tap lifted fails it),
/// none strays, and the last lifts within `maximumTapDuration` of the first
/// landing. The next tap's first finger must land within
/// `maximumIntervalBetweenTaps` of the lift and within
/// `maximumDistanceBetweenTaps` of where the first tap came down.
open class TapGestureRecognizer: GestureRecognizer {
    /// Points a finger may stray from where it came down, 10: a tap view's
    /// slop (`TapView.standardTapSlop`), so a recognizer and a tap view agree
    /// on what a tap is.
    public static let standardAllowableMovement = TapView.standardTapSlop
    /// Seconds from a tap's first touch-down to its last lift, 0.5: UIKit's
    /// long-press minimum (`LongPressGestureRecognizer.standardMinimumPressDuration`),
    /// since a finger held that long is pressing, not tapping.
    public static let standardMaximumTapDuration = LongPressGestureRecognizer.standardMinimumPressDuration
    /// Seconds from a tap's lift to the next tap's touch-down, 0.3: Android's
    /// `ViewConfiguration` double-tap timeout (`DOUBLE_TAP_TIMEOUT`, 300 ms),
    /// which is measured the same way, from the first tap's up to the second's
    /// down. (Flutter's `kDoubleTapTimeout`, also 300 ms, runs from the first
    /// touch-down to the second, so it is not this interval.)
    public static let standardMaximumIntervalBetweenTaps = 0.300
    /// Points between the first tap's touch-down and a later tap's, 100:
    /// Flutter's `kDoubleTapSlop` (100 logical pixels) and Android's
    /// `DOUBLE_TAP_SLOP` (100 dp).
    public static let standardMaximumDistanceBetweenTaps = 100.0

    /// Taps in the sequence, 1 by default; 2 or more makes the recognizer's kind `doubleTap`.
    public var numberOfTapsRequired = 1
    /// Fingers in each tap, 1 by default; more fail the tap, and so do fewer when they all lift.
    public var numberOfTouchesRequired = 1
    /// Points each finger may stray from its touch-down; see `standardAllowableMovement`.
    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 6,755 instructions a frame checked.
    @exclusivity(unchecked) public var allowableMovement = TapGestureRecognizer.standardAllowableMovement
    /// Seconds a tap may last; see `standardMaximumTapDuration`.
    public var maximumTapDuration = TapGestureRecognizer.standardMaximumTapDuration
    /// Seconds between taps; see `standardMaximumIntervalBetweenTaps`.
    public var maximumIntervalBetweenTaps = TapGestureRecognizer.standardMaximumIntervalBetweenTaps
    /// Points between taps' touch-downs; see `standardMaximumDistanceBetweenTaps`.
    public var maximumDistanceBetweenTaps = TapGestureRecognizer.standardMaximumDistanceBetweenTaps

    /// Taps completed in the current sequence.
    public private(set) var tapsCompleted = 0
    private var fingersInTap = 0
    private var isTapDown = false
    private var hasLiftInTap = false
    private var firstTapLocation: Point?
    private var lastLocation: Point?
    private var deadline = RecognizerDeadline()

    open override var kind: GestureKind { numberOfTapsRequired > 1 ? .doubleTap : .tap }
    open override var values: GestureValues { GestureValues(location: centroid ?? lastLocation) }
    /// Between taps: the interval timer fails it if no tap follows.
    open override var isAwaitingMoreTouches: Bool { tapsCompleted > 0 && !isTapDown }

    /// Counts the tap's fingers and starts its `maximumTapDuration` timer; a first finger too far from
    /// the first tap's fails the sequence and starts the next one with these touches.
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        if hasLiftInTap { return fail() }
        if !isTapDown {
            isTapDown = true
            fingersInTap = 0
            let start = touches.anyTouch?.startLocation ?? .zero
            if let first = firstTapLocation, start.displacement(from: first).length > maximumDistanceBetweenTaps {
                // Too far to be this sequence's next tap: the sequence fails,
                // and this tap starts the next one, as in UIKit. (Too late is
                // the interval timer's failure, before the tap comes down.)
                deadline.cancel()
                return failStartingAfresh(with: touches)
            }
            if firstTapLocation == nil { firstTapLocation = start }
            deadline.set(on: event.window.clock, after: maximumTapDuration) { self.deadlinePassed() }
        }
        fingersInTap += touches.count
        if fingersInTap > numberOfTouchesRequired { fail() }
    }

    /// Fails if a finger strays past `allowableMovement`.
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        if touches.contains(where: { $0.translation.length > allowableMovement }) { fail() }
    }

    /// When the tap's last finger lifts, counts the tap: recognizes if it was the last one required,
    /// or waits up to `maximumIntervalBetweenTaps` for the next.
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        // Kept for a recognition or failure reported once the fingers are up.
        lastLocation = centroid(in: event.window.touchTable)
        if touches.contains(where: { $0.translation.length > allowableMovement }) { return fail() }
        hasLiftInTap = true
        guard touchMask & ~touches.mask == 0 else { return }
        // The tap's last finger lifted.
        isTapDown = false
        hasLiftInTap = false
        guard fingersInTap == numberOfTouchesRequired else { return fail() }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            deadline.cancel()
            transition(to: .recognized)
        } else {
            deadline.set(on: event.window.clock, after: maximumIntervalBetweenTaps) { self.deadlinePassed() }
        }
    }

    /// A cancelled touch fails a tap not yet recognized.
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible { fail() }
    }

    open override func reset() {
        deadline.cancel()
        tapsCompleted = 0
        fingersInTap = 0
        isTapDown = false
        hasLiftInTap = false
        firstTapLocation = nil
        lastLocation = nil
    }

    /// A tap lasted too long, or no tap followed in time.
    private func deadlinePassed() {
        deadline.passed()
        if state == .possible { transition(to: .failed) }
    }

    private func fail() {
        deadline.cancel()
        transition(to: .failed)
    }
}
