/// A place in YAML text, as libyaml counts it: 1-based line and column, a
/// column counting characters (Unicode scalars), not bytes.
package struct YAMLMark: Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package var description: String { "line \(line), column \(column)" }
}
