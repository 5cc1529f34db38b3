import Foundation
import Testing

/// What libTouchRouteC.so shows a program that loads it: its C API and nothing
/// else (Sources/TouchRouteCLibrary/touchroute.map), with its own calls bound to itself
/// (-Bsymbolic). The Swift runtime inside it must neither collide with a
/// program's own copy nor be replaced by it; libyaml is the system's shared
/// library, which a program that parses YAML itself shares with it.
/// (CAPITests checks that the `tr_` exports are exactly the header's functions.)
@Suite("C API: the library's ABI")
struct LibraryABITests {
    /// The loader's own entry points, which every shared library defines and may export.
    static let loaderEntryPoints: Set = ["_init", "_fini"]

    @Test("the library exports tr_* functions and nothing else: no Swift, Foundation or yaml_* symbol")
    func exportsOnlyTheAPI() throws {
        let listing = try Self.output(of: "/usr/bin/nm", ["-D", "--defined-only", Self.library.path])
        // Lines are "ADDRESS TYPE NAME"; a version node would show as an absolute (A) symbol.
        let symbols = listing.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let api = symbols.filter(Self.isAPIFunction)
        let others = symbols.filter { !Self.isAPIFunction($0) && !Self.loaderEntryPoints.contains($0.last ?? "") }
            .map { $0.joined(separator: " ") }
        #expect(api.count > 70)
        #expect(others == [], "exported besides the tr_* functions (see Sources/TouchRouteCLibrary/touchroute.map)")
    }

    @Test("the library is linked with -Bsymbolic: its calls to its own functions stay inside it")
    func bindsSymbolically() throws {
        let dynamic = try Self.output(of: "/usr/bin/readelf", ["--dynamic", Self.library.path])
        // DF_SYMBOLIC in DT_FLAGS (lld writes only this), or the older DT_SYMBOLIC entry.
        #expect(dynamic.contains(/\(FLAGS\)[^\n]*SYMBOLIC|\(SYMBOLIC\)/), "no SYMBOLIC flag in:\n\(dynamic)")
    }

    @Test("a program that parses YAML with the system's libyaml and loads a layout: both work")
    func aProgramSharesTheSystemsLibyaml() throws {
        let run = try CProgram("system_libyaml_test.c", extraFlags: ["-lyaml", "-rdynamic"]).run([
            CProgram.packageRoot.path
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("all checks passed"))
    }

    /// An `nm` line's fields name a function (T) of the C API.
    static func isAPIFunction(_ fields: [String]) -> Bool {
        fields.count == 3 && fields[1] == "T" && fields[2].hasPrefix("tr_")
    }

    static var library: URL { CProgram.libraryDirectory.appendingPathComponent("libTouchRouteC.so") }

    /// What `tool` prints on standard output; its standard error passes through.
    static func output(of tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " ")) failed")
        return text
    }
}
