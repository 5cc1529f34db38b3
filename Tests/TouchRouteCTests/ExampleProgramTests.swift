import Foundation
import Testing

/// `Examples/c-api/swipe-and-tap.c`, the README's first C program, gets the
/// same decisions as `touchroute demo` for the demo's tap and swipe.
@Suite("C example")
struct ExampleProgramTests {
    /// A decision as both print it.
    struct Line: Equatable, CustomStringConvertible {
        let view, rule, outcome, target: String
        let dx, dy: Double

        static func == (a: Line, b: Line) -> Bool {
            a.view == b.view && a.rule == b.rule && a.outcome == b.outcome && a.target == b.target
                && abs(a.dx - b.dx) < 0.0006 && abs(a.dy - b.dy) < 0.0006
        }
        var description: String { "\(view) \(rule) \(outcome) \(target) (\(dx), \(dy))" }
    }

    @Test("the example's decisions are the demo's for its tap and its swipe")
    func sameDecisionsAsDemo() throws {
        let example = CProgram.packageRoot.appendingPathComponent("Examples/c-api/swipe-and-tap.c")
        let run = try CProgram(file: example).run()
        #expect(run.status == 0, "\(run.standardError)")
        let output = run.standardOutput.split(separator: "\n").map(String.init)
        let fromC = output.filter { $0.hasPrefix("decision ") }.map { line -> Line in
            let f = line.split(separator: " ").map(String.init)
            return Line(view: f[1], rule: f[2], outcome: f[3], target: f[4], dx: Double(f[6])!, dy: Double(f[8])!)
        }
        #expect(output.contains("tap list0.row1"))
        #expect(output.last == "page 1")

        let demo = try demoDecisions(of: ["tap on a row", "horizontal swipe"])
        #expect(fromC == demo, "C: \(fromC)\ndemo: \(demo)")
        #expect(fromC.count == 6)
    }

    @Test("the README's C example compiles and swipes to page 1")
    func readmeSnippet() throws {
        let run = try ReadmeExample(after: "## From C\n").run()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("decision pager remorseful taken-over\n"))
    }

    /// The decisions `touchroute demo --json` makes during the named scripts.
    private func demoDecisions(of gestures: Set<String>) throws -> [Line] {
        let process = Process()
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        process.executableURL =
            [beside, beside.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("touchroute") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? CProgram.packageRoot.appendingPathComponent(".build/debug/touchroute")
        process.arguments = ["demo", "--json"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var current = ""
        var lines: [Line] = []
        for text in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let record = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
            if record["type"] as? String == "script" { current = record["name"] as! String }
            guard record["type"] as? String == "decision", gestures.contains(current) else { continue }
            lines.append(
                Line(
                    view: record["view"] as! String, rule: record["rule"] as! String,
                    outcome: record["outcome"] as! String, target: record["target"] as? String ?? "-",
                    dx: (record["dx"] as! NSNumber).doubleValue, dy: (record["dy"] as! NSNumber).doubleValue))
        }
        return lines
    }
}
