/// Recognises a quick straight stroke of `numberOfTouchesRequired` fingers in
/// one of the permitted `direction`s. Discrete.
///
/// Once the required fingers are down, their centroid's travel is judged on
/// every move: when it reaches `minimumDistance`, the stroke recognizes if it
/// lies within `maximumAngle` of a permitted direction and its average speed
/// since the fingers came down is at least `minimumSpeed`, and fails
/// otherwise. It fails, too, if more fingers come down or they lift first.
/// `values` carry the stroke's `translation` and average `velocity`.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Points, 30: three tap slops (`TapView.standardTapSlop`), so no tap,
    /// however sloppy, is a swipe.
    public static let standardMinimumDistance = 3 * TapView.standardTapSlop
    /// Points per second, 300 on average over the stroke: a flick covers
    /// 30 pt in a tenth of a second, while a finger placing content or
    /// reading along a row moves at a few tens of points a second. (Flutter's
    /// `kMinFlingVelocity`, 50 px/s, judges a release's speed, not a stroke's average.)
    public static let standardMinimumSpeed = 300.0
    /// Radians, π/6 (30°): a stroke further off its direction moves more
    /// than half as much across as along (tan 30° ≈ 0.58), as much a
    /// diagonal as a swipe.
    public static let standardMaximumAngle = Double.pi / 6

    /// The directions a swipe may go; see `SwipeDirection`.
    public var direction = SwipeDirection.right
    /// Fingers that make the stroke, 1 by default; more down before it is judged fail it.
    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 6,672 instructions a frame checked (all 4 here at once).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// Points the centroid must travel; see `standardMinimumDistance`.
    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 6,672 instructions a frame checked (all 4 here at once).
    @exclusivity(unchecked) public var minimumDistance = SwipeGestureRecognizer.standardMinimumDistance
    /// Average points per second over the stroke; see `standardMinimumSpeed`.
    public var minimumSpeed = SwipeGestureRecognizer.standardMinimumSpeed
    /// Radians a stroke may lie off a permitted direction; see `standardMaximumAngle`.
    public var maximumAngle = SwipeGestureRecognizer.standardMaximumAngle

    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 6,672 instructions a frame checked (all 4 here at once).
    @exclusivity(unchecked) private var start: (location: Point, time: EventTime)?
    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 6,672 instructions a frame checked (all 4 here at once).
    @exclusivity(unchecked) private var lastLocation: Point?
    private var stroke: (translation: Vector, velocity: Vector)?

    open override var kind: GestureKind { .swipe }
    open override var values: GestureValues {
        GestureValues(location: centroid ?? lastLocation, translation: stroke?.translation, velocity: stroke?.velocity)
    }

    /// Notes where and when the stroke starts once the required fingers are down; more fail it.
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            transition(to: .failed)
        } else if numberOfTouches == numberOfTouchesRequired, let centroid = centroid(in: event.window.touchTable) {
            start = (centroid, event.time)
        }
    }

    /// Once the centroid has gone `minimumDistance`, recognizes a stroke within `maximumAngle` of a
    /// permitted direction and fast enough on average, and fails any other.
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible, let start else { return }
        // The touches in hand are usually all it follows: their centroid
        // needs no new set (which would count a reference to the table).
        guard let centroid = touches.mask == touchMask ? touches.centroid : centroid(in: event.window.touchTable)
        else { return }
        lastLocation = centroid
        let translation = centroid.displacement(from: start.location)
        let distance = translation.length
        guard distance >= minimumDistance else { return }
        // Seconds, at least the clock's microsecond: the speed's divisor.
        let elapsed = max(event.time - start.time, .microseconds(1)).seconds
        stroke = (translation, translation * (1 / elapsed))
        // Within the angle: the cosine between stroke and direction is at least the limit's.
        let leastCosine = Double.cosine(of: min(max(maximumAngle, 0), Double.pi))
        let straight = Self.directions.contains { permitted, unit in
            direction.contains(permitted)
                && (translation.dx * unit.dx + translation.dy * unit.dy) / distance >= leastCosine
        }
        transition(to: straight && distance / elapsed >= minimumSpeed ? .recognized : .failed)
    }

    /// A lift before the stroke has been judged fails it.
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible { transition(to: .failed) }
    }

    /// A cancel before the stroke has been judged fails it.
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible { transition(to: .failed) }
    }

    open override func reset() {
        start = nil
        lastLocation = nil
        stroke = nil
    }

    /// Each direction with its unit vector on screen (y grows downwards).
    private static let directions: [(SwipeDirection, Vector)] = [
        (.right, Vector(dx: 1, dy: 0)), (.left, Vector(dx: -1, dy: 0)),
        (.up, Vector(dx: 0, dy: -1)), (.down, Vector(dx: 0, dy: 1)),
    ]
}

/// Screen directions, as a set.
public struct SwipeDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Rightwards on screen: the default.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Leftwards on screen.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Upwards on screen (towards smaller y).
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Downwards on screen (towards larger y).
    public static let down = SwipeDirection(rawValue: 1 << 3)
}
