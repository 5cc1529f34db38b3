/// Why a text is not a `--map` rule. The message quotes the whole argument,
/// says which part is wrong and shows how to write it:
///
/// ```
/// --map 'ILITEK*=800x480+0+0,rotate=45': rotate takes 0, 90, 180 or 270 (clockwise degrees), not 45.
/// ```
public struct DeviceMappingRuleParseError: Error, Hashable, Sendable {
    /// The ways a `--map` argument can be wrong, with the part at fault.
    public enum Problem: Hashable, Sendable {
        /// No `=` before the first comma, so no region after a selector.
        case noRegion
        /// The selector, before the `=`.
        case selector(DeviceSelectorParseError)
        /// The region, after the `=`.
        case region(OutputRegionParseError)
        /// Nothing between two commas, or after the last.
        case emptyOption
        /// An option without `=`; the option as written.
        case optionWithoutValue(String)
        /// An option other than rotate, flip and calibration; its key.
        case unknownOption(String)
        /// An option given twice; its key.
        case repeatedOption(String)
        /// `rotate=` with something other than a multiple of 90; the value.
        case unusableRotation(String)
        /// `flip=` with something other than horizontal, vertical, both or none; the value.
        case unusableFlip(String)
        /// `calibration=` with something other than six numbers.
        case unusableCalibration(CalibrationMatrixParseError)
    }

    /// The whole argument, as given.
    public var text: String
    /// What is wrong with the argument.
    public var problem: Problem

    /// Makes an error from its parts; each parameter is the property of the same name.
    public init(text: String, problem: Problem) {
        self.text = text
        self.problem = problem
    }

    private static let options = "rotate=N, flip=horizontal|vertical|both or calibration=a b c d e f"
}

extension DeviceMappingRuleParseError: CustomStringConvertible {
    /// `--map '<text>': ` then what is wrong and what to do, in whole sentences.
    public var description: String {
        let reason =
            switch problem {
            case .noRegion:
                "there is no \"=\" between the device selector and its region. Write \(DeviceMappingRule.shape), "
                    + "such as 'ILITEK*=640x480+640+0,rotate=90'."
            case .selector(let error):
                "the device selector before \"=\" \(error.explanation)"
            case .region(let error):
                "the region \(QuotedInput(error.text)) \(error.explanation)"
            case .emptyOption:
                "an option between commas is empty. Give options after the region as \(Self.options), "
                    + "separated by single commas."
            case .optionWithoutValue(let option):
                "the option \(QuotedInput(option)) has no \"=\". Give options as \(Self.options)."
            case .unknownOption(let key):
                "there is no option \(QuotedInput(key)). Use \(Self.options)."
            case .repeatedOption(let key):
                "\(QuotedInput(key)) is given more than once. Give each option once."
            case .unusableRotation(let value):
                "rotate takes 0, 90, 180 or 270 (clockwise degrees), not \(Self.quoted(value))."
                    + (Int(value).map(Rotation.hint(forRefused:)) ?? "")
            case .unusableFlip(let value):
                "flip takes horizontal, vertical, both or none, not \(Self.quoted(value))."
            case .unusableCalibration(let error):
                "\(error)"
            }
        return "--map \(QuotedInput(text, limit: Self.argumentLimit)): \(reason)"
    }

    /// Characters of the whole argument quoted: a rule with a calibration
    /// runs to about 70, and each faulty part is quoted again on its own.
    static let argumentLimit = 100

    /// `value` quoted, or `nothing` when it is empty.
    private static func quoted(_ value: String) -> String {
        value.isEmpty ? "nothing" : QuotedInput(value).description
    }
}
