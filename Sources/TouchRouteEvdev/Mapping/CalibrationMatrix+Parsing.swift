extension CalibrationMatrix {
    /// Reads `a b c d e f`: exactly six finite numbers separated by whitespace,
    /// as in the udev property `LIBINPUT_CALIBRATION_MATRIX` and the CLI's
    /// `--calibration`.
    ///
    /// - Throws: `CalibrationMatrixParseError` when a word is not a number, a
    ///   number is not finite, or there are not exactly six of them.
    public init(parsing text: String) throws(CalibrationMatrixParseError) {
        var values: [Double] = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            guard let value = Double(word) else {
                throw CalibrationMatrixParseError(text: text, problem: .notANumber(String(word)))
            }
            guard value.isFinite else {
                throw CalibrationMatrixParseError(text: text, problem: .notFinite(String(word)))
            }
            values.append(value)
        }
        guard values.count == 6 else {
            throw CalibrationMatrixParseError(text: text, problem: .wrongCount(values.count))
        }
        self.init(values[0], values[1], values[2], values[3], values[4], values[5])
    }
}
