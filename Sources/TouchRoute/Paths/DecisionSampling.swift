/// Where a window judges its thresholds, angles and "last one standing": on
/// the finger's path between two reports, or at the reports alone.
///
/// A panel reports a moving finger 30 to 240 times a second, and a toolkit
/// that batches its input per display frame sends fewer samples still. Judged
/// at the samples, a coarse report can jump past one threshold before the
/// travel that would have passed another was ever seen: a 25° swipe pages at
/// 240 Hz and scrolls the list at 30 Hz. Judged on the path, every rule is
/// applied where the straight segment between two reports first crosses it,
/// at the interpolated point and time, so the same finger is decided the
/// same at every report rate.
public enum DecisionSampling: String, Hashable, Sendable, CaseIterable {
    /// On the path (the default): between two reports the finger is taken to
    /// move along the straight segment joining them, at a steady speed. Where
    /// the segment first crosses a rule's threshold, the window routes a move
    /// to that point, at that time (a decision point, `Touch.isInterpolated`),
    /// before the report itself, so the rule decides there.
    case path
    /// At each report only, as UIKit and the RemorsefulScrollView essay do:
    /// what a rule's threshold means depends on the report rate. Kept as the
    /// literal anchor for comparison.
    case samples
}
