import Foundation
import Testing

/// A session's clock and maps through the C API (`C/session_clock_test.c`,
/// `C/session_map_test.c`), and the mapped recording's trace compared, touch
/// for touch and scroll for scroll, with `touchroute replay --map`'s.
@Suite("C API sessions")
struct CSessionTests {
    static let flick = "Tests/TouchRouteCTests/C/recordings/flick.evemu"

    @Test("a session made at window time 0, 0.5 s, 30 s or 10^6 s keeps real time, and a flick coasts")
    func clock() throws {
        let run = try CProgram("session_clock_test.c").run([CProgram.packageRoot.path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("session_clock_test: all checks passed"), "\(run.standardOutput)")
    }

    @Test("tr_session_add_map and a layout's outputs map a recording as replay --map does")
    func mapsApplyToRecordings() throws {
        let run = try CProgram("session_map_test.c").run([CProgram.packageRoot.path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("session_map_test: all checks passed"))
        let c = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("touch ") || $0.hasPrefix("scroll ") }
            .map(String.init)
        let replay = try Self.replay(
            ["--layout", "Examples/two-panels.yaml", "--map", "TouchRoute C Flick*=640x480+640+0"])
        #expect(c.count > 20)
        #expect(c.count == replay.count)
        for (index, (cLine, replayLine)) in zip(c, replay).enumerated() where !Self.same(cLine, replayLine) {
            Issue.record("line \(index + 1): C \"\(cLine)\", replay \"\(replayLine)\"")
            break
        }
    }

    /// Whether two printed records say the same: the words equal, the numbers
    /// within a thousandth (replay's JSON rounds 351.5625 up, C's printf to even).
    static func same(_ first: String, _ second: String) -> Bool {
        let a = first.split(separator: " ")
        let b = second.split(separator: " ")
        return a.count == b.count
            && zip(a, b).allSatisfy { x, y in
                if let x = Double(x), let y = Double(y) { return abs(x - y) <= 0.0011 }
                return x == y
            }
    }

    /// `touchroute replay` of the flick with `arguments`, its touch and scroll
    /// records written as `session_map_test.c` prints them.
    static func replay(_ arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = CProgram.libraryDirectory.appendingPathComponent("touchroute")
        process.arguments = ["replay", flick, "--json"] + arguments
        process.currentDirectoryURL = CProgram.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        func f(_ value: Any?) -> String { String(format: "%.3f", value as? Double ?? .nan) }
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            switch record["type"] as? String {
            case "touch":
                let id = record["id"] as? Int ?? -1
                let phase = record["phase"] as? String ?? ""
                let view = record["view"] as? String ?? ""
                return "touch \(f(record["t"])) \(id) \(phase) \(f(record["x"])) \(f(record["y"])) \(view)"
            case "scroll":
                let view = record["view"] as? String ?? ""
                return "scroll \(f(record["t"])) \(view) \(f(record["x"])) \(f(record["y"]))"
            default:
                return nil
            }
        }
    }
}
