import Testing
import TouchRoute
import TouchRouteTesting

@testable import touchroute

@Suite struct TracePlotTests {
    /// A window with one vertical list under an awkward name, dragged up by one
    /// finger and tapped by another.
    static func plot() -> (data: TracePlotData, svg: String) {
        let window = Window(size: Size(width: 400, height: 300))
        let list = ScrollView(name: "list <1> & \"b\"", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        list.contentSize = Size(width: 400, height: 3000)
        list.addSubview(TapView(name: "row 'a'", frame: Rect(x: 0, y: 0, width: 400, height: 3000)))
        window.addSubview(list)
        var data = TracePlotData(screen: window.bounds.size, startOffsets: [list.name: list.contentOffset])
        window.trace = { data.add($0) }
        window.play(.drag(from: Point(200, 250), to: Point(200, 50)), after: 0)
        window.play(.tap(at: Point(100, 100)))
        return (data, TracePlot(data: data, title: "odd <names> & \"quotes\"").svg)
    }

    @Test func theSVGIsWellFormedAndDrawsAPathPerTouchAndAMarkerPerDecision() throws {
        let (data, svg) = Self.plot()
        let check = try SVGCheck(svg)
        #expect(data.touches.count == 2)
        #expect(check.elements(in: "screen", withClass: "touch").map { $0.attributes["data-touch"] } == ["1", "2"])
        #expect(!data.decisions.isEmpty)
        #expect(check.elements(in: "screen", withClass: "decision").count == data.decisions.count)
        #expect(check.elements(in: "near", withClass: "decision").count == data.decisions.count)
        #expect(check.elements.first { $0.classes.contains("heading") }?.text == "odd <names> & \"quotes\"")
    }

    @Test func onlyTheComponentsOfOffsetsThatMovedArePlotted() throws {
        let check = try SVGCheck(Self.plot().svg)
        let series = check.elements(in: "timeline", withClass: "offsets").compactMap { $0.attributes["data-series"] }
        #expect(series == ["list <1> & \"b\" y"])
    }

    @Test func eachDecisionIsListedWithItsNumberTimeAndRule() throws {
        let (data, svg) = Self.plot()
        let check = try SVGCheck(svg)
        let lines = check.elements.filter { $0.panel == "decisions" && $0.classes == ["list"] }.map(\.text)
        #expect(lines.count == data.decisions.count)
        // Decided where the path passed the 10 pt pan start, between two reports.
        #expect(lines.first == "  0.025 s  #1  list <1> & \"b\"  pan  taken-over  (dx 0, dy -10; thresholds 10/10)")
    }

    @Test func aTouchCancelledEverywhereEndsInACrossAndOneThatEndedInADot() throws {
        let window = Window(size: Size(width: 100, height: 100))
        window.addSubview(TapView(name: "button", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        var data = TracePlotData(screen: window.bounds.size)
        window.trace = { data.add($0) }
        window.play(.tap(at: Point(50, 50)), after: 0)
        #expect(data.touches.map(\.finished) == [true])
        #expect(data.touches.map(\.cancelled) == [false])
        let check = try SVGCheck(TracePlot(data: data, title: "tap").svg)
        #expect(
            check.elements.contains {
                $0.panel == "screen" && $0.name == "circle" && $0.attributes["fill"] != "#ffffff"
            })
        #expect(check.elements(in: "timeline", withClass: "offsets").isEmpty)
        #expect(check.elements.contains { $0.panel == "timeline" && $0.text == "No scroll view moved." })
    }
}
