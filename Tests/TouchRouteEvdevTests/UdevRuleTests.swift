import Foundation
import Testing

/// Checks `udev/*.rules` as `udevadm verify` would on a newer systemd: Debian
/// 12's udevadm (252) has no `verify`, and udev itself only logs a broken line
/// and skips it, so a typo would silently leave touchscreens root-only.
@Suite struct UdevRuleTests {
    /// `udev/` at the top of the package, found from this file's path.
    static let udevFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("udev")

    static func rulesFileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: udevFolder.path).filter { $0.hasSuffix(".rules") }.sorted()
    }

    static func rulesFile() throws -> (name: String, text: String) {
        let names = try rulesFileNames()
        try #require(names.count == 1, "udev/ should hold exactly one rules file, not \(names)")
        let text = try String(contentsOf: udevFolder.appendingPathComponent(names[0]), encoding: .utf8)
        return (names[0], text)
    }

    @Test func fileNameSortsAfterInputIdAndBeforeSeatLate() throws {
        let name = try Self.rulesFile().name
        let parts = name.split(separator: "-", maxSplits: 1)
        let number = try #require(parts.count == 2 && parts[0].count == 2 ? Int(parts[0]) : nil, "\(name) is not NN-name.rules")
        #expect(parts[1].allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "." }, "\(name)")
        #expect(number > 60 && number < 73, "\(name) must run after 60-input-id.rules and before 73-seat-late.rules")
        #expect("60-input-id.rules" < name && name < "73-seat-late.rules", "\(name) sorts outside 60-input-id…73-seat-late")
    }

    @Test func everyLineIsValidUdevSyntax() throws {
        let rules = try UdevRules(parsing: Self.rulesFile().text)
        #expect(rules.problems == [])
        #expect(!rules.rules.isEmpty)
    }

    @Test func touchscreenEventNodesGetTheUaccessTag() throws {
        let rules = try UdevRules(parsing: Self.rulesFile().text).rules
        let wanted: [UdevRules.Pair] = [
            .init(key: "ACTION", op: "!=", value: "remove"),
            .init(key: "SUBSYSTEM", op: "==", value: "input"),
            .init(key: "KERNEL", op: "==", value: "event*"),
            .init(key: "ENV", attribute: "ID_INPUT_TOUCHSCREEN", op: "==", value: "1"),
            .init(key: "TAG", op: "+=", value: "uaccess"),
        ]
        #expect(rules.contains { rule in wanted.allSatisfy(rule.pairs.contains) }, "no rule has all of \(wanted)")
    }

    // MARK: The checker itself

    @Test func checkerAcceptsWellFormedRules() {
        let text = """
            # A comment, then a blank line.

            ACTION=="remove", GOTO="example_end"
            SUBSYSTEM=="usb", ATTRS{idVendor}=="1d6b", \\
              MODE="0660", GROUP="plugdev"
            KERNEL=="event*", IMPORT{builtin}="input_id", ENV{ID_EXAMPLE}:="1", TAG-="seat", RUN+="/bin/true"
            TEST{0644}=="/sys/x", SYMLINK+="example", OPTIONS+="static_node=uinput"
            LABEL="example_end"
            """
        let rules = UdevRules(parsing: text)
        #expect(rules.problems == [])
        #expect(rules.rules.map(\.line) == [3, 4, 6, 7, 8])
        #expect(rules.rules[1].pairs.last == .init(key: "GROUP", op: "=", value: "plugdev"))
    }

    @Test(arguments: [
        (#"KERNEL=="event*, TAG+="uaccess""#, #"line 1: expected "," or the end of the line after KERNEL's value"#),
        (#"KERNEL=="event*"#, #"line 1: KERNEL's value has no closing quote"#),
        (#"KERNEL==event*"#, #"line 1: KERNEL's value must be in double quotes"#),
        (#"KERNAL=="event*", TAG+="uaccess""#, #"line 1: unknown key KERNAL"#),
        (#"ACTION="add", TAG+="uaccess""#, #"line 1: ACTION can only be matched (== or !=), not assigned with ="#),
        (#"KERNEL=="x", MODE=="0660""#, #"line 1: MODE can only be assigned (= += -= :=), not matched with =="#),
        (#"KERNEL=="x", TAG~"uaccess""#, #"line 1: TAG has no valid operator"#),
        (#"ENV=="1", TAG+="uaccess""#, #"line 1: ENV needs a {name}"#),
        (#"KERNEL{x}=="1", TAG+="uaccess""#, #"line 1: KERNEL takes no {attribute}"#),
        (#"KERNEL=="event*", SUBSYSTEM=="input""#, #"line 1: the rule only matches; it assigns nothing"#),
        (#"KERNEL=="event*", TAG+="uaccess","#, #"line 1: expected a key after ",""#),
        (#"KERNEL=="x", GOTO="nowhere""#, #"line 1: GOTO="nowhere" has no LABEL="nowhere" after it"#),
        (#"LABEL=="end""#, #"line 1: LABEL can only be assigned (= += -= :=), not matched with =="#),
        (#"GOTO+="end"\#nLABEL="end""#, #"line 1: GOTO takes only ="#),
    ])
    func checkerRejectsMistakes(text: String, problem: String) {
        #expect(UdevRules(parsing: text).problems == [problem])
    }
}

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
                if !pairs.contains(where: { !$0.isMatch }) { throw Failure("the rule only matches; it assigns nothing") }
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
                guard let close = rest.firstIndex(of: "}") else { throw Failure("\(key)'s {attribute} has no closing brace") }
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
