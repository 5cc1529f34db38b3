/// A gesture played in a fresh layout, and what the router made of it.
public struct GestureJudgment: Hashable, Sendable {
    public var gesture: HumanGesture
    /// The fingers as played: a tap moved by `TapAim`, if it had to be.
    public var played: Gesture
    public var observed: ObservedOutcome
    /// For gestures on moving content: how it moved when the finger came down.
    public var motion: ContentMotion?

    public init(gesture: HumanGesture, played: Gesture, observed: ObservedOutcome, motion: ContentMotion? = nil) {
        self.gesture = gesture
        self.played = played
        self.observed = observed
        self.motion = motion
    }

    /// The router did what the user meant.
    public var isCorrect: Bool { observed.outcome == gesture.intent }
}
