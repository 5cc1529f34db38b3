/// What a recognizer measured at a transition, for its trace record and its
/// action: each field is set only where it applies to the recognizer's kind.
public struct GestureValues: Hashable, Sendable {
    /// The centroid of the recognizer's touches, in window points.
    public var location: Point? {
        get { has(.location) ? Point(x: storage.0, y: storage.1) : nil }
        set { (storage.0, storage.1) = set(.location, (newValue?.x ?? 0, newValue?.y ?? 0), present: newValue != nil) }
    }
    /// Travel of the centroid since the gesture began, in points (pan, edge pan, swipe).
    public var translation: Vector? {
        get { has(.translation) ? Vector(dx: storage.2, dy: storage.3) : nil }
        set {
            (storage.2, storage.3) = set(.translation, (newValue?.dx ?? 0, newValue?.dy ?? 0), present: newValue != nil)
        }
    }
    /// The centroid's velocity, in points per second (pan, edge pan, swipe).
    public var velocity: Vector? {
        get { has(.velocity) ? Vector(dx: storage.4, dy: storage.5) : nil }
        set {
            (storage.4, storage.5) = set(.velocity, (newValue?.dx ?? 0, newValue?.dy ?? 0), present: newValue != nil)
        }
    }
    /// The fingers' spread relative to when the pinch began (1 = unchanged).
    public var scale: Double? {
        get { has(.scale) ? storage.6 : nil }
        set { (storage.6, _) = set(.scale, (newValue ?? 0, 0), present: newValue != nil) }
    }
    /// Turn of the line between two fingers since the rotation began, in
    /// radians, positive clockwise on screen (y grows downwards).
    public var rotation: Double? {
        get { has(.rotation) ? storage.7 : nil }
        set { (storage.7, _) = set(.rotation, (newValue ?? 0, 0), present: newValue != nil) }
    }
    /// How fast `scale` changes (scale factor per second) for a pinch, or
    /// `rotation` (radians per second) for a rotation.
    public var rate: Double? {
        get { has(.rate) ? storage.8 : nil }
        set { (storage.8, _) = set(.rate, (newValue ?? 0, 0), present: newValue != nil) }
    }

    /// The values without their optionals' tags: 0 where absent, so that
    /// equal values compare and hash equal. Six optionals stored as such made
    /// the value 113 bytes and every trace record (`TraceRecord.gesture`) 153,
    /// too large to copy without calling memcpy: twice per delivery record,
    /// about 7 % of the instructions of a `moveFrame_10fingers_tapViewLeaves`
    /// frame (callgrind). Kept so, the value is 73 bytes and a record 114.
    private var storage: (Double, Double, Double, Double, Double, Double, Double, Double, Double) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// Which of the values are present.
    private var present = Fields()

    private struct Fields: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let location = Fields(rawValue: 1 << 0)
        static let translation = Fields(rawValue: 1 << 1)
        static let velocity = Fields(rawValue: 1 << 2)
        static let scale = Fields(rawValue: 1 << 3)
        static let rotation = Fields(rawValue: 1 << 4)
        static let rate = Fields(rawValue: 1 << 5)
    }

    private func has(_ field: Fields) -> Bool { present.contains(field) }

    /// Mark `field` present or absent; the pair to store (0s when absent).
    private mutating func set(_ field: Fields, _ pair: (Double, Double), present isPresent: Bool) -> (Double, Double) {
        if isPresent { present.insert(field) } else { present.remove(field) }
        return pair
    }

    /// Makes values with the given fields present; a field left nil (the default) is absent.
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

    public static func == (lhs: GestureValues, rhs: GestureValues) -> Bool {
        lhs.location == rhs.location && lhs.translation == rhs.translation && lhs.velocity == rhs.velocity
            && lhs.scale == rhs.scale && lhs.rotation == rhs.rotation && lhs.rate == rhs.rate
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(translation)
        hasher.combine(velocity)
        hasher.combine(scale)
        hasher.combine(rotation)
        hasher.combine(rate)
    }
}

/// Reflected as its six optional values, as when they were stored: so a
/// printed `GestureValues` reads as it always did.
extension GestureValues: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "location": location as Any, "translation": translation as Any, "velocity": velocity as Any,
                "scale": scale as Any, "rotation": rotation as Any, "rate": rate as Any,
            ], displayStyle: .struct)
    }
}
