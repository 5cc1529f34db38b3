import TouchRoute

/// A layout recognizer's `zoomToggle: [from, to]` action: a photo's double
/// tap. When its recognizer fires, the nearest zoomable scroll view under
/// the gesture (the deepest view at its location, then its ancestors; else
/// the recognizer's view and its ancestors) zooms to `to` at the gesture's
/// location if it is at `from`, and back to `from` otherwise: zoomed in by a
/// pinch to any other scale, a double tap zooms out, as in Photos.
struct ZoomToggle {
    let from: Double
    let to: Double

    /// How near `from` a scale counts as being at it, as a share of `from`:
    /// a zoom animation or a bounce may land a hair off.
    static let tolerance = 1e-3

    /// Fire for `recognizer`, which has just recognized (or begun).
    func perform(for recognizer: GestureRecognizer) {
        guard let view = recognizer.view, let window = view.window else { return }
        let location = recognizer.values.location ?? recognizer.centroid
        let under = location.flatMap { window.deepestView(at: $0) }
        guard let scrollView = Self.zoomable(from: under) ?? Self.zoomable(from: view) else { return }
        let isAtFrom = abs(scrollView.zoomScale - from) <= from * Self.tolerance
        let point = location.map { scrollView.convert($0, from: nil) } ?? scrollView.bounds.center
        scrollView.zoom(toScale: isAtFrom ? to : from, at: point, animated: true)
    }

    /// `view` or its nearest ancestor that is a zoomable scroll view.
    static func zoomable(from view: View?) -> ScrollView? {
        var candidate = view
        while let current = candidate {
            if let scrollView = current as? ScrollView, scrollView.isZoomable { return scrollView }
            candidate = current.superview
        }
        return nil
    }
}
