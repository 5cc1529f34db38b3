/// One of the two screen axes. An axis is a value, so code that differs only in
/// reading `dx` or `dy` is written once and parameterised by axis.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right on screen: the x axis.
    case horizontal
    /// Top to bottom on screen (y grows downwards): the y axis.
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes: which ways a scroll view may move.
public struct Axes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The horizontal axis alone.
    public static let horizontal = Axes(rawValue: 1)
    /// The vertical axis alone.
    public static let vertical = Axes(rawValue: 2)
    /// Both axes: a view that scrolls freely in two dimensions.
    public static let both: Axes = [.horizontal, .vertical]

    /// Whether the set includes `axis`.
    public func contains(_ axis: Axis) -> Bool {
        isSuperset(of: Axes(axis))
    }

    /// The set holding `axis` alone.
    public init(_ axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
