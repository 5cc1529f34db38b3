/// udev rules as udev(7) describes them: each line a comma-separated list of
/// `KEY{attribute}OP"value"`, where match keys take `==` or `!=` and assignment
/// keys take `=`, `+=`, `-=` or `:=`.
struct UdevRules {
    struct Pair: Hashable, CustomStringConvertible {
        var key: String
        var attribute: String?
        var op: String
        var value: String

        init(key: String, attribute: String? = nil, op: String, value: String) {
            self.key = key
            self.attribute = attribute
            self.op = op
            self.value = value
        }

        var isMatch: Bool { op == "==" || op == "!=" }
        var description: String { key + (attribute.map { "{\($0)}" } ?? "") + op + "\"\(value)\"" }
    }

    struct Rule {
        /// The 1-based line the rule starts on.
        var line: Int
        var pairs: [Pair]
    }

    private enum Role { case match, assignment, both }
    private enum Attribute { case none, required, optional }

    private static let keys: [String: (role: Role, attribute: Attribute)] = [
        "ACTION": (.match, .none), "DEVPATH": (.match, .none), "KERNEL": (.match, .none),
        "KERNELS": (.match, .none), "SUBSYSTEM": (.match, .none), "SUBSYSTEMS": (.match, .none),
        "DRIVER": (.match, .none), "DRIVERS": (.match, .none), "ATTRS": (.match, .required),
        "TAGS": (.match, .none), "CONST": (.match, .required), "TEST": (.match, .optional),
        "PROGRAM": (.match, .none), "RESULT": (.match, .none),
        "NAME": (.both, .none), "SYMLINK": (.both, .none), "TAG": (.both, .none),
        "ATTR": (.both, .required), "SYSCTL": (.both, .required), "ENV": (.both, .required),
        "OWNER": (.assignment, .none), "GROUP": (.assignment, .none), "MODE": (.assignment, .none),
        "SECLABEL": (.assignment, .required), "RUN": (.assignment, .optional), "IMPORT": (.assignment, .required),
        "OPTIONS": (.assignment, .none), "LABEL": (.assignment, .none), "GOTO": (.assignment, .none),
    ]
    private static let operators = ["==", "!=", "+=", "-=", ":=", "="]

    private(set) var rules: [Rule] = []
    /// `line N: what is wrong`, in file order.
    private(set) var problems: [String] = []

    init(parsing text: String) {
        var pending: (line: Int, text: String)?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if pending == nil, line.isEmpty || line.hasPrefix("#") { continue }
            var joined = (pending?.text ?? "") + line
            if joined.hasSuffix("\\") {
                joined.removeLast()
                pending = (pending?.line ?? index + 1, joined)
                continue
            }
            let start = pending?.line ?? index + 1
            pending = nil
            do throws(Failure) {
                let pairs = try Self.pairs(in: joined)
                if !pairs.contains(where: { !$0.isMatch }) {
                    throw Failure("the rule only matches; it assigns nothing")
                }
                rules.append(Rule(line: start, pairs: pairs))
            } catch {
                problems.append("line \(start): \(error.message)")
            }
        }
        let labels = rules.flatMap { rule in rule.pairs.filter { $0.key == "LABEL" }.map { (rule.line, $0.value) } }
        for rule in rules {
            for pair in rule.pairs where pair.key == "GOTO" {
                if !labels.contains(where: { $0.0 > rule.line && $0.1 == pair.value }) {
                    problems.append("line \(rule.line): GOTO=\"\(pair.value)\" has no LABEL=\"\(pair.value)\" after it")
                }
            }
        }
    }

    private struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    private static func pairs(in line: String) throws(Failure) -> [Pair] {
        var rest = Substring(line)
        var pairs: [Pair] = []
        func skipSpaces() { rest = rest.drop { $0 == " " || $0 == "\t" } }
        while true {
            skipSpaces()
            let key = String(rest.prefix { $0.isUppercase || $0 == "_" })
            guard !key.isEmpty else {
                throw Failure(pairs.isEmpty ? "expected a key such as KERNEL" : "expected a key after \",\"")
            }
            rest = rest.dropFirst(key.count)
            guard let known = keys[key] else { throw Failure("unknown key \(key)") }
            var attribute: String?
            if rest.first == "{" {
                guard let close = rest.firstIndex(of: "}") else {
                    throw Failure("\(key)'s {attribute} has no closing brace")
                }
                attribute = String(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
            }
            switch (known.attribute, attribute) {
            case (.required, nil), (.required, ""?): throw Failure("\(key) needs a {name}")
            case (.none, _?): throw Failure("\(key) takes no {attribute}")
            default: break
            }
            guard let op = operators.first(where: rest.hasPrefix) else { throw Failure("\(key) has no valid operator") }
            rest = rest.dropFirst(op.count)
            let pair = Pair(key: key, attribute: attribute, op: op, value: "")
            switch (known.role, pair.isMatch) {
            case (.match, false): throw Failure("\(key) can only be matched (== or !=), not assigned with \(op)")
            case (.assignment, true): throw Failure("\(key) can only be assigned (= += -= :=), not matched with \(op)")
            default: break
            }
            if key == "LABEL" || key == "GOTO", op != "=" { throw Failure("\(key) takes only =") }
            guard rest.first == "\"" else { throw Failure("\(key)'s value must be in double quotes") }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: "\"") else { throw Failure("\(key)'s value has no closing quote") }
            pairs.append(Pair(key: key, attribute: attribute, op: op, value: String(rest[..<close])))
            rest = rest[rest.index(after: close)...]
            skipSpaces()
            if rest.isEmpty { return pairs }
            guard rest.first == "," else { throw Failure("expected \",\" or the end of the line after \(key)'s value") }
            rest = rest.dropFirst()
        }
    }
}
