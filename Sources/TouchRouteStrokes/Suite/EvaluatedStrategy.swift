import TouchRoute

/// A way for pagers to tell their strokes from their content's, under a
/// name for score tables: a direction rule and an arbitration, given to every
/// `RemorsefulScrollView` of the layout under test, and where the window
/// judges them (on the finger's path, or at the reports alone).
public struct EvaluatedStrategy: Hashable, Sendable {
    public var name: String
    public var strategy: DirectionStrategy
    public var arbitration: Arbitration
    public var decisionSampling: DecisionSampling

    public init(
        name: String, strategy: DirectionStrategy, arbitration: Arbitration, decisionSampling: DecisionSampling = .path
    ) {
        self.name = name
        self.strategy = strategy
        self.arbitration = arbitration
        self.decisionSampling = decisionSampling
    }

    /// The strategies compared by default, in table order: `essay`, the 12/4
    /// rule re-tested on every move whoever owns the touch, at the reports
    /// alone (the pager as first published, the literal anchor whose scores
    /// depend on the report rate; README's Credits say where), the same rule
    /// deciding once, Android ViewPager's and GTK's rules deciding once, and
    /// the library's default (the 12/4 rule, the last one standing wins); all
    /// but the essay judged on the finger's path.
    public static let standard = [
        EvaluatedStrategy(name: "essay", strategy: .remorseful(), arbitration: .literal, decisionSampling: .samples),
        EvaluatedStrategy(name: "decide-once", strategy: .remorseful(), arbitration: .decideOnce),
        EvaluatedStrategy(name: "viewpager", strategy: .viewPager(), arbitration: .decideOnce),
        EvaluatedStrategy(name: "gtk-pan", strategy: .gtkPan(), arbitration: .decideOnce),
        EvaluatedStrategy(name: "default", strategy: .remorseful(), arbitration: .lastOneStanding),
    ]

    /// Give every `RemorsefulScrollView` in `root`'s tree (`root` included)
    /// this strategy and arbitration, and `root`'s window this decision
    /// sampling.
    /// - Returns: how many pagers were configured.
    @discardableResult
    public func apply(to root: View) -> Int {
        root.window?.decisionSampling = decisionSampling
        return configurePagers(in: root)
    }

    private func configurePagers(in root: View) -> Int {
        var count = 0
        if let pager = root as? RemorsefulScrollView {
            pager.strategy = strategy
            pager.arbitration = arbitration
            count += 1
        }
        for child in root.subviews { count += configurePagers(in: child) }
        return count
    }
}
