import Foundation
import Testing

/// `touchroute --version` prints the C header's version, the one place the
/// version is written (`TouchRouteVersion` reads its macros).
@Suite struct VersionTests {
    /// `MAJOR.MINOR.PATCH` from `TR_VERSION_*` in `touchroute.h`.
    static func headerVersion() throws -> String {
        let header = CLIRunner.packageRoot.appendingPathComponent("Sources/CTouchRoute/include/touchroute.h")
        let text = try String(contentsOf: header, encoding: .utf8)
        let parts = try ["MAJOR", "MINOR", "PATCH"].map { part in
            let prefix = "#define TR_VERSION_\(part) "
            let line = try #require(
                text.split(separator: "\n").first { $0.hasPrefix(prefix) }, "no \(prefix)in the header")
            return try #require(Int(line.dropFirst(prefix.count)), "\(line) is not a number")
        }
        return parts.map(String.init).joined(separator: ".")
    }

    @Test func versionIsTheHeadersVersion() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == (try Self.headerVersion()) + "\n")
    }

    @Test func headerVersionIsThreeNumbers() throws {
        #expect(try Self.headerVersion().split(separator: ".").count == 3)
    }
}
