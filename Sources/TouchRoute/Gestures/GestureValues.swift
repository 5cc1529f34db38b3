/// What a recognizer measured at a transition, for its trace record and its
/// action: each field is set only where it applies to the recognizer's kind.
public struct GestureValues: Hashable, Sendable {
    /// The centroid of the recognizer's touches, in window points.
    public var location: Point?
    /// Travel of the centroid since the gesture began, in points (pan, edge pan, swipe).
    public var translation: Vector?
    /// The centroid's velocity, in points per second (pan, edge pan, swipe).
    public var velocity: Vector?
    /// The fingers' spread relative to when the pinch began (1 = unchanged).
    public var scale: Double?
    /// Turn of the line between two fingers since the rotation began, in
    /// radians, positive clockwise on screen (y grows downwards).
    public var rotation: Double?
    /// How fast `scale` changes (scale factor per second) for a pinch, or
    /// `rotation` (radians per second) for a rotation.
    public var rate: Double?

    public init(
        location: Point? = nil, translation: Vector? = nil, velocity: Vector? = nil, scale: Double? = nil,
        rotation: Double? = nil, rate: Double? = nil
    ) {
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.scale = scale
        self.rotation = rotation
        self.rate = rate
    }
}
