import Foundation
import Testing

/// The C API as a C or C++ toolkit uses it: each program in `C/` is compiled
/// with the strictest flags against the header and the shared library, run,
/// and must pass every check it makes (it prints each failure with
/// `tr_last_error()`).
@Suite("C API")
struct CAPITests {
    @Test(
        "C programs pass their checks",
        arguments: [
            "views_test.c", "errors_test.c", "scrolling_test.c", "nested_host_test.c", "layout_session_test.c",
            "devices_test.c",
            "misuse_test.c",
            "frames_test.c",
            "view_at_test.c", "user_data_test.c", "log_test.c", "frame_change_test.c",
            "pointer_scroll_test.c",
            "coarse_samples_test.c",
            "article_snippets_test.c",
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

    @Test("the library exports exactly the functions the header declares")
    func exportsMatchHeader() throws {
        var header = try String(contentsOf: CProgram.headers.appendingPathComponent("touchroute.h"), encoding: .utf8)
        header = header.replacing(/\/\*[\s\S]*?\*\//, with: "")
        let declared = Set(
            header.matches(of: /(?:tr_status|const char \*)\s*(tr_\w+)\s*\(/).map { String($0.output.1) })
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
        process.arguments = [
            "-D", "--defined-only", CProgram.libraryDirectory.appendingPathComponent("libTouchRouteC.so").path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let symbols = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let exported = Set(
            symbols.split(separator: "\n").compactMap { line -> String? in
                let fields = line.split(separator: " ")
                return fields.count == 3 && fields[1] == "T" && fields[2].hasPrefix("tr_") ? String(fields[2]) : nil
            })
        #expect(declared.count > 70)
        #expect(declared.subtracting(exported).sorted() == [], "declared but not exported")
        #expect(exported.subtracting(declared).sorted() == [], "exported but not declared")
    }

    @Test("the header alone compiles as C99 with -pedantic -Werror")
    func headerAlone() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/cc")
        process.arguments =
            CProgram.cFlags + [
                "-fsyntax-only", "-x", "c", CProgram.headers.appendingPathComponent("touchroute.h").path,
            ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
