/// Why a text is not an output region (`WxH+X+Y`). The message quotes the
/// text and shows how to write one.
public struct OutputRegionParseError: Error, Hashable, Sendable {
    /// The ways a text can fail to be a `WxH+X+Y` region.
    public enum Problem: Hashable, Sendable {
        /// Not `WxH` or `WxH+X+Y`, such as `800`, `800x480+0` or `x480`.
        case wrongShape
        /// A part that is not a plain decimal number, such as `8OO`, `1e3` or `inf`.
        case notANumber(String)
        /// A width or height of 0; which one (`width` or `height`).
        case zeroSide(String)
        /// An offset written with `-`, which X11 counts from the right or
        /// bottom edge; regions here count from the top-left only.
        case offsetFromFarEdge
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

    /// How to write a region, the last sentence of every message.
    static let shape =
        "Write WxH+X+Y in window points: the width and height (above 0), then the offsets "
        + "of the region's top-left corner from the window's, such as 640x480+640+0 (WxH alone is at +0+0)."

    /// What is wrong and how to write a region, after `the region "…" `.
    var explanation: String {
        let what =
            switch problem {
            case .wrongShape: "is not WxH+X+Y."
            case .notANumber(let word): "has \(QuotedInput(word)) where a number should be."
            case .zeroSide(let side): "has a \(side) of 0."
            case .offsetFromFarEdge:
                "has an offset with \"-\", which would count from the window's right or bottom edge."
            }
        return "\(what) \(Self.shape)"
    }
}

extension OutputRegionParseError: CustomStringConvertible {
    /// Two sentences: what is wrong with the text, and how to write a region.
    public var description: String {
        "The region \(QuotedInput(text)) \(explanation)"
    }
}
