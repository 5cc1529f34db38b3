/// Why a text is not a calibration matrix. The message quotes the text and
/// says how to write one.
public struct CalibrationMatrixParseError: Error, Hashable, Sendable {
    /// The ways a text can fail to be a calibration matrix.
    public enum Problem: Hashable, Sendable {
        /// A word that is not a number, such as `x` or `1,0,0,0,1,0`.
        case notANumber(String)
        /// A number that is NaN or infinite, such as `inf`.
        case notFinite(String)
        /// Fewer or more than six numbers; the count found.
        case wrongCount(Int)
    }

    /// The text as given.
    public var text: String
    /// What is wrong with the text.
    public var problem: Problem

    /// Makes an error from its parts; each parameter is the property of the same name.
    public init(text: String, problem: Problem) {
        self.text = text
        self.problem = problem
    }
}

extension CalibrationMatrixParseError: CustomStringConvertible {
    /// Characters of the whole matrix quoted: six numbers with many decimals
    /// (`0.99999 0.0001 …`) run to about 60.
    static let textLimit = 80

    /// Two sentences: what is wrong with the text, and how to write a matrix.
    public var description: String {
        let what =
            switch problem {
            case .notANumber(let word): "has \(QuotedInput(word)) where a number should be"
            case .notFinite(let word): "has \(QuotedInput(word)), which is not a finite number"
            case .wrongCount(let count): "has \(count) number\(count == 1 ? "" : "s"), not 6"
            }
        return
            "The calibration matrix \(QuotedInput(text, limit: Self.textLimit)) \(what). Write six numbers a b c d e f separated by spaces, "
            + "such as \"1 0 0 0 1 0\" for no change."
    }
}
