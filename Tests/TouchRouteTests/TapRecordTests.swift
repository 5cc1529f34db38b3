import Testing
import TouchRoute
import TouchRouteTesting

/// A tap view's counted taps are in the trace, so a trace says what a row
/// did with a touch, not only that the touch ended there.
@Suite struct TapRecordTests {
    @Test func aTapOnARowIsRecordedWithItsTouchPlaceAndCount() throws {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.play(.tap(at: Point(120, 96)), after: 0)
        layout.window.play(.tap(at: Point(121, 97)), after: 1)
        let recorded = trace.taps
        #expect(recorded.map(\.view.name) == ["list0.row1", "list0.row1"])
        #expect(recorded.map(\.count) == [1, 2])
        #expect(recorded.first?.location == Point(120, 96))
        let ends = trace.deliveries.filter { $0.phase == .ended && $0.view.name == "list0.row1" }
        #expect(recorded.map(\.touch) == ends.map(\.touch))
        #expect(recorded.map(\.time) == ends.map(\.time), "recorded at the lift")
    }

    @Test func aTouchThatScrollsOrStraysIsNoTap() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        // A vertical drag: the list takes it and cancels the row.
        layout.window.play(.swipe(from: Point(400, 300), to: Point(400, 150), duration: 0.3), after: 0)
        layout.window.settle()
        #expect(trace.taps.isEmpty)
        #expect(layout.lists[0].subviews.allSatisfy { ($0 as? TapView)?.tapCount == 0 })
    }
}
