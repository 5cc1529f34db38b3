/// A direction rule's answer for one displacement.
public enum DirectionVerdict: String, Hashable, Sendable {
    /// Not clear yet: keep forwarding and ask again on the next move.
    case undecided
    /// The gesture is the rule's direction: take it over.
    case takeOver
    /// The gesture is not the rule's direction: stop asking for this gesture.
    case decline
}
