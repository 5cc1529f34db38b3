import TouchRoute

/// Plays a suite's strokes and judges each by its trace.
///
/// ```
///  fresh layout, strategy applied ─▶ setup (flick or pull, frames until the moment)
///      ─▶ trace cleared ─▶ stroke (taps aimed), sampled at the rate ─▶ ObservedOutcome ─▶ StrokeJudgment
/// ```
///
/// Only the virtual clock runs: nothing sleeps, and the same stroke in the
/// same layout is judged the same every time.
public enum StrokeJudge {
    /// Play `stroke` (its set-up too) in `window` as a panel reporting at
    /// `rate` reports it; the window must be fresh (nothing down, nothing
    /// moving) and configured as it is to be judged. Judge what the router
    /// made of it. The window is left as the stroke left it: without
    /// settling, since every decision is made while the fingers are down.
    public static func judge(_ stroke: HumanStroke, at rate: ReportRate, in window: Window) -> StrokeJudgment {
        let trace = TraceRecorder(window)
        let motion = stroke.setup?.play(in: window, at: rate, trace: trace)
        trace.removeAll()
        let motionWasRunning = window.needsDisplayFrames
        // Aimed before sampling: a shift moves every report alike.
        let played = (stroke.band.isTap ? TapAim.aimed(stroke.path, in: window) : stroke.path).sampled(at: rate)
        // Which tap view counts the tap is the view's own judgement: watch the counts.
        let tapViews = Self.tapViews(in: window)
        let counts = tapViews.map(\.tapCount)
        // Into moving content the finger comes down at once, at the frame the
        // setup chose; on still content a second after the layout was made.
        window.play(played, after: stroke.setup == nil ? 1 : 0, settling: false)
        let tapped = zip(tapViews, counts).first { $0.0.tapCount > $0.1 }?.0
        let observed = ObservedOutcome(trace: trace, motionWasRunning: motionWasRunning, tapped: tapped)
        return StrokeJudgment(stroke: stroke, rate: rate, played: played, observed: observed, motion: motion)
    }

    /// Every tap view in `view`'s tree, in tree order.
    private static func tapViews(in view: View) -> [TapView] {
        view.subviews.flatMap { subview in
            (subview as? TapView).map { [$0] + tapViews(in: $0) } ?? tapViews(in: subview)
        }
    }
}
