/// Recognises a quick straight stroke of `numberOfTouchesRequired` fingers in
/// one of the permitted `direction`s. Discrete.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go; see `SwipeDirection`.
    public var direction = SwipeDirection.right
    public var numberOfTouchesRequired = 1
    open override var kind: GestureKind { .swipe }
}

/// Screen directions, as a set.
public struct SwipeDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let right = SwipeDirection(rawValue: 1 << 0)
    public static let left = SwipeDirection(rawValue: 1 << 1)
    public static let up = SwipeDirection(rawValue: 1 << 2)
    public static let down = SwipeDirection(rawValue: 1 << 3)
}
