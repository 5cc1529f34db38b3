/// Hands out contact numbers: 1, 2, 3… in touch-down order, never reused, so a
/// router never confuses a new contact with an old one.
///
/// A decoder has its own unless given one. Decoders that feed one window (a
/// `TouchSession` with two touchscreens) share one, so a touch on one panel
/// never has the number of a touch on the other.
public final class ContactNumbering {
    private var next = 1

    /// Makes a numbering whose first contact is number 1.
    public init() {}

    func take() -> Int {
        defer { next &+= 1 }
        return next
    }
}
