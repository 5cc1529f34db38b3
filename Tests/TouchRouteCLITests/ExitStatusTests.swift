import Foundation
import Testing

@testable import touchroute

/// The exit statuses: what the commands really return, what the man pages
/// say (`complete-manual`), and the command line's article, all from `ExitStatus`.
@Suite struct ExitStatusTests {
    @Test func theCommandsEndWithTheStatusesTheListGives() throws {
        #expect(try CLIRunner.run(["demo"]).status == ExitStatus.success.rawValue)
        let missing = try CLIRunner.run(["replay", "no-such-recording.evemu"])
        #expect(missing.status == ExitStatus.failure.rawValue)
        let usage = try CLIRunner.run(["replay", "--no-such-option"])
        #expect(usage.status == ExitStatus.usage.rawValue)
        #expect(usage.standardError.contains("Usage: touchroute replay"))
        // A cut recording: ReplayIncompleteTests and ConvertCommandTests check 3 in full.
        #expect(ExitStatus.incomplete.rawValue == 3 && ExitStatus.incomplete.commands == ["replay", "convert"])
    }

    /// The command line's article has a row per status, with the same words.
    @Test func theArticlesTableSaysWhatTheListSays() throws {
        let readme = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent(
                "Sources/TouchRoute/TouchRoute.docc/TouchscreensAndRecordings.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.hasSuffix(" |") }
        for status in ExitStatus.allCases {
            let commands = status.commands.map { $0.map { "`\($0)`" }.joined(separator: ", ") + ": " } ?? ""
            let meaning =
                commands.isEmpty ? status.meaning : status.meaning.prefix(1).lowercased() + status.meaning.dropFirst()
            let row = "| \(status.rawValue) | \(commands)\(meaning) |"
            #expect(rows.contains { $0 == row }, "the article has no row \(row)")
        }
    }

    /// A folder of pages as `generate-manual --multi-page` writes them.
    private func pages(_ names: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-man-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            let command = name.split(separator: ".").dropFirst().dropLast().joined(separator: ".")
            let seeAlso =
                command.isEmpty
                ? ".Sh \"SEE ALSO\"\n.Xr touchroute.complete-manual 1 ,\n.Xr touchroute.replay 1" : ""
            let page = """
                .Dd November 29, 2026
                .Dt \(name.dropLast(2).uppercased()) 1
                .Os
                .Sh NAME
                .Nm touchroute\(command.isEmpty ? "" : " \(command)")
                .Sh DESCRIPTION
                Something.
                .Sh "EXIT STATUS"
                .Ex -std
                \(seeAlso)
                """
            try page.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func completeManualWritesEachPagesSectionsAndDropsItsOwnPage() throws {
        let folder = try pages([
            "touchroute.1", "touchroute.replay.1", "touchroute.emulate.1", "touchroute.complete-manual.1",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["complete-manual", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let read = { (name: String) in
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        let replay = try read("touchroute.replay.1")
        #expect(!replay.contains(".Ex -std"))
        #expect(replay.contains(".Sh \"EXIT STATUS\"\n.Bl -tag -width Ds\n.It 0\nSuccess.\n.It 1\n"))
        #expect(replay.contains(".It 3\nThe recording was cut off"))
        #expect(replay.contains(".It 64\n"))
        #expect(!replay.contains(".Sh FILES") && !replay.contains(".Sh ENVIRONMENT"))
        #expect(replay.hasSuffix(".El\n"))
        let emulate = try read("touchroute.emulate.1")
        #expect(emulate.contains(".Sh FILES\n.Bl -tag -width Ds\n.It Pa /dev/uinput\n"))
        #expect(!emulate.contains(".It 3\n"))
        // The root page: everything, in mdoc's order, and no link to the hidden command.
        let root = try read("touchroute.1")
        let order = [".Sh ENVIRONMENT", ".It Ev TMPDIR", ".Sh FILES", ".Sh \"EXIT STATUS\"", ".Sh \"SEE ALSO\""].map {
            root.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(!root.contains("complete-manual"))
        #expect(root.contains(".Xr touchroute.replay 1"))
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("touchroute.complete-manual.1").path))
    }

    @Test func completeManualRefusesWhatGenerateManualDidNotWrite() throws {
        let folder = try pages([])
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = try CLIRunner.run(["complete-manual", folder.path])
        #expect(empty.status == 1)
        #expect(empty.standardError.contains("holds no touchroute*.1 page"))
        try ".Sh NAME\n.Nm touchroute\n".write(
            to: folder.appendingPathComponent("touchroute.1"), atomically: true, encoding: .utf8)
        let foreign = try CLIRunner.run(["complete-manual", folder.path])
        #expect(foreign.status == 1)
        #expect(foreign.standardError.contains("touchroute.1 has no EXIT STATUS section"))
        // Hidden: not in the help.
        #expect(try !CLIRunner.run(["--help"]).standardOutput.contains("complete-manual"))
    }
}
