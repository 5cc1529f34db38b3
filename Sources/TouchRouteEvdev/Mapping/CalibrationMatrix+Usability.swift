extension CalibrationMatrix {
    /// Whether the matrix squeezes the touch area onto a line or a point: its
    /// determinant is within 1e-9 of 0. A legitimate calibration scales areas
    /// by roughly 1; this is far below any.
    public var squeezesTouchArea: Bool {
        !(abs(determinant) > 1e-9)
    }

    /// Whether the image of the touch area (the unit square) misses the
    /// screen's, so every touch would land on an edge. Rotation and flips map
    /// the unit square onto itself, so the calibration alone decides.
    public var movesTouchAreaOffScreen: Bool {
        let corners = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)].map { apply(to: NormalizedPoint($0.0, $0.1)) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return !(xs.min()! < 1 && xs.max()! > 0 && ys.min()! < 1 && ys.max()! > 0)
    }
}
