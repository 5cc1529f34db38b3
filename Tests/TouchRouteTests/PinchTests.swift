import Testing
import TouchRoute
import TouchRouteTesting

/// Two fingers on a zoomable scroll view: the pinch about their centroid,
/// its start past the span slop, the rubber band past the limits and the
/// spring back.
@Suite struct PinchTests {
    private let window = Window(size: Size(400, 300))
    private let photo = makePhoto()
    private let trace: TraceRecorder

    init() {
        window.addSubview(photo)
        trace = TraceRecorder(window)
    }

    /// The unzoomed content point under `point` (window = the photo's screen position).
    private func contentPoint(under point: Point) -> Point {
        Point(
            x: (point.x + photo.contentOffset.x) / photo.zoomScale,
            y: (point.y + photo.contentOffset.y) / photo.zoomScale)
    }

    @Test func thePointUnderTheFingersStaysUnderThemAsTheySpreadAndTravel() {
        var input = FingerScript(window)
        // Spread about (200, 150), then carry both fingers 30 pt right and 20 down.
        input.move(from: [Point(150, 150), Point(250, 150)], to: [Point(100, 150), Point(300, 150)], lift: false)
        #expect(photo.zoomScale > 1.5)
        let under = contentPoint(under: Point(200, 150))
        #expect(abs(under.x - 200) < 1e-9 && abs(under.y - 150) < 1e-9)
        input.move(
            from: [Point(100, 150), Point(300, 150)], to: [Point(130, 170), Point(330, 170)], down: false, lift: false)
        let moved = contentPoint(under: Point(230, 170))
        #expect(abs(moved.x - 200) < 1e-9 && abs(moved.y - 150) < 1e-9)
        let scale = photo.zoomScale
        input.lift([0, 1], at: [Point(130, 170), Point(330, 170)])
        input.settle()
        #expect(photo.zoomScale == scale)  // within the limits: it stays
        #expect(trace.scrolls.allSatisfy { $0.zoom != nil })
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func twoStillFingersDoNotZoom() {
        var input = FingerScript(window)
        // A wobble of 12 pt in span, under the 16 pt slop.
        input.move(from: [Point(150, 150), Point(250, 150)], to: [Point(144, 150), Point(256, 150)])
        input.settle()
        #expect(photo.zoomScale == 1)
        #expect(trace.scrolls.isEmpty)
    }

    @Test func pastTheMaximumItRubberBandsAndSpringsBackToIt() {
        var input = FingerScript(window)
        input.move(from: [Point(180, 150), Point(220, 150)], to: [Point(5, 150), Point(395, 150)], lift: false)
        #expect(photo.zoomScale > 4 && photo.zoomScale < 8)
        let pulled = photo.zoomScale
        input.lift([0, 1], at: [Point(5, 150), Point(395, 150)])
        #expect(photo.zoomScale == pulled)  // the spring runs on the clock
        input.settle()
        #expect(photo.zoomScale == 4)
        #expect(photo.contentSize == Size(1600, 1200))
        let range = photo.contentOffsetRange
        #expect(range.x.contains(photo.contentOffset.x) && range.y.contains(photo.contentOffset.y))
        #expect(!photo.isMovingWithoutFinger)
    }

    @Test func pastTheMinimumItRubberBandsAndSpringsBackToIt() {
        photo.setZoomScale(2)
        var input = FingerScript(window)
        input.move(from: [Point(40, 150), Point(360, 150)], to: [Point(195, 150), Point(205, 150)], lift: false)
        #expect(photo.zoomScale < 1 && photo.zoomScale > 0.5)
        input.lift([0, 1], at: [Point(195, 150), Point(205, 150)])
        input.settle()
        #expect(photo.zoomScale == 1)
        #expect(photo.contentOffset == .zero)
        #expect(photo.contentSize == Size(400, 300))
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimits() {
        photo.bouncesZoom = false
        var input = FingerScript(window)
        input.move(from: [Point(180, 150), Point(220, 150)], to: [Point(5, 150), Point(395, 150)], lift: false)
        #expect(photo.zoomScale == 4)
        #expect(trace.scrolls.allSatisfy { $0.zoom! <= 4 })
        input.lift([0, 1], at: [Point(5, 150), Point(395, 150)])
        input.settle()
        #expect(photo.zoomScale == 4)
    }

    @Test func aFingerThatLiftsLeavesTheOtherPanningWithoutAJump() {
        var input = FingerScript(window)
        input.move(from: [Point(150, 150), Point(250, 150)], to: [Point(100, 150), Point(300, 150)], lift: false)
        let scale = photo.zoomScale
        input.lift([1], at: [Point(300, 150)])
        let offset = photo.contentOffset
        #expect(photo.zoomScale == scale)
        // The finger left drags the content 40 pt left: the offset follows it.
        input.move(from: [Point(100, 150)], to: [Point(60, 150)], steps: 4, down: false)
        #expect(photo.zoomScale == scale)
        #expect(abs(photo.contentOffset.x - (offset.x + 40)) < 1e-9)
        input.settle()
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func contentUnderThePinchHearsItsTouchesExactlyOnce() {
        let sticker = TapView(name: "sticker", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        photo.addSubview(sticker)
        var input = FingerScript(window)
        input.move(from: [Point(150, 150), Point(250, 150)], to: [Point(100, 150), Point(300, 150)])
        input.settle()
        #expect(photo.zoomScale > 1.5)
        // The pinch began within the content-touch delay: the content never heard it.
        #expect(trace.phases(receivedBy: "sticker").isEmpty)
        #expect(trace.decisions(by: "photo").contains { $0.rule == .pinch && $0.outcome == .takenOver })
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aPinchAfterTheDelayCancelsTheContentsTouches() {
        let sticker = TapView(name: "sticker", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        photo.addSubview(sticker)
        var input = FingerScript(window)
        let rest = [Point(150, 150), Point(250, 150)]
        input.step(rest.indices.map { Contact(id: $0, phase: .began, location: rest[$0]) })
        for _ in 0..<25 { input.step(rest.indices.map { Contact(id: $0, phase: .stationary, location: rest[$0]) }) }
        // A tap view takes one touch at a time: the first finger's.
        #expect(trace.phases(receivedBy: "sticker") == [.began])
        input.move(from: rest, to: [Point(100, 150), Point(300, 150)], down: false)
        input.settle()
        #expect(photo.zoomScale > 1.5)
        let phases = trace.phases(receivedBy: "sticker")
        #expect(phases.first == .began && phases.last == .cancelled && !phases.contains(.ended))
        #expect(trace.exactlyOnceViolations.isEmpty)
    }
}
