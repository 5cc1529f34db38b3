/// Where a view sits in its tree.
extension View {
    /// How many superviews this view has: 0 for a root. - Complexity: O(depth).
    var superviewCount: Int {
        var count = 0
        var current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    /// Whether this view is `ancestor` or lies inside it. - Complexity: O(depth).
    public func isDescendant(of ancestor: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }
}
