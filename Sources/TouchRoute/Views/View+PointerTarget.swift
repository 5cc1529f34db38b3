/// Finding the scroll view under a pointer. A touch is hit-tested to the
/// outermost scroll view, which then arbitrates with what it holds; a pointer
/// scroll has nothing to arbitrate (its axis is known at once), so it goes
/// straight to the innermost scroll view that wants it, as on desktops.
extension View {
    /// The innermost scroll view under `point` (this view's coordinates)
    /// for which `accepts` holds, visiting the scroll views on the path from
    /// the innermost outwards. The path is the hit test's: hidden views and
    /// views that ignore interaction are never on it, and the front-most
    /// subview hit hides those behind it. Nil when this view is not hit or
    /// nothing on the path accepts.
    /// - Complexity: O(depth × siblings); allocates nothing.
    func innermostScrollView(at point: Point, where accepts: (ScrollView) -> Bool) -> ScrollView? {
        guard isHitByPointer(at: point) else { return nil }
        return innermostScrollViewInside(at: point, where: accepts)
    }

    private func isHitByPointer(at point: Point) -> Bool {
        !isHidden && isUserInteractionEnabled && pointInside(point, with: nil)
    }

    private func innermostScrollViewInside(at point: Point, where accepts: (ScrollView) -> Bool) -> ScrollView? {
        for child in subviews.reversed() {
            let inChild = Point(
                x: point.x - child.frame.origin.x + child.bounds.origin.x,
                y: point.y - child.frame.origin.y + child.bounds.origin.y)
            guard child.isHitByPointer(at: inChild) else { continue }
            if let found = child.innermostScrollViewInside(at: inChild, where: accepts) { return found }
            break
        }
        if let scroll = self as? ScrollView, accepts(scroll) { return scroll }
        return nil
    }
}
