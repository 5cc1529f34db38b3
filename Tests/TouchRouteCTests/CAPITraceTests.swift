import Foundation
import Testing
import TouchRoute

/// A tap, a page swipe, a vertical drag and a cancelled finger routed through the C API
/// (`C/trace_test.c`) give exactly the records the same frames give in Swift.
@Suite("C API trace")
struct CAPITraceTests {
    @Test("C and Swift route the same frames to the same trace")
    func sameTrace() throws {
        let run = try CProgram("trace_test.c").run()
        #expect(run.status == 0, "\(run.standardError)")
        let swift = Self.swiftTrace()
        let c = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(c.count == swift.count)
        for (index, (cLine, swiftLine)) in zip(c, swift).enumerated() where cLine != swiftLine {
            Issue.record("line \(index + 1): C \"\(cLine)\", Swift \"\(swiftLine)\"")
            break
        }
        // The script does what it is meant to: a tap, a page turn, a scroll.
        #expect(swift.contains("tap 1.060 #1 list0.row1 count 1"))
        #expect(swift.contains { $0.hasPrefix("decision") && $0.contains("pager remorseful taken-over") })
        #expect(swift.contains { $0.hasPrefix("decision") && $0.contains("list1 pan taken-over") })
        #expect(swift.contains("decision 20.050 #4 pager input cancelled dx 0.000 dy 0.000 - - -"))
        #expect(swift.contains("page 1 of 3"))
    }

    /// `trace_test.c`'s script and printing, in Swift.
    static func swiftTrace() -> [String] {
        let layout = DefaultLayout(screen: Size(width: 800, height: 480))
        var lines: [String] = []
        func f(_ value: Double) -> String { String(format: "%.3f", value) }
        layout.window.trace = { record in
            switch record {
            case .delivery(let d):
                lines.append(
                    "delivery \(f(d.time)) #\(d.touch.rawValue) \(d.phase.rawValue) (\(f(d.location.x)), \(f(d.location.y))) \(d.view.name)"
                )
            case .decision(let d):
                let thresholds = [d.thresholds?.x, d.thresholds?.y].map { $0.map(f) ?? "-" }.joined(separator: " ")
                lines.append(
                    "decision \(f(d.time)) #\(d.touch.rawValue) \(d.view.name) \(d.rule) \(d.outcome.rawValue) dx \(f(d.displacement.dx)) dy \(f(d.displacement.dy)) \(thresholds) \(d.target?.name ?? "-")"
                )
            case .scroll(let s):
                lines.append("scroll \(f(s.time)) \(s.view.name) (\(f(s.offset.x)), \(f(s.offset.y)))")
            case .pointerScroll(let s):
                lines.append(
                    "pointer-scroll \(f(s.time)) \(s.view?.name ?? "-") (\(f(s.applied.dx)), \(f(s.applied.dy))) \(s.chainedTo?.name ?? "-")"
                )
            case .gesture(let g):
                lines.append("gesture \(f(g.time)) \(g.recognizer.name) \(g.state.rawValue)")
            case .tap:
                break  // as in C, taps come through each row's `onTap` (`tr_window_on_tap`)
            case .problem(let p):
                lines.append("problem \(f(p.time)) \(p.message)")
            }
        }
        for list in layout.lists {
            for case let row as TapView in list.subviews {
                row.onTap = { touch in
                    lines.append(
                        "tap \(f(layout.window.clock.now)) #\(touch.id.rawValue) \(row.name) count \(touch.tapCount)")
                }
            }
        }
        func frame(_ time: Double, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) {
            layout.window.handle(
                TouchFrame(timestamp: time, contacts: [Contact(id: id, phase: phase, location: Point(x: x, y: y))]))
        }
        frame(1.0, 1, .began, 120, 96)
        frame(1.06, 1, .ended, 120, 96)
        frame(2.0, 2, .began, 600, 240)
        for i in 1...12 { frame(2.0 + Double(i) / 60.0, 2, .moved, 600 - 30 * Double(i), 240 + 0.25 * Double(i)) }
        frame(2.0 + 13 / 60.0, 2, .ended, 600 - 360, 243)
        layout.window.settle(within: 3)
        frame(6.0, 3, .began, 400, 400)
        for i in 1...15 { frame(6.0 + Double(i) / 60.0, 3, .moved, 400, 400 - 20 * Double(i)) }
        frame(6.0 + 16 / 60.0, 3, .ended, 400, 100)
        layout.window.settle(within: 10)
        frame(20.0, 4, .began, 120, 96)
        frame(20.05, 4, .cancelled, 120, 96)
        lines.append("page \(layout.currentPage) of \(DefaultLayout.pageCount)")
        lines.append("")
        return lines
    }
}
