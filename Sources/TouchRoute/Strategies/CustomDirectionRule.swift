/// A toolkit's own direction rule, as a closure: for `DirectionStrategy.custom`.
///
/// The closure gets the touch's displacement from touch-down, in window
/// points, and the axis the deciding scroll view scrolls along; it answers as
/// the built-in rules do. It runs on every move until it decides, so it must
/// be cheap and must not allocate. Two custom rules are equal only when they
/// are the same object.
///
/// ```swift
/// let steep = CustomDirectionRule(name: "steep") { d, axis in
///     let along = abs(d[axis]), across = abs(d[axis.cross])
///     if along > 20, along > 3 * across { return .takeOver }
///     return across > 20 ? .decline : .undecided
/// }
/// pager.strategy = .custom(steep)
/// ```
public final class CustomDirectionRule: Hashable, @unchecked Sendable {
    /// The rule's name in decision traces.
    public let name: String
    /// The thresholds shown in decision traces, in points, if the rule has any.
    /// `x` is also the least travel along the axis before the last one
    /// standing takes a gesture the rule left undecided (see
    /// `Arbitration.lastOneStanding`), when it is longer than the pan start.
    public let thresholds: Thresholds
    private let verdict: (Vector, Axis) -> DirectionVerdict

    /// `decide` must be safe to call from the thread that routes touches, and
    /// is called only there.
    public init(
        name: String, thresholds: Thresholds = Thresholds(x: nil, y: nil),
        decide: @escaping (_ displacement: Vector, _ axis: Axis) -> DirectionVerdict
    ) {
        self.name = name
        self.thresholds = thresholds
        self.verdict = decide
    }

    /// The closure's verdict on `displacement` (window points from touch-down) for a view that scrolls
    /// along `axis`.
    public func decide(_ displacement: Vector, along axis: Axis) -> DirectionVerdict {
        verdict(displacement, axis)
    }

    public static func == (lhs: CustomDirectionRule, rhs: CustomDirectionRule) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
