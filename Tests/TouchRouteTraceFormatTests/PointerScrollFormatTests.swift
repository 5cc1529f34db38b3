import Testing
import TouchRouteTesting
import TouchRouteTraceFormat

@testable import TouchRoute

/// Pointer-scroll records as text and JSON Lines: the exact lines, and the
/// byte formatters against the String reference on seeded random records.
@Suite struct PointerScrollFormatTests {
    let list = ScrollView(name: "list0", frame: Rect(x: 0, y: 0, width: 800, height: 480))
    let outer = ScrollView(name: "outer \"o\"", frame: Rect(x: 0, y: 0, width: 800, height: 480))

    func record(view: ScrollView?, chainedTo: ScrollView?) -> TraceRecord {
        .pointerScroll(
            PointerScrollRecord(
                time: 1.5, location: Point(400, 240.5), source: .wheel, phase: .changed,
                delta: Vector(dx: 0, dy: 48), applied: Vector(dx: 0, dy: 30.25), view: view, chainedTo: chainedTo))
    }

    @Test func aRoutedWheelDetentIsOneLine() {
        var text = TraceTextFormat(timeOrigin: 0.5)
        var bytes = TraceBytes()
        text.add(record(view: list, chainedTo: outer))
        text.add(record(view: nil, chainedTo: nil))
        text.flush(into: &bytes)
        #expect(
            bytes.text == """
                   1.000  wheel changed at (400, 240.5) by (0, 48) → list0 moved (0, 30.25) chained to outer "o"
                   1.000  wheel changed at (400, 240.5) by (0, 48) → no scroll view

                """)
        var json = TraceBytes()
        TraceJSONFormat(timeOrigin: 0.5).append(record(view: list, chainedTo: outer), to: &json)
        #expect(
            json.text
                == #"{"type":"pointer-scroll","t":1,"source":"wheel","phase":"changed","x":400,"y":240.5,"dx":0,"dy":48,"appliedX":0,"appliedY":30.25,"view":"list0","chainedTo":"outer \"o\""}"#
                + "\n")
    }

    @Test func randomPointerScrollsFormatAsTheReference() {
        var random = SeededRandom(seed: 25)
        let sources: [PointerScroll.Source] = [.wheel, .finger, .continuous]
        let phases: [PointerScroll.Phase] = [.began, .changed, .ended]
        let views: [ScrollView?] = [nil, list, outer]
        for _ in 0..<2000 {
            let scroll = PointerScrollRecord(
                time: random.unit() * 100, location: Point(random.unit() * 800, random.unit() * 480),
                source: sources[Int(random.next() % 3)], phase: phases[Int(random.next() % 3)],
                delta: Vector(dx: random.unit() * 200 - 100, dy: random.unit() * 200 - 100),
                applied: Vector(dx: random.unit() * 100 - 50, dy: random.unit() * 100 - 50),
                view: views[Int(random.next() % 3)], chainedTo: views[Int(random.next() % 3)])
            var reference = Reference.Text(timeOrigin: 0.25)
            var text = TraceTextFormat(timeOrigin: 0.25)
            var bytes = TraceBytes(capacity: 256)
            reference.pending.append(.pointerScroll(scroll))
            text.add(.pointerScroll(scroll))
            text.flush(into: &bytes)
            #expect(bytes.text == reference.flush().map { $0 + "\n" }.joined())
            var json = TraceBytes(capacity: 256)
            TraceJSONFormat(timeOrigin: 0.25).append(.pointerScroll(scroll), to: &json)
            #expect(json.text == Reference.json(.pointerScroll(scroll), timeOrigin: 0.25) + "\n")
        }
    }
}
