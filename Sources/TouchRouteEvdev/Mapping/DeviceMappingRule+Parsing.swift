extension DeviceMappingRule {
    /// Reads `SELECTOR=WxH+X+Y[,rotate=N][,flip=horizontal|vertical|both|none][,calibration=a b c d e f]`.
    ///
    /// The options follow the region after commas, in any order, each at most
    /// once. The selector is split from the region at the last `=` before the
    /// first comma, so a selector may hold an `=` but not a comma (a glob's `?`
    /// stands in for one). Blanks around each part are dropped.
    ///
    /// - Throws: `DeviceMappingRuleParseError`, quoting the whole argument and
    ///   saying which part is wrong and how to write it.
    public init(parsing text: String) throws(DeviceMappingRuleParseError) {
        func failure(_ problem: DeviceMappingRuleParseError.Problem) -> DeviceMappingRuleParseError {
            DeviceMappingRuleParseError(text: text, problem: problem)
        }
        var parts = text.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingBlanks)
        let head = parts.removeFirst()
        guard let equals = head.lastIndex(of: "=") else { throw failure(.noRegion) }
        do {
            selector = try DeviceSelector(parsing: String(head[..<equals].trimmingBlanks))
        } catch {
            throw failure(.selector(error))
        }
        do {
            region = try OutputRegion(parsing: String(head[head.index(after: equals)...].trimmingBlanks))
        } catch {
            throw failure(.region(error))
        }

        var given: Set<String> = []
        for part in parts {
            guard !part.isEmpty else { throw failure(.emptyOption) }
            guard let equals = part.firstIndex(of: "=") else { throw failure(.optionWithoutValue(String(part))) }
            let key = String(part[..<equals].trimmingBlanks)
            let value = String(part[part.index(after: equals)...].trimmingBlanks)
            guard given.insert(key).inserted else { throw failure(.repeatedOption(key)) }
            switch key {
            case "rotate":
                guard let degrees = Int(value), let rotation = Rotation(degrees: degrees) else {
                    throw failure(.unusableRotation(value))
                }
                self.rotation = rotation
            case "flip":
                guard let flips = Self.flipWords.first(where: { $0.key == value })?.value else {
                    throw failure(.unusableFlip(value))
                }
                self.flips = flips
            case "calibration":
                do {
                    calibration = try CalibrationMatrix(parsing: value)
                } catch {
                    throw failure(.unusableCalibration(error))
                }
            default:
                throw failure(.unknownOption(key))
            }
        }
    }
}
