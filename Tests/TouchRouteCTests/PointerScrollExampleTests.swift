import Foundation
import Testing

/// The README's pointer-scrolling C example compiles, runs, and prints what
/// the README shows.
@Suite("C pointer-scrolling example")
struct PointerScrollExampleTests {
    @Test("the README's C example prints what the README shows")
    func readmeSnippet() throws {
        let example = try ReadmeExample(after: "### Pointer scrolling")
        let run = try example.run()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == (try example.shownOutput(after: "It prints:")))
    }
}
