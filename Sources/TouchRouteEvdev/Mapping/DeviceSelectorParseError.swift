/// Why a text is not a device selector. The message says how to write one.
public struct DeviceSelectorParseError: Error, Hashable, Sendable {
    /// The ways a text can fail to be a device selector.
    public enum Problem: Hashable, Sendable {
        /// The text is empty, or only blanks.
        case empty
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

    /// What is wrong and how to write a selector, after `the device selector `.
    var explanation: String {
        switch problem {
        case .empty: "is empty. \(DeviceSelector.forms)"
        }
    }
}

extension DeviceSelectorParseError: CustomStringConvertible {
    /// Two sentences: what is wrong, and the ways to name a device.
    public var description: String {
        "The device selector \(QuotedInput(text)) \(explanation)"
    }
}
