import Testing
import TouchRoute
import TouchRouteTesting

@Suite struct DefaultLayoutTests {
    @Test func tapReachesTheRowUnderTheFinger() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.play(.tap(at: Point(120, 100)))
        #expect(trace.phases(receivedBy: "list0.row1") == [.began, .ended])
        #expect(trace.phases(receivedBy: "list0") == [.began, .ended])
        #expect(trace.phases(receivedBy: "pager") == [.began, .ended])
        let row = layout.lists[0].subviews[1] as! TapView
        #expect(row.tapCount == 1)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func verticalDragScrollsTheListAndCancelsTheRow() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.play(.drag(from: Point(300, 400), to: Point(300, 100), duration: 0.5))
        #expect(layout.lists[0].contentOffset.y > 250)
        #expect(layout.pager.contentOffset == .zero)
        #expect(trace.outcomes(by: "pager") == [.forwarded, .claimedByChild])
        #expect(trace.outcomes(by: "list0").contains(.takenOver))
        #expect(trace.phases(receivedBy: "list0.row6").isEmpty)
        #expect(trace.exactlyOnceViolations.isEmpty)
        print(trace.records.count)
        for d in trace.decisions { print(d.view.name, d.rule, d.outcome, d.displacement, d.target?.name ?? "-") }
    }

    @Test func horizontalSwipeFlipsThePage() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.play(.swipe(from: Point(600, 200), to: Point(300, 202)))
        #expect(layout.currentPage == 1)
        #expect(layout.pager.contentOffset.x == 800)
        #expect(trace.outcomes(by: "pager").contains(.takenOver))
        #expect(trace.exactlyOnceViolations.isEmpty)
        for d in trace.decisions { print(d.view.name, d.rule, d.outcome, d.displacement, d.target?.name ?? "-") }
        for p in trace.problems { print(p) }
    }
}
