import TouchRoute

extension CoordinateMapping: CustomStringConvertible {
    /// One line for the CLI, such as `2777x1570 device units onto 1366x768 pt
    /// (given), rotated 90°, not flipped, calibration 1 0 0 0 1 0 (given)`.
    public var description: String {
        let units = "\(xAxis.span.compactDescription)x\(yAxis.span.compactDescription) device units"
        let calibrationText = calibrationSource == .identity ? "no calibration" : "calibration \(calibration) (\(calibrationSource))"
        return "\(units) onto \(screenSize) pt (\(screenSizeSource)), rotated \(rotation), \(flips), \(calibrationText)"
    }
}
