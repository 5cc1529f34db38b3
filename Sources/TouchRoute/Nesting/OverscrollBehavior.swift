/// What a scroll view does with the part of a drag or a glide it cannot use
/// itself (it has reached an edge): CSS's `overscroll-behavior`, applied to
/// the axes the view scrolls.
///
/// ```
///  .auto     chain: the rest goes to the nearest enclosing scroll view that
///            scrolls the same axis, and on out to the end of the chain
///  .contain  no chaining: the rest rubber-bands this view (if it `bounces`)
///  .none     no chaining and no bounce: the rest is dropped at the edge
/// ```
///
/// Chaining runs both ways along one chain: a drag that starts on the outer
/// view (on a header, say) reaches the inner view through
/// `ScrollView.nestedScrollingChild`, but only an inner view whose behaviour is
/// `.auto`, since it is that view's link to its parent.
public enum OverscrollBehavior: String, Sendable, CaseIterable {
    /// Chain the rest to the nearest enclosing scroll view that scrolls the same axis: the default.
    case auto
    /// Chain nothing: the rest rubber-bands this view, if it `bounces`.
    case contain
    /// Chain nothing and bounce nothing: the rest is dropped at the edge.
    case none

    /// Whether a view with this behaviour passes what it cannot use to its parent.
    public var chainsToParent: Bool { self == .auto }
}
