import Testing
import TouchRouteTesting

@testable import TouchRoute
@testable import touchroute

/// `--plot` marks recognizer transitions and draws zoom, and only when the
/// trace has them.
@Suite struct TracePlotGestureTests {
    /// A 400x300 window with a zoomable scroll view `photo`, tapped once, and
    /// `extra` records added to its plot data after the tap.
    static func plot(_ extra: (ScrollView) -> [TraceRecord]) -> (data: TracePlotData, svg: String) {
        let window = Window(size: Size(width: 400, height: 300))
        let photo = ScrollView(name: "photo", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        photo.maximumZoomScale = 4
        window.addSubview(photo)
        var data = TracePlotData(screen: window.bounds.size, startZooms: ["photo": 1])
        window.trace = { data.add($0) }
        window.play(.tap(at: Point(100, 100)), after: 0)
        for record in extra(photo) { data.add(record) }
        return (data, TracePlot(data: data, title: "photo").svg)
    }

    static func change(_ recognizer: GestureRecognizer, _ state: GestureRecognizerState, at time: Double)
        -> TraceRecord
    {
        .gesture(
            GestureChange(
                time: time, recognizer: recognizer, kind: recognizer.kind, state: state,
                values: GestureValues(location: Point(120, 80))))
    }

    @Test func beganRecognizedAndEndedAreMarkedOnTheScreenAndTheTimeline() throws {
        let chrome = TapGestureRecognizer(name: "chrome")
        let drag = PanGestureRecognizer(name: "drag")
        let (data, svg) = Self.plot { _ in
            [
                Self.change(drag, .began, at: 0.02), Self.change(drag, .changed, at: 0.03),
                Self.change(drag, .ended, at: 0.05), Self.change(chrome, .recognized, at: 0.06),
                Self.change(TapGestureRecognizer(name: "zoom"), .failed, at: 0.06),
            ]
        }
        #expect(data.gestures.map(\.label) == ["drag began", "drag ended", "chrome recognized"])
        let check = try SVGCheck(svg)
        for panel in ["screen", "timeline"] {
            let marks = check.elements(in: panel, withClass: "gesture")
            #expect(marks.map { $0.attributes["data-recognizer"] } == ["drag", "drag", "chrome"], "\(panel)")
            #expect(marks.map { $0.attributes["data-state"] } == ["began", "ended", "recognized"], "\(panel)")
            let labels = check.elements.filter { $0.panel == panel && $0.text == "chrome recognized" }
            #expect(labels.count == 1, "\(panel)")
        }
        #expect(check.elements.contains { $0.panel == "key" && $0.text.hasPrefix("a recognizer began") })
        #expect(
            check.elements.contains {
                $0.classes.contains("subtitle") && $0.text.hasSuffix("3 recognizer transitions marked")
            })
    }

    @Test func aViewThatZoomedGetsAPanelOfItsScale() throws {
        let (data, svg) = Self.plot { photo in
            [.scroll(ScrollChange(time: 0.2, view: photo, offset: Point(150, 0), zoom: 2.5))]
        }
        #expect(data.zooms.map(\.scales) == [[1, 2.5]])
        let check = try SVGCheck(svg)
        let lines = check.elements(in: "zoom", withClass: "zoom")
        #expect(lines.map { $0.attributes["data-series"] } == ["photo zoom"])
    }

    @Test func aTraceWithoutGesturesOrZoomDrawsNeither() throws {
        let (data, svg) = Self.plot { _ in [] }
        #expect(data.gestures.isEmpty && data.zooms.isEmpty)
        let check = try SVGCheck(svg)
        #expect(!check.elements.contains { $0.classes.contains("gesture") || $0.panel == "zoom" })
        #expect(!svg.contains("recognizer"))
    }
}
