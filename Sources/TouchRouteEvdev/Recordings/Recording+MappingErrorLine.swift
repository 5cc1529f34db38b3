extension Recording {
    /// `FILE:LINE` of the description line that `error` is about, when it is
    /// about one: the `A:` line or `absinfo:` entry of an axis with no range,
    /// or the `LIBINPUT_CALIBRATION_MATRIX` udev property. FILE is the file
    /// the description came from (`description.source`), which for an
    /// events-only evemu file is its `device.desc` or `--description` file.
    /// Nil for a problem with the options, or one no line causes.
    public func location(of error: CoordinateMappingError) -> String? {
        let line: Int? =
            switch error.problem {
            case .emptyAxis(_, let code, _, _):
                descriptionLines.axes[code]
            case .unreadableUdevCalibration, .singularCalibration(_, .udevProperty),
                .calibrationOffScreen(_, .udevProperty):
                descriptionLines.udevProperties[CalibrationSource.udevPropertyName]
            default:
                nil
            }
        return line.map { "\(description.source):\($0)" }
    }
}
