import Yams

/// Finds YAML aliases (`*name`) before Yams composes a text, for the readers
/// that take none: layouts and `libinput record` files.
///
/// An alias repeats an anchored node, so ten lines of anchors that each
/// repeat the previous one ten times (a "billion laughs" file) stand for 10¹⁰
/// nodes. Yams composes an alias as a second reference to the same node, which
/// is cheap, but anything that walks the tree walks every repetition: the
/// reader, and Yams itself when it checks a mapping's keys for duplicates
/// (a key that is an alias is hashed whole).
///
/// Telling an alias from a `*` inside a name, a quoted string or a comment
/// takes YAML's own tokenizer, so the check asks Yams: it composes a copy of
/// the text with every `*` turned into `%`, which no YAML token can start
/// with. A copy that composes had no aliases; one that fails where a `*` was
/// had one there. Only text holding a `*` pays for the second composition.
package enum YAMLAliasCheck {
    /// Where the first alias in `text` is, or nil when it has none.
    ///
    /// - Throws: the `YamlError` the copy stops at when that is not at a `*`:
    ///   a syntax error, which the text has at the same place.
    package static func firstAlias(in text: String) throws(YamlError) -> Mark? {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return nil }
        let probe = String(decoding: text.utf8.map { $0 == UInt8(ascii: "*") ? UInt8(ascii: "%") : $0 }, as: UTF8.self)
        do {
            _ = try Yams.compose(yaml: probe)
            return nil
        } catch let error as YamlError {
            if let mark = marks(of: error).first(where: {
                YAMLPosition.scalar(atLine: $0.line, column: $0.column, in: text) == "*"
            }) {
                return mark
            }
            throw error
        } catch {
            throw YamlError.no  // Yams throws only YamlError
        }
    }

    /// Where a Yams error points: the problem, and the context it arose in.
    package static func marks(of error: YamlError) -> [Mark] {
        switch error {
        case .scanner(let context, _, let mark, _), .parser(let context, _, let mark, _),
            .composer(let context, _, let mark, _):
            [mark] + (context.map { [$0.mark] } ?? [])
        default:
            []
        }
    }
}
