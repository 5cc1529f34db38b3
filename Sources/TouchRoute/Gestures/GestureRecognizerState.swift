/// Where a gesture recognizer is in its life, with UIKit's meanings.
///
/// ```
///  discrete (tap, double tap, swipe):
///    possible ──▶ recognized
///        └─────▶ failed
///  continuous (long press, pan, pinch, rotation, edge pan):
///    possible ──▶ began ──▶ changed* ──▶ ended
///        │          └──────────┴──────▶ cancelled
///        └──────▶ failed
/// ```
///
/// Every recognizer goes back to `possible` once all the touches it saw have
/// lifted (the reset is not a transition and is not traced).
public enum GestureRecognizerState: String, Hashable, Sendable, CaseIterable {
    /// Not yet recognized or failed: where every recognizer starts, and where it goes back to when it resets.
    case possible
    /// A continuous recognizer has recognized the start of its gesture.
    case began
    /// A continuous gesture under way has moved on; repeated for each change.
    case changed
    /// A continuous gesture has finished normally, its fingers lifted.
    case ended
    /// A continuous gesture under way was cut off, such as by one of its touches being cancelled.
    case cancelled
    /// The touches are not this recognizer's gesture; it waits in this state until it resets.
    case failed
    /// A discrete recognizer's success: UIKit's `.recognized` (which it spells `.ended`).
    case recognized

    /// The recognizer is done with the current touches: it will not change again until it resets.
    public var isFinished: Bool {
        switch self {
        case .ended, .cancelled, .failed, .recognized: true
        case .possible, .began, .changed: false
        }
    }

    /// A continuous recognizer is under way: it has begun and not yet finished.
    public var isActive: Bool { self == .began || self == .changed }

    /// Whether a recognizer may go from this state to `next`: the arrows in the
    /// type's diagram, for a discrete recognizer (`continuous` false) or a continuous one.
    public func canTransition(to next: GestureRecognizerState, continuous: Bool) -> Bool {
        switch (self, next) {
        case (.possible, .failed): true
        case (.possible, .recognized): !continuous
        case (.possible, .began): continuous
        case (.began, .changed), (.changed, .changed): continuous
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled): continuous
        default: false
        }
    }
}
