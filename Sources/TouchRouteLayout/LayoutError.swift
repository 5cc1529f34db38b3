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
///
/// A file with several problems is reported as a compiler reports one: the
/// error is the first in file order, and `followingErrors` holds the rest,
/// in order, up to `LayoutError.mostReported` in all; the description gives
/// one line each.
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
    /// The file's other errors, after this one in file order (line, then
    /// column); empty when this is the only one found.
    public internal(set) var followingErrors: [LayoutError] = []
    /// How many errors were found beyond the ones reported (0 unless the
    /// file had more than `mostReported`).
    public internal(set) var unreportedCount = 0

    /// The most errors one reading reports, as a compiler stops after a
    /// screenful: past that, one more line says how many more there were.
    public static let mostReported = 20

    /// This error and every following one, in file order, each alone.
    public var allErrors: [LayoutError] {
        var first = self
        first.followingErrors = []
        first.unreportedCount = 0
        return [first] + followingErrors
    }

    /// Makes a single error, with no following ones; each parameter is the property of the same
    /// name (`column` only for YAML syntax errors).
    public init(file: String, line: Int?, column: Int? = nil, keyPath: String, problem: String, remedy: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.problem = problem
        self.remedy = remedy
    }

    /// `errors` (not empty) as one error: the first in file order, the rest
    /// following it, up to `mostReported`, with `beyond` more found but not
    /// kept counted among those not shown. A problem found twice (a link
    /// checked from both ends) is reported once.
    static func collected(_ errors: [LayoutError], beyond: Int = 0) -> LayoutError {
        var ordered: [LayoutError] = []
        var seen = Set<String>()
        for error in errors.enumerated().sorted(by: { a, b in
            let left = (a.element.line ?? 0, a.element.column ?? 0, a.offset)
            let right = (b.element.line ?? 0, b.element.column ?? 0, b.offset)
            return left < right
        }).map(\.element) where seen.insert(error.ownDescription).inserted {
            ordered.append(error)
        }
        var first = ordered[0]
        first.followingErrors = Array(ordered.dropFirst().prefix(mostReported - 1))
        first.unreportedCount = max(ordered.count - mostReported, 0) + beyond
        return first
    }

    /// One line for each error, in file order, and a last line with how
    /// many more were found when there were more than `mostReported`.
    public var description: String {
        var lines = [ownDescription] + followingErrors.map(\.ownDescription)
        if unreportedCount > 0 {
            lines.append(
                "\(file): \(unreportedCount) more error\(unreportedCount == 1 ? "" : "s") not shown. Fix these and read the file again."
            )
        }
        return lines.joined(separator: "\n")
    }

    /// This error's own line.
    private var ownDescription: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        let path = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(place): \(path)\(problem). \(remedy)"
    }
}
