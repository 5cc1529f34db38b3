/// A layout file that cannot be used, with where and why: the file, the line
/// (1-based, when the problem has one), the key path inside the document
/// (`views[0].subviews[2].frame`), what was wrong and what to do about it.
///
/// The description is one sentence a user can act on, in the shape compilers
/// use so editors can jump to it:
///
/// ```
/// Examples/x.yaml:12: views[0].subviews[2].frame: expected [x, y, width, height] as 4 numbers, found 3. Give the frame as [x, y, width, height] in points.
/// ```
public struct LayoutError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The layout file's path, as given.
    public let file: String
    /// The 1-based line the problem is on; nil for the file as a whole.
    public let line: Int?
    /// The 1-based column, given only for YAML syntax errors.
    public let column: Int?
    /// Where in the document, such as `views[0].frame`; empty for the document itself.
    public let keyPath: String
    /// What is wrong, without a final full stop: `found 3 numbers`.
    public let problem: String
    /// What to do about it, as a sentence.
    public let remedy: String

    public init(file: String, line: Int?, column: Int? = nil, keyPath: String, problem: String, remedy: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.problem = problem
        self.remedy = remedy
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        let path = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(place): \(path)\(problem). \(remedy)"
    }
}
