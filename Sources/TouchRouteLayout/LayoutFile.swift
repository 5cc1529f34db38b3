import TouchRouteEvdev
import Yams

/// Reads layout files: YAML, or JSON (YAML's flow syntax, so one parser reads
/// both and reports lines for both).
///
/// ```swift
/// let document = try LayoutFile.load(path: "Examples/remorseful-pager.yaml")
/// let layout = document.build(screen: nil)
/// layout.window.handle(frame)
/// ```
public enum LayoutFile {
    /// Read, parse and check the layout file at `path`.
    public static func load(path: String) throws(LayoutError) -> LayoutDocument {
        try parse(LayoutFileText.read(path: path), file: path)
    }

    /// Parse and check a layout's text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(LayoutError) -> LayoutDocument {
        guard text.utf8.count <= LayoutLimits.largestFileSize else { throw LayoutFileText.tooLarge(file) }
        try LayoutAliasCheck.refuseAliases(in: text, file: file)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw unparsable(file: file)
        }
        guard let root else {
            throw LayoutError(
                file: file, line: nil, keyPath: "", problem: "the layout file is empty",
                remedy: "Give at least a list of views under \"views:\".")
        }
        var reader = LayoutReader()
        return try reader.document(from: PlacedNode(node: root, path: "", file: file))
    }

    /// Yams's error, at its line and column. Only libyaml's own wording is
    /// kept (its problem and context are fixed phrases); Yams's description,
    /// which repeats the input line, is not, and input is quoted escaped.
    static func syntaxError(_ error: YamlError, file: String) -> LayoutError {
        let remedy = "Fix the syntax there: JSON is read as YAML, so brackets, braces and quotes must balance."
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return LayoutError(
                file: file, line: mark.line, column: mark.column, keyPath: "",
                problem: "YAML syntax error: \(problem)\(during)", remedy: remedy)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.prefix(3).map { QuotedInput($0).description }.joined(separator: ", ")
            let more = duplicates.count > 3 ? " and \(duplicates.count - 3) more" : ""
            return LayoutError(
                file: file, line: context.mark.line, column: context.mark.column, keyPath: "",
                problem: "the key \(keys)\(more) appears more than once in one mapping",
                remedy: "Keep one of them: YAML takes one value per key.")
        case .reader(let problem, let offset, let value, let yaml):
            let line = offset.map { yaml.prefix($0).reduce(1) { $1.isNewline ? $0 + 1 : $0 } }
            let character = Unicode.Scalar(UInt32(bitPattern: value)).map { QuotedInput(String($0)).description }
            return LayoutError(
                file: file, line: line, keyPath: "",
                problem: "YAML cannot read the character \(character ?? "\(value)"): \(problem)",
                remedy: "Remove it, or write it as an escape (\\u001B) inside a double-quoted string.")
        default:
            return unparsable(file: file)
        }
    }

    static func unparsable(file: String) -> LayoutError {
        LayoutError(
            file: file, line: nil, keyPath: "", problem: "cannot parse the layout",
            remedy: "Check that the file is UTF-8 YAML or JSON.")
    }
}
