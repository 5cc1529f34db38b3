import TouchRoute

/// A way for pagers to tell their strokes from their content's, under a
/// name for score tables: a direction rule and an arbitration, given to every
/// `RemorsefulScrollView` of the layout under test.
public struct EvaluatedStrategy: Hashable, Sendable {
    public var name: String
    public var strategy: DirectionStrategy
    public var arbitration: Arbitration

    public init(name: String, strategy: DirectionStrategy, arbitration: Arbitration) {
        self.name = name
        self.strategy = strategy
        self.arbitration = arbitration
    }

    /// The strategies compared by default, in table order: `essay`, the 12/4
    /// rule re-tested on every move whoever owns the touch (the pager as first
    /// published; README's Credits say where), the same rule deciding
    /// once, Android ViewPager's and GTK's rules deciding once, and the
    /// library's default (the 12/4 rule, the last one standing wins).
    public static let standard = [
        EvaluatedStrategy(name: "essay", strategy: .remorseful(), arbitration: .literal),
        EvaluatedStrategy(name: "decide-once", strategy: .remorseful(), arbitration: .decideOnce),
        EvaluatedStrategy(name: "viewpager", strategy: .viewPager(), arbitration: .decideOnce),
        EvaluatedStrategy(name: "gtk-pan", strategy: .gtkPan(), arbitration: .decideOnce),
        EvaluatedStrategy(name: "default", strategy: .remorseful(), arbitration: .lastOneStanding),
    ]

    /// Give every `RemorsefulScrollView` in `root`'s tree (`root` included)
    /// this strategy and arbitration.
    /// - Returns: how many pagers were configured.
    @discardableResult
    public func apply(to root: View) -> Int {
        var count = 0
        if let pager = root as? RemorsefulScrollView {
            pager.strategy = strategy
            pager.arbitration = arbitration
            count += 1
        }
        for child in root.subviews { count += apply(to: child) }
        return count
    }
}
