import TouchRoute

extension CoordinateMapping: CustomStringConvertible {
    /// One line for the CLI, such as `2777x1570 device units onto 1366x768 pt
    /// (given), rotated 90°, not flipped, calibration 1 0 0 0 1 0 (given)`.
    /// A non-zero origin follows the size (`onto 640x480 pt (given) at (640, 0)`);
    /// a zero one is left out, so whole-window lines read as they always have.
    public var description: String {
        let units = "\(xAxis.span.compactDescription)x\(yAxis.span.compactDescription) device units"
        let place = origin == .zero ? "" : " at \(origin)"
        let calibrationText =
            calibrationSource == .identity ? "no calibration" : "calibration \(calibration) (\(calibrationSource))"
        return
            "\(units) onto \(screenSize) pt (\(screenSizeSource))\(place), rotated \(rotation), \(flips), \(calibrationText)"
    }
}
