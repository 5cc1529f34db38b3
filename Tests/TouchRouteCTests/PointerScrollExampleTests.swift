import Foundation
import Testing

/// The README's pointer-scrolling C example compiles, runs, and prints what
/// the README shows.
@Suite("C pointer-scrolling example")
struct PointerScrollExampleTests {
    @Test("the README's C example prints what the README shows")
    func readmeSnippet() throws {
        let readme = try String(contentsOf: CProgram.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### Pointer scrolling"))
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```c\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```\n"))
        let printed = try #require(rest[end.upperBound...].range(of: "It prints:\n\n```\n"))
        let printedEnd = try #require(rest[printed.upperBound...].range(of: "```\n"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-pointer-\(getpid()).c")
        try String(rest[start.upperBound..<end.lowerBound]).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try CProgram(file: file).run()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == String(rest[printed.upperBound..<printedEnd.lowerBound]))
    }
}
