import Yams

/// Refuses YAML aliases (`*name`) in a layout before Yams composes it.
///
/// An alias repeats an anchored node, so ten lines of anchors that each
/// repeat the previous one ten times (a "billion laughs" file) stand for 10¹⁰
/// nodes. Yams composes an alias as a second reference to the same node, which
/// is cheap, but anything that walks the tree walks every repetition: the
/// reader, and Yams itself when it checks a mapping's keys for duplicates
/// (a key that is an alias is hashed whole). Layouts have no use for
/// aliases, so they are refused.
///
/// Telling an alias from a `*` inside a name, a quoted string or a comment
/// takes YAML's own tokenizer, so the check asks Yams: it composes a copy of
/// the text with every `*` turned into `%`, which no YAML token can start
/// with. A copy that composes had no aliases; one that fails where a `*` was
/// had one there. Only text holding a `*` pays for the second composition.
enum LayoutAliasCheck {
    /// Throws at the first alias in `text`, or at the syntax error the copy
    /// stops at (the text is the same up to it); returns when there is neither.
    static func refuseAliases(in text: String, file: String) throws(LayoutError) {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return }
        let probe = String(decoding: text.utf8.map { $0 == UInt8(ascii: "*") ? UInt8(ascii: "%") : $0 }, as: UTF8.self)
        do {
            _ = try Yams.compose(yaml: probe)
        } catch let error as YamlError {
            let marks = Self.marks(of: error)
            if let mark = marks.first(where: { YAMLPosition.scalar(atLine: $0.line, column: $0.column, in: text) == "*" }) {
                throw LayoutError(
                    file: file, line: mark.line, column: mark.column, keyPath: "",
                    problem: "a YAML alias (*name): layout files take none, because a few lines of aliases "
                        + "can stand for billions of nodes",
                    remedy: "Write the value out in full where the alias is; to use a * in a name, quote the name.")
            }
            throw LayoutFile.syntaxError(error, file: file)
        } catch {
            throw LayoutFile.unparsable(file: file)
        }
    }

    /// Where a Yams error points: the problem, and the context it arose in.
    private static func marks(of error: YamlError) -> [Mark] {
        switch error {
        case .scanner(let context, _, let mark, _), .parser(let context, _, let mark, _),
             .composer(let context, _, let mark, _):
            [mark] + (context.map { [$0.mark] } ?? [])
        default:
            []
        }
    }
}
