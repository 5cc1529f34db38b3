import Foundation
import Testing
import TouchRoute
import TouchRouteTesting

/// `docs/decision-on-the-path.svg`, the README's figure of a decision on the
/// path, is drawn by hand, so no command regenerates it; this plays its swipe
/// through the router and checks every number the figure prints, and where
/// it draws the two decision points and the three threshold lines, against
/// what the router decides.
@Suite struct DecisionOnThePathFigureTests {
    static let figure = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/decision-on-the-path.svg").standardized

    /// The figure's swipe: 25° off the pager's axis, reported at 30 Hz, the
    /// first report 6 pt along and the second 25 pt along (to the left and up,
    /// from a row of the default layout's first list).
    static let start = Point(600, 300)
    static let slope = tan(25 * Double.pi / 180)
    static let reports: [(time: Double, along: Double)] = [(0, 0), (1.0 / 30, 6), (2.0 / 30, 25)]

    /// The decisions of the swipe on the default layout, decided as `sampling` says.
    static func decisions(_ sampling: DecisionSampling) -> (list: [Decision], pager: [Decision]) {
        let layout = DefaultLayout()
        layout.window.decisionSampling = sampling
        let trace = TraceRecorder(layout.window)
        for (index, report) in reports.enumerated() {
            let point = Point(x: start.x - report.along, y: start.y - report.along * slope)
            layout.window.handle(
                TouchFrame(
                    timestamp: report.time,
                    contacts: [Contact(id: 1, phase: index == 0 ? .began : .moved, location: point)]))
        }
        return (trace.decisions(by: "list0"), trace.decisions(by: "pager"))
    }

    /// `12.0` as `12`, `4.66` as `4.7`: one decimal, as the figure writes.
    static func figureText(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    @Test func everyNumberInTheFigureIsWhatTheRouterDecides() throws {
        let svg = try String(contentsOf: Self.figure, encoding: .utf8)
        let onThePath = Self.decisions(.path)
        let givesUp = try #require(onThePath.list.first { $0.rule == .pan && $0.outcome == .declined })
        let takesOver = try #require(onThePath.pager.first { $0.outcome == .takenOver })
        #expect(takesOver.rule == .lastOneStanding)
        // Both between the two reports.
        #expect(givesUp.time > Self.reports[1].time && givesUp.time < Self.reports[2].time)
        #expect(takesOver.time >= givesUp.time && takesOver.time < Self.reports[2].time)
        let one = (along: -givesUp.displacement.dx, across: -givesUp.displacement.dy)
        let two = (along: -takesOver.displacement.dx, across: -takesOver.displacement.dy)
        let labels = [
            "the list gives up: \(Self.figureText(one.along)) pt along",
            "the pager takes over: \(Self.figureText(two.along)) pt along, and more along than across",
            "1. at (\(Self.figureText(one.along)), \(Self.figureText(one.across))) the list gives the touch up;",
            "2. at (\(Self.figureText(two.along)), \(Self.figureText(two.across))) the pager takes over, the last one standing.",
            "report at \(Int((Self.reports[1].time * 1000).rounded())) ms",
            "report at \(Int((Self.reports[2].time * 1000).rounded())) ms: \(Self.figureText(Self.reports[2].along)) pt along, \(Self.figureText(Self.reports[2].along * Self.slope)) across.",
        ]
        for label in labels { #expect(svg.contains(">\(label)</text>"), "the figure lacks \(label)") }
        // The list's pan start, the threshold the list judges across its
        // axis, as the router gave it, and the pager's 12 pt along.
        let panStart = try #require(givesUp.thresholds?.y)
        let pagerAlong = try #require(takesOver.thresholds?.x)
        #expect(svg.contains(">the list's pan start: \(Self.figureText(panStart)) pt across</text>"))
        #expect(Self.figureText(pagerAlong) == Self.figureText(two.along), "the pager takes over at its threshold")
        // The points and lines are drawn 16 px a point from the touch-down at (100, 300).
        for line in [
            "<line x1=\"100.0\" y1=\"\(Self.pixel(300 - 16 * panStart))\" x2=\"484.0\" y2=\"\(Self.pixel(300 - 16 * panStart))\"",
            "<line x1=\"\(Self.pixel(100 + 16 * one.along))\" y1=\"300.0\"",
            "<line x1=\"\(Self.pixel(100 + 16 * pagerAlong))\" y1=\"300.0\"",
        ] {
            #expect(svg.contains(line), "the figure lacks \(line)")
        }
        for (point, colour) in [(one, "c0392b"), (two, "2471a3")] {
            let circle =
                "<circle cx=\"\(Self.pixel(100 + 16 * point.along))\" cy=\"\(Self.pixel(300 - 16 * point.across))\" r=\"6\" fill=\"white\" stroke=\"#\(colour)\""
            #expect(svg.contains(circle), "the figure lacks \(circle)")
        }
        // Judged at the reports alone, the list scrolls: the second report's
        // 11.7 pt across passes its 10 pt pan start, and the pager never takes over.
        let atReports = Self.decisions(.samples)
        #expect(atReports.list.contains { $0.rule == .pan && $0.outcome == .takenOver })
        #expect(!atReports.pager.contains { $0.outcome == .takenOver })
        #expect(
            svg.contains(">\(Self.figureText(Self.reports[2].along * Self.slope)) across passes its pan start.</text>"))
    }

    /// A coordinate as the figure writes it: one decimal, always.
    static func pixel(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
