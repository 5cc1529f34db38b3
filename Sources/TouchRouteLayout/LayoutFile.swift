import TouchRouteYAML

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
        let root: YAMLNode?
        do {
            root = try YAMLComposer.document(of: text.utf8)
        } catch {
            throw LayoutError(error, composing: text, file: file)
        }
        guard let root else {
            throw LayoutError(
                file: file, line: nil, keyPath: "", problem: "the layout file is empty",
                remedy: "Give at least a list of views under \"views:\".")
        }
        var reader = LayoutReader()
        return try reader.document(from: PlacedNode(node: root, path: "", file: file))
    }
}
