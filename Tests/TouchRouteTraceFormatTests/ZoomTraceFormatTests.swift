import Testing
import TouchRouteTesting
import TouchRouteTraceFormat

@testable import TouchRoute

/// A zoomable view's scroll records carry its zoom: after the offset in the
/// text trace, as `"zoom"` in JSON Lines; views that do not zoom print as before.
@Suite struct ZoomTraceFormatTests {
    @Test func theOffsetsLineShowsTheZoomOfViewsThatZoom() {
        let photo = ScrollView(name: "photo1")
        let list = ScrollView(name: "list0")
        var text = TraceTextFormat(timeOrigin: 1)
        text.add(.scroll(ScrollChange(time: 1.5, view: photo, offset: Point(x: 120, y: 80), zoom: 2.5)))
        text.add(.scroll(ScrollChange(time: 1.5, view: list, offset: Point(x: 0, y: 40))))
        var bytes = TraceBytes(capacity: 256)
        text.flush(into: &bytes)
        #expect(bytes.text == "   0.500  offsets photo1 (120, 80) ×2.5  list0 (0, 40)\n")

        let json = TraceJSONFormat(timeOrigin: 1)
        var lines = TraceBytes(capacity: 256)
        json.append(.scroll(ScrollChange(time: 1.5, view: photo, offset: Point(x: 120, y: 80), zoom: 2.5)), to: &lines)
        #expect(lines.text.contains("\"zoom\":2.5"))
    }
}
