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
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw LayoutError(file: file, line: nil, keyPath: "", problem: "cannot parse the layout: \(error)",
                              remedy: "Check that the file is YAML or JSON.")
        }
        guard let root else {
            throw LayoutError(file: file, line: nil, keyPath: "", problem: "the layout file is empty",
                              remedy: "Give at least a list of views under \"views:\".")
        }
        var reader = LayoutReader()
        return try reader.document(from: PlacedNode(node: root, path: "", file: file))
    }

    /// Yams's error, at its line and column.
    static func syntaxError(_ error: YamlError, file: String) -> LayoutError {
        let remedy = "Fix the syntax there: JSON is read as YAML, so brackets, braces and quotes must balance."
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return LayoutError(file: file, line: mark.line, column: mark.column, keyPath: "",
                               problem: "YAML syntax error: \(problem)\(during)", remedy: remedy)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return LayoutError(file: file, line: context.mark.line, keyPath: "",
                               problem: "the key \(keys) appears more than once in one mapping",
                               remedy: "Keep one of them.")
        default:
            return LayoutError(file: file, line: nil, keyPath: "", problem: "cannot parse the layout: \(error)",
                               remedy: "Check that the file is UTF-8 YAML or JSON.")
        }
    }
}
