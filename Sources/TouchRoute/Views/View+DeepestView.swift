extension View {
    /// The deepest visible view whose area holds `point` (in this view's
    /// coordinates): the widget under a pointer, for hover, cursors, tooltips
    /// and accessibility. Nil when nothing of this view shows there.
    ///
    /// It answers "what is drawn here", where `hitTest(_:with:)` answers "who
    /// gets a touch that begins here". The two differ in three ways:
    ///
    /// - a scroll view is not the answer for its content: the row under the
    ///   point is (`hitTest` gives the outermost scrolling view, which takes
    ///   every touch first and hands the content its touch after its delay);
    /// - `isUserInteractionEnabled` does not matter: a disabled button is still
    ///   the widget under the pointer, and a screen reader still names it;
    /// - a subview that sticks out of its superview shows there and is found
    ///   there, unless the superview clips what it shows. `clipsToBounds`
    ///   clips; so do scroll views (their content outside them is scrolled out
    ///   of sight) and the window (the screen), as the SDL viewer draws them.
    ///   `hitTest`, as UIKit's, never reaches a subview outside its superview.
    ///
    /// Like `hitTest`, it skips hidden views with their subviews, tries
    /// subviews front to back (the first that answers wins), asks
    /// `pointInside` (so a `HostView`'s `pointInsideHandler`, a round or padded
    /// target) whether the point is in a view's own area, and sees scrolled
    /// content through each scroll view's offset.
    ///
    /// - Complexity: O(views in the subtree) in the worst case; allocates nothing.
    public func deepestView(at point: Point) -> View? {
        deepestView(at: point, takingInteraction: false)
    }

    /// `deepestView(at:)`, skipping (with their subviews) views that ignore
    /// interaction when `takingInteraction` is set: the view whose gesture
    /// recognizers, with its ancestors', a touch-down binds.
    func deepestView(at point: Point, takingInteraction: Bool) -> View? {
        guard !isHidden, !takingInteraction || isUserInteractionEnabled else { return nil }
        let isInside = pointInside(point, with: nil)
        if !isInside && clipsWhatItShows { return nil }
        for child in subviews.reversed() {
            let inChild = child.convertFromSuperview(point)
            if let found = child.deepestView(at: inChild, takingInteraction: takingInteraction) { return found }
        }
        return isInside ? self : nil
    }

    /// Whether subviews show only inside this view.
    private var clipsWhatItShows: Bool { clipsToBounds || self is ScrollView || windowItself != nil }
}
