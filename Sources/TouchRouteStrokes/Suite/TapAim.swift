import TouchRoute

/// Where a tap is played: moved, when need be, so that its first finger comes
/// down at least `margin` points inside the view under it. A finger closer
/// to a row's edge than that could be meant for the row next door, and a
/// suite's taps should be unambiguous. Done when the tap is played, because
/// where rows are then depends on the layout and on how far moving content
/// has carried them.
public enum TapAim {
    /// Points: about a fingertip's contact radius.
    public static let margin = 8.0

    /// `script` moved the least distance that puts its first finger's
    /// touch-down `margin` inside the deepest view under it in `window`
    /// (centred along an axis where the view is narrower than two margins);
    /// unchanged when it already is, or when nothing is under it.
    public static func aimed(_ script: TouchScript, in window: Window) -> TouchScript {
        guard let down = script.fingers.first?.samples.first?.location,
            let target = deepestView(at: down, in: window)
        else { return script }
        let frame = target.frameInWindow
        var shift = Vector.zero
        for axis in Axis.allCases {
            let low = (axis == .horizontal ? frame.minX : frame.minY) + margin
            let high = (axis == .horizontal ? frame.maxX : frame.maxY) - margin
            if low > high {
                shift[axis] = (low + high) / 2 - down[axis]
            } else {
                shift[axis] = min(max(down[axis], low), high) - down[axis]
            }
        }
        return shift == .zero ? script : script.moved(by: shift)
    }

    /// The deepest visible view that takes touches at `point` (window points),
    /// looking through scroll views into their content, front-most first,
    /// as `View.hitTest` would if scroll views did not answer for their content.
    static func deepestView(at point: Point, in window: Window) -> View? {
        var view: View = window
        var local = point
        var found: View?
        descending: while true {
            for child in view.subviews.reversed() where !child.isHidden && child.isUserInteractionEnabled {
                let inChild = child.convertFromSuperview(local)
                if child.pointInside(inChild, with: nil) {
                    view = child
                    local = inChild
                    found = child
                    continue descending
                }
            }
            return found
        }
    }
}
