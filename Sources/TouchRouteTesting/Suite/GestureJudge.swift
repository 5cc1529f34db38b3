import TouchRoute

/// Plays a suite's gestures and judges each by its trace.
///
/// ```
///  fresh layout, strategy applied ─▶ setup (flick or pull, frames until the moment)
///      ─▶ trace cleared ─▶ gesture (taps aimed) ─▶ ObservedOutcome ─▶ GestureJudgment
/// ```
///
/// Only the virtual clock runs: nothing sleeps, and the same gesture in the
/// same layout is judged the same every time.
public enum GestureJudge {
    /// Play `gesture` in `window`, which must be fresh (nothing down, nothing
    /// moving) and configured as it is to be judged, and judge what the router
    /// made of it. The window is left as the gesture left it: without
    /// settling, since every decision is made while the fingers are down.
    public static func judge(_ gesture: HumanGesture, in window: Window) -> GestureJudgment {
        let trace = TraceRecorder(window)
        let motion = gesture.setup?.play(in: window, trace: trace)
        trace.removeAll()
        let motionWasRunning = window.needsDisplayFrames
        let played = gesture.band.isTap ? TapAim.aimed(gesture.gesture, in: window) : gesture.gesture
        // Which tap view counts the tap is the view's own judgement: watch the counts.
        let tapViews = Self.tapViews(in: window)
        let counts = tapViews.map(\.tapCount)
        // Into moving content the finger comes down at once, at the frame the
        // setup chose; on still content a second after the layout was made.
        window.play(played, after: gesture.setup == nil ? 1 : 0, settling: false)
        let tapped = zip(tapViews, counts).first { $0.0.tapCount > $0.1 }?.0
        let observed = ObservedOutcome(trace: trace, motionWasRunning: motionWasRunning, tapped: tapped)
        return GestureJudgment(gesture: gesture, played: played, observed: observed, motion: motion)
    }

    /// Every tap view in `view`'s tree, in tree order.
    private static func tapViews(in view: View) -> [TapView] {
        view.subviews.flatMap { subview in
            (subview as? TapView).map { [$0] + tapViews(in: $0) } ?? tapViews(in: subview)
        }
    }
}
