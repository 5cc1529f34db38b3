import TouchRoute

/// The keys only a `pager` node takes: how the `RemorsefulScrollView` decides
/// that a gesture is its own. nil keeps the pager's default.
public struct PagerSettings: Hashable, Sendable {
    /// `strategy`: `remorseful`, or `{rule: remorseful, thresholdX:, thresholdY:}`,
    /// `{rule: view-pager, slop:}`, `{rule: gtk-pan, threshold:}`.
    public var strategy: DirectionStrategy?
    /// `arbitration`: last-one-standing, decide-once or literal.
    public var arbitration: Arbitration?

    /// Makes a pager's settings; each parameter is the property of the same name, and nil keeps the
    /// pager's default.
    public init(strategy: DirectionStrategy? = nil, arbitration: Arbitration? = nil) {
        self.strategy = strategy
        self.arbitration = arbitration
    }
}
