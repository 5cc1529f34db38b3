import Foundation
import Testing

/// The C API as a C or C++ toolkit uses it: each program in `C/` is compiled
/// with the strictest flags against the header and the shared library, run,
/// and must pass every check it makes (it prints each failure with
/// `tr_last_error()`).
@Suite("C API")
struct CAPITests {
    @Test("C programs pass their checks", arguments: [
        "views_test.c", "errors_test.c", "scrolling_test.c", "nested_host_test.c", "layout_session_test.c",
    ])
    func program(_ source: String) throws {
        let run = try CProgram(source).run([CProgram.packageRoot.path])
        #expect(run.status == 0, "\(source) failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("all checks passed"))
    }

    @Test("the header compiles as C++17 with extern \"C\", and routes a swipe")
    func cxx() throws {
        let run = try CProgram("header_test.cpp").run()
        #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
        #expect(run.standardOutput.hasPrefix("C++: page 1, "))
    }

    @Test("the header alone compiles as C99 with -pedantic -Werror")
    func headerAlone() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/cc")
        process.arguments = CProgram.cFlags + [
            "-fsyntax-only", "-x", "c", CProgram.headers.appendingPathComponent("touchroute.h").path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
