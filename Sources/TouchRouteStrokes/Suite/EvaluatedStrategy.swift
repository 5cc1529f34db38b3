import TouchRoute

/// A way for pagers to tell their strokes from their content's, under a
/// name for score tables: a direction rule and an arbitration, given to every
/// `RemorsefulScrollView` of the layout under test, whether every scroll view
/// takes back a touch it declined (`LastOneStandingRule.reconsidersDeclines`),
/// and where the window judges them (on the finger's path, or at the reports
/// alone).
public struct EvaluatedStrategy: Hashable, Sendable {
    /// The strategy's column heading in score tables, such as `essay` or `default`. Tables find
    /// a column by its name, so the strategies compared together need different names.
    public var name: String
    /// The direction rule every pager uses to tell its strokes from its content's.
    public var strategy: DirectionStrategy
    /// How every pager's testing depends on what its content did with the touch: decide once,
    /// the last one standing, or re-test on every move (`literal`).
    public var arbitration: Arbitration
    /// Where the window judges thresholds: on the finger's path between reports (the default),
    /// or at the reports alone, as the essay does.
    public var decisionSampling: DecisionSampling
    /// Given to every scroll view, the lists included: off for the published
    /// rules, whose lists' declines are final, so that their scores stay theirs.
    public var reconsidersDeclines: Bool

    /// Makes a strategy; each parameter is the property of the same name. By default it is
    /// judged on the finger's path and its scroll views take back touches they declined.
    public init(
        name: String, strategy: DirectionStrategy, arbitration: Arbitration, decisionSampling: DecisionSampling = .path,
        reconsidersDeclines: Bool = true
    ) {
        self.name = name
        self.strategy = strategy
        self.arbitration = arbitration
        self.decisionSampling = decisionSampling
        self.reconsidersDeclines = reconsidersDeclines
    }

    /// The strategies compared by default, in table order: `essay`, the 12/4
    /// rule re-tested on every move whoever owns the touch, at the reports
    /// alone (the pager as first published, the literal anchor whose scores
    /// depend on the report rate; README's Credits say where), the same rule
    /// deciding once, Android ViewPager's and GTK's rules deciding once, and
    /// the library's default (the 12/4 rule, the last one standing wins, a
    /// list takes back what it declined when nobody else will); all but the
    /// essay judged on the finger's path.
    public static let standard = [
        EvaluatedStrategy(
            name: "essay", strategy: .remorseful(), arbitration: .literal, decisionSampling: .samples,
            reconsidersDeclines: false),
        EvaluatedStrategy(
            name: "decide-once", strategy: .remorseful(), arbitration: .decideOnce, reconsidersDeclines: false),
        EvaluatedStrategy(
            name: "viewpager", strategy: .viewPager(), arbitration: .decideOnce, reconsidersDeclines: false),
        EvaluatedStrategy(name: "gtk-pan", strategy: .gtkPan(), arbitration: .decideOnce, reconsidersDeclines: false),
        EvaluatedStrategy(name: "default", strategy: .remorseful(), arbitration: .lastOneStanding),
    ]

    /// Give every `RemorsefulScrollView` in `root`'s tree (`root` included)
    /// this strategy and arbitration, every scroll view there
    /// `reconsidersDeclines`, and `root`'s window this decision sampling.
    /// - Returns: how many pagers were configured.
    @discardableResult
    public func apply(to root: View) -> Int {
        root.window?.decisionSampling = decisionSampling
        return configurePagers(in: root)
    }

    private func configurePagers(in root: View) -> Int {
        var count = 0
        if let scrollView = root as? ScrollView {
            scrollView.arbitrationPolicy.lastOneStanding.reconsidersDeclines = reconsidersDeclines
        }
        if let pager = root as? RemorsefulScrollView {
            pager.strategy = strategy
            pager.arbitration = arbitration
            count += 1
        }
        for child in root.subviews { count += configurePagers(in: child) }
        return count
    }
}
