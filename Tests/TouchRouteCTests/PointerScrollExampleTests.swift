import Foundation
import Testing

/// The pointer-scrolling article's C example compiles, runs, and prints what
/// the article shows.
@Suite("C pointer-scrolling example")
struct PointerScrollExampleTests {
    @Test("the pointer-scrolling article's C example prints what the article shows")
    func readmeSnippet() throws {
        let example = try ReadmeExample(
            after: "## Overview", in: "Sources/TouchRoute/TouchRoute.docc/PointerScrolling.md")
        let run = try example.run()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == (try example.shownOutput(after: "It prints:")))
    }
}
