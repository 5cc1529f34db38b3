extension View {
    /// `point` from this view's coordinates into `view`'s; into window coordinates
    /// when `view` is nil. Both views must be in the same tree.
    /// - Complexity: O(depth of both views).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = convertToWindow(point)
        return view?.convertFromWindow(inWindow) ?? inWindow
    }

    /// `point` from `view`'s coordinates (window coordinates when nil) into this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        convertFromWindow(view?.convertToWindow(point) ?? point)
    }

    /// `point` from the superview's coordinates into this view's: the one step
    /// of `convert(_:from:)` that a walk down the tree (a hit test) takes at
    /// each level. Undo the frame origin, add the bounds origin.
    /// - Complexity: O(1).
    public func convertFromSuperview(_ point: Point) -> Point {
        Point(x: point.x - frame.origin.x + bounds.origin.x, y: point.y - frame.origin.y + bounds.origin.y)
    }

    /// This view's `bounds` expressed in window coordinates: where it is on screen.
    public var frameInWindow: Rect {
        Rect(origin: convertToWindow(bounds.origin), size: bounds.size)
    }

    /// Root coordinates: the space of the top-most ancestor (the window).
    func convertToWindow(_ point: Point) -> Point {
        var result = point
        var current = Unmanaged.passUnretained(self)
        while let parent = current._withUnsafeGuaranteedRef({ $0.parentLink }) {
            current._withUnsafeGuaranteedRef { view in
                // Own space → superview space: undo the bounds origin, add the frame origin.
                result = Point(
                    x: result.x - view.bounds.origin.x + view.frame.origin.x,
                    y: result.y - view.bounds.origin.y + view.frame.origin.y)
            }
            current = parent
        }
        return result
    }

    func convertFromWindow(_ point: Point) -> Point {
        // Each level below the root shifts by its bounds origin minus its frame
        // origin; the shifts add up, so walk up once and apply the sum.
        var result = point
        // Unmanaged links: the chain is alive for the call, so skip the retains.
        var current = Unmanaged.passUnretained(self)
        while let parent = current._withUnsafeGuaranteedRef({ $0.parentLink }) {
            current._withUnsafeGuaranteedRef { view in
                result.x += view.bounds.origin.x - view.frame.origin.x
                result.y += view.bounds.origin.y - view.frame.origin.y
            }
            current = parent
        }
        return result
    }
}
