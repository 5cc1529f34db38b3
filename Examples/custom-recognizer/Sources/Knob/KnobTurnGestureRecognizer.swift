import Glibc
import TouchRoute

/// A knob turned by one finger going round its view's centre: a continuous
/// recognizer of its own kind, `knob-turn`, which the trace shows under that
/// name.
///
/// ```
///  one finger down ─▶ possible: the angle is measured about the view's centre
///  it turns more than beginAngle ─▶ began, then changed with each move
///  it travels failDistance with less than beginAngle turned (a straight
///      drag, not a turn), or a second finger comes down ─▶ failed
///  the finger lifts ─▶ ended (or failed, if it never began)
/// ```
///
/// `rotation` in its values is the angle turned since the finger came down,
/// in radians, clockwise positive on screen (y grows downwards), unwrapped
/// past a whole turn.
public final class KnobTurnGestureRecognizer: GestureRecognizer {
    /// Radians, π/12 (15°): a finger placed on the knob wobbles a few
    /// degrees about its centre; a quarter of a right angle is a turn.
    public static let standardBeginAngle = Double.pi / 12
    /// Points, 30: a straight drag this long that has turned less than the
    /// begin angle is a drag through the knob (a list's scroll), not a turn.
    public static let standardFailDistance = 30.0

    public var beginAngle = KnobTurnGestureRecognizer.standardBeginAngle
    public var failDistance = KnobTurnGestureRecognizer.standardFailDistance

    /// The knob's own kind: continuous, named for the trace.
    public static let kind = GestureKind(name: "knob-turn", isContinuous: true)

    /// The angle turned since touch-down, radians, clockwise positive.
    public private(set) var turned = 0.0
    private var lastAngle: Double?

    public override var kind: GestureKind { Self.kind }

    public override var values: GestureValues {
        GestureValues(location: centroid, rotation: turned)
    }

    public override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        if numberOfTouches > 1 { return fail() }
        lastAngle = touches.anyTouch.flatMap(angle(of:))
    }

    public override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard let touch = touches.anyTouch, let last = lastAngle, let now = angle(of: touch) else { return }
        // The smallest step from the last angle to this one: a finger does
        // not go half round between two reports.
        var step = now - last
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        turned += step
        lastAngle = now
        switch state {
        case .possible:
            if abs(turned) > beginAngle {
                transition(to: .began)
            } else if touch.translation.length > failDistance {
                fail()
            }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    public override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        if state.isActive { transition(to: .ended) }
    }

    public override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        if state.isActive { transition(to: .cancelled) }
    }

    public override func reset() {
        turned = 0
        lastAngle = nil
    }

    private func fail() {
        lastAngle = nil
        transition(to: .failed)
    }

    /// The touch's angle about the knob's centre, radians; nil at the centre
    /// itself or outside a window.
    private func angle(of touch: Touch) -> Double? {
        guard let view else { return nil }
        let centre = view.convert(Point(x: view.bounds.width / 2, y: view.bounds.height / 2), to: nil)
        let offset = touch.location.displacement(from: centre)
        guard offset.length > 1 else { return nil }
        return atan2(offset.dy, offset.dx)
    }
}
