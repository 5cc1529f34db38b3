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
    /// nothing on the path accepts. (Unlike `deepestView(at:)`, which names
    /// what is drawn under a pointer, a view that ignores interaction stops
    /// the path: a pointer scroll is input, like a touch.)
    /// - Complexity: O(depth × siblings); allocates nothing.
    func innermostScrollView(at point: Point, where accepts: (ScrollView) -> Bool) -> ScrollView? {
        guard takesInput(at: point, with: nil) else { return nil }
        return innermostScrollViewInside(at: point, where: accepts)
    }

    private func innermostScrollViewInside(at point: Point, where accepts: (ScrollView) -> Bool) -> ScrollView? {
        for child in subviews.reversed() {
            let inChild = child.convertFromSuperview(point)
            guard child.takesInput(at: inChild, with: nil) else { continue }
            if let found = child.innermostScrollViewInside(at: inChild, where: accepts) { return found }
            break
        }
        if let scroll = self as? ScrollView, accepts(scroll) { return scroll }
        return nil
    }
}
