import Foundation
import Testing

/// A C program the README or an article shows: the first ```c block after a
/// heading, and the output shown after it, so a test can compile and run the
/// one and compare with the other.
struct ReadmeExample {
    /// The program's text.
    let source: String
    /// What follows the program in its document, to find its shown output in.
    let rest: Substring

    /// The first C block after `heading` (its text, "## Pointer scrolling")
    /// in `document`, a path from the repository's root.
    init(after heading: String, in document: String = "README.md") throws {
        let readme = try String(contentsOf: CProgram.packageRoot.appendingPathComponent(document), encoding: .utf8)
        let section = try #require(readme.range(of: heading))
        let afterHeading = readme[section.upperBound...]
        let start = try #require(afterHeading.range(of: "```c\n"))
        let end = try #require(afterHeading[start.upperBound...].range(of: "```\n"))
        source = String(afterHeading[start.upperBound..<end.lowerBound])
        rest = afterHeading[end.upperBound...]
    }

    /// The text of the plain block after the program that opens with `opening`
    /// ("It prints:\n\n```\n"), up to its closing fence.
    func shownOutput(opening: String) throws -> String {
        let shown = try #require(rest.range(of: opening))
        let end = try #require(rest[shown.upperBound...].range(of: "```\n"))
        return String(rest[shown.upperBound..<end.lowerBound])
    }

    /// The text of the first plain block after `lead` ("It prints:"), whose
    /// fence may follow a line of its own, such as scripts/check-readme.sh's
    /// marker.
    func shownOutput(after lead: String) throws -> String {
        let shown = try #require(rest.range(of: lead))
        let fence = try #require(rest[shown.upperBound...].range(of: "\n```\n"))
        let end = try #require(rest[fence.upperBound...].range(of: "```\n"))
        return String(rest[fence.upperBound..<end.lowerBound])
    }

    /// Compile the program against the built library and run it.
    func run() throws -> CProgram.Run {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "touchroute-readme-\(getpid())-\(UUID().uuidString).c")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try CProgram(file: file).run()
    }
}
