import TouchRoute

/// Plays a suite's strokes and judges each by its trace.
///
/// ```
///  fresh layout, strategy applied ─▶ setup (flick or pull, frames until the moment)
///      ─▶ trace cleared ─▶ stroke (taps aimed) ─▶ ObservedOutcome ─▶ StrokeJudgment
/// ```
///
/// Only the virtual clock runs: nothing sleeps, and the same stroke in the
/// same layout is judged the same every time.
public enum StrokeJudge {
    /// Play `stroke` in `window`, which must be fresh (nothing down, nothing
    /// moving) and configured as it is to be judged, and judge what the router
    /// made of it. The window is left as the stroke left it: without
    /// settling, since every decision is made while the fingers are down.
    public static func judge(_ stroke: HumanStroke, in window: Window) -> StrokeJudgment {
        let trace = TraceRecorder(window)
        let motion = stroke.setup?.play(in: window, trace: trace)
        trace.removeAll()
        let motionWasRunning = window.needsDisplayFrames
        let played = stroke.band.isTap ? TapAim.aimed(stroke.script, in: window) : stroke.script
        // Which tap view counts the tap is the view's own judgement: watch the counts.
        let tapViews = Self.tapViews(in: window)
        let counts = tapViews.map(\.tapCount)
        // Into moving content the finger comes down at once, at the frame the
        // setup chose; on still content a second after the layout was made.
        window.play(played, after: stroke.setup == nil ? 1 : 0, settling: false)
        let tapped = zip(tapViews, counts).first { $0.0.tapCount > $0.1 }?.0
        let observed = ObservedOutcome(trace: trace, motionWasRunning: motionWasRunning, tapped: tapped)
        return StrokeJudgment(stroke: stroke, played: played, observed: observed, motion: motion)
    }

    /// Every tap view in `view`'s tree, in tree order.
    private static func tapViews(in view: View) -> [TapView] {
        view.subviews.flatMap { subview in
            (subview as? TapView).map { [$0] + tapViews(in: $0) } ?? tapViews(in: subview)
        }
    }
}
