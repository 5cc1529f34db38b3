import Foundation
import Testing

/// Checks `udev/*.rules` as `udevadm verify` would on a newer systemd: Debian
/// 12's udevadm (252) has no `verify`, and udev itself only logs a broken line
/// and skips it, so a typo would silently leave touchscreens (or uinput)
/// root-only. The syntax checker is `UdevRules`.
@Suite struct UdevRuleTests {
    /// `udev/` at the top of the package, found from this file's path.
    static let udevFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("udev")

    /// The files TouchRoute ships, by name: touchscreens for the seat's user, and /dev/uinput for `emulate`.
    static let expectedNames = ["70-touchroute-touchscreen.rules", "70-touchroute-uinput.rules"]

    static func rulesFileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: udevFolder.path).filter { $0.hasSuffix(".rules") }.sorted()
    }

    static func rules(in name: String) throws -> UdevRules {
        UdevRules(parsing: try String(contentsOf: udevFolder.appendingPathComponent(name), encoding: .utf8))
    }

    /// Whether some rule of `rules` holds every pair of `wanted`.
    static func someRule(of rules: UdevRules, has wanted: [UdevRules.Pair]) -> Bool {
        rules.rules.contains { rule in wanted.allSatisfy(rule.pairs.contains) }
    }

    @Test func theFolderHoldsExactlyTheShippedFiles() throws {
        // scripts/make-deb.sh installs udev/*.rules: a new file must be added here on purpose.
        #expect(try Self.rulesFileNames() == Self.expectedNames)
    }

    @Test(arguments: expectedNames)
    func fileNameSortsAfterInputIdAndBeforeSeatLate(name: String) throws {
        let parts = name.split(separator: "-", maxSplits: 1)
        let number = try #require(
            parts.count == 2 && parts[0].count == 2 ? Int(parts[0]) : nil, "\(name) is not NN-name.rules")
        #expect(parts[1].allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "." }, "\(name)")
        // The touchscreen rule reads ID_INPUT_TOUCHSCREEN from 60-input-id; both tag uaccess for 73-seat-late.
        #expect(number > 60 && number < 73, "\(name) must run after 60-input-id.rules and before 73-seat-late.rules")
        #expect(
            "60-input-id.rules" < name && name < "73-seat-late.rules", "\(name) sorts outside 60-input-id…73-seat-late")
    }

    @Test(arguments: expectedNames)
    func everyLineIsValidUdevSyntax(name: String) throws {
        let rules = try Self.rules(in: name)
        #expect(rules.problems == [], "\(name)")
        #expect(!rules.rules.isEmpty, "\(name)")
    }

    @Test func touchscreenEventNodesGetTheUaccessTag() throws {
        let wanted: [UdevRules.Pair] = [
            .init(key: "ACTION", op: "!=", value: "remove"),
            .init(key: "SUBSYSTEM", op: "==", value: "input"),
            .init(key: "KERNEL", op: "==", value: "event*"),
            .init(key: "ENV", attribute: "ID_INPUT_TOUCHSCREEN", op: "==", value: "1"),
            .init(key: "TAG", op: "+=", value: "uaccess"),
        ]
        #expect(
            Self.someRule(of: try Self.rules(in: "70-touchroute-touchscreen.rules"), has: wanted),
            "no rule has all of \(wanted)")
    }

    @Test func uinputGetsTheUaccessTagAlsoOnItsStaticNode() throws {
        let wanted: [UdevRules.Pair] = [
            .init(key: "KERNEL", op: "==", value: "uinput"),
            .init(key: "SUBSYSTEM", op: "==", value: "misc"),
            .init(key: "TAG", op: "+=", value: "uaccess"),
            // The node exists from boot, before the module's event: without this the tag comes late.
            .init(key: "OPTIONS", op: "+=", value: "static_node=uinput"),
        ]
        #expect(
            Self.someRule(of: try Self.rules(in: "70-touchroute-uinput.rules"), has: wanted),
            "no rule has all of \(wanted)")
    }

    @Test(arguments: expectedNames)
    func noRuleWidensTheModeOrGroup(name: String) throws {
        // Access goes to the seat's user through the ACL only; a MODE or GROUP would reach others too.
        let assigned = try Self.rules(in: name).rules.flatMap(\.pairs).map(\.key)
        #expect(!assigned.contains("MODE") && !assigned.contains("GROUP") && !assigned.contains("OWNER"), "\(name)")
    }
}
