/// A widget the host toolkit draws and handles itself: it hit-tests and
/// receives touches through the host's closures.
///
/// A toolkit (often in C) that mirrors only its scroll containers in the
/// router places one of these where each of its own interactive widgets
/// is. The router then treats the widget as UIKit treats a view inside a
/// `UIScrollView`: a touch that stays still reaches it after the scroll
/// view's 150 ms delay (at once if it lifts sooner), and a scroll that
/// starts later cancels it there, unless `isCancellableByScrolling` is false
/// (a button or a slider, as `Control` is).
///
/// It keeps the touches it gets, as `TapView` does: they do not go on up the
/// responder chain, whether or not `touchesHandler` is set.
///
/// ```swift
/// let knob = HostView(name: "volume", frame: Rect(x: 20, y: 300, width: 48, height: 48))
/// knob.isCancellableByScrolling = false        // a slider keeps its touch
/// knob.pointInsideHandler = { point in         // round: only inside the circle
///     let dx = point.x - 24, dy = point.y - 24
///     return dx * dx + dy * dy <= 24 * 24
/// }
/// knob.touchesHandler = { phase, touches, event in
///     for touch in touches { widget_touch(phase, touch.id, touch.location) }  // window points
/// }
/// list.addSubview(knob)
/// ```
///
/// The closures are held by the view: capture the view itself `unowned` (or
/// not at all), or neither is ever freed.
open class HostView: View {
    /// Whether `point` (in this view's coordinates, points) is inside the
    /// widget; nil means inside `bounds`.
    ///
    /// When set it replaces `pointInside`'s bounds test, so it may answer
    /// true outside `bounds` (a padded target) or false inside (a round
    /// one). Hit testing asks it only after the hidden and interaction checks
    /// pass, and only for points that reached this view: each ancestor's own
    /// bounds still limit where touches can land, as in UIKit. Anything else
    /// that calls `pointInside` asks it too.
    public var pointInsideHandler: ((Point) -> Bool)?

    /// The touches the widget receives, with their phase, exactly as a
    /// `TapView`'s `touches…` methods would be called: the same touches, at
    /// the same input times, in the same order, `began` first and then
    /// exactly one `ended` or `cancelled` per touch. Copy what you need from
    /// each `Touch` (`id`, `location(in:)`); the objects are reused.
    public var touchesHandler: ((TouchPhase, TouchSet, TouchEvent) -> Void)?

    open override func pointInside(_ point: Point, with event: TouchEvent?) -> Bool {
        pointInsideHandler?(point) ?? super.pointInside(point, with: event)
    }

    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        touchesHandler?(.began, touches, event)
    }

    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        touchesHandler?(.moved, touches, event)
    }

    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        touchesHandler?(.ended, touches, event)
    }

    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        touchesHandler?(.cancelled, touches, event)
    }
}
