/// The hit-testing steps a subclass does not override, which
/// `hitTest(_:with:)` builds on. It and `pointInside(_:with:)` stay in the
/// class body, where an override must find them.
extension View {
    /// Whether input at `point` (in this view's coordinates) may reach this
    /// view or its subviews: it is shown, takes interaction, and holds the
    /// point. A touch's hit test and a pointer scroll's path both ask it.
    final func takesInput(at point: Point, with event: TouchEvent?) -> Bool {
        !isHidden && isUserInteractionEnabled && pointInside(point, with: event)
    }

    /// The front-most subview hit at `point` (in this view's coordinates), without
    /// considering the view itself (an "honest" hit test), which a scroll
    /// view uses to find the content under a finger.
    public final func subviewHitTest(_ point: Point, with event: TouchEvent?) -> View? {
        for child in subviews.reversed() {
            let inChild = child.convertFromSuperview(point)
            if let hit = child.hitTest(inChild, with: event) { return hit }
        }
        return nil
    }
}
