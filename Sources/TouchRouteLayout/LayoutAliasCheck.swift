import TouchRouteYAML
import Yams

/// Refuses YAML aliases (`*name`) in a layout before Yams composes it: layouts
/// have no use for them, and a few lines of aliases can stand for billions of
/// nodes (see `YAMLAliasCheck`, which finds them).
enum LayoutAliasCheck {
    /// Throws at the first alias in `text`, or at the syntax error the check
    /// stops at; returns when there is neither.
    static func refuseAliases(in text: String, file: String) throws(LayoutError) {
        let alias: Mark?
        do {
            alias = try YAMLAliasCheck.firstAlias(in: text)
        } catch {
            throw LayoutFile.syntaxError(error, file: file)
        }
        if let mark = alias {
            throw LayoutError(
                file: file, line: mark.line, column: mark.column, keyPath: "",
                problem: "a YAML alias (*name): layout files take none, because a few lines of aliases "
                    + "can stand for billions of nodes",
                remedy: "Write the value out in full where the alias is; to use a * in a name, quote the name.")
        }
    }
}
