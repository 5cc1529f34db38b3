import Testing
import TouchRoute
import TouchRouteTesting

/// Edge pan: the edge zone, and beginning only when moving away from the edge.
@Suite struct ScreenEdgePanGestureRecognizerTests {
    private func edgePan(_ edges: RectEdges = .left) -> (ScreenEdgePanGestureRecognizer, RecognizerHarness) {
        let recognizer = ScreenEdgePanGestureRecognizer(name: "back")
        recognizer.edges = edges
        return (recognizer, RecognizerHarness(recognizer, windowSize: Size(400, 800)))
    }

    @Test func aDragInFromTheLeftEdgeBegins() {
        let (recognizer, harness) = edgePan()
        harness.play(.drag(from: Point(5, 300), to: Point(200, 320), duration: 0.3))
        #expect(harness.states.first == .began)
        #expect(harness.states.last == .ended)
        #expect(harness.transitions.allSatisfy { $0.from.canTransition(to: $0.to, continuous: true) })
        #expect(recognizer.kind == .edgePan)
    }

    @Test func aDragAlongTheEdgeFails() {
        let (_, harness) = edgePan()
        harness.play(.drag(from: Point(5, 300), to: Point(15, 500), duration: 0.3))
        #expect(harness.states == [.failed])
    }

    @Test func aDragOffTheScreenFails() {
        let (_, harness) = edgePan()
        harness.play(.drag(from: Point(15, 300), to: Point(-100, 300), duration: 0.3))
        #expect(harness.states == [.failed])
    }

    @Test func aFingerDownOutsideTheZoneFailsAtOnce() {
        let (_, harness) = edgePan()
        harness.send(1, (0, .began, Point(21, 300)))
        #expect(harness.states == [.failed])
    }

    @Test func theRightAndBottomEdgesCountFromTheWindowsSize() {
        let (_, harness) = edgePan([.right, .bottom])
        harness.play(.drag(from: Point(395, 300), to: Point(200, 300), duration: 0.3))
        harness.play(.drag(from: Point(200, 790), to: Point(210, 500), duration: 0.3))
        harness.play(.drag(from: Point(5, 300), to: Point(200, 300), duration: 0.3))  // the left edge is not one of them
        #expect(harness.states.filter { $0 == .began }.count == 2)
        #expect(harness.states.last == .failed)
    }

    @Test func theZoneWidthCanBeChanged() {
        let (recognizer, harness) = edgePan()
        #expect(ScreenEdgePanGestureRecognizer.standardEdgeZoneWidth == 20)
        recognizer.edgeZoneWidth = 40
        harness.play(.drag(from: Point(35, 300), to: Point(200, 300), duration: 0.3))
        #expect(harness.states.first == .began)
    }
}
