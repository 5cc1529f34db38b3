/// One of the two screen axes. An axis is a value, so code that differs only in
/// reading `dx` or `dy` is written once and parameterised by axis.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes: which ways a scroll view may move.
public struct Axes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = Axes(rawValue: 1)
    public static let vertical = Axes(rawValue: 2)
    public static let both: Axes = [.horizontal, .vertical]

    public func contains(_ axis: Axis) -> Bool {
        isSuperset(of: Axes(axis))
    }

    public init(_ axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
