import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Random pinches, seeded: once everything rests, the zoom is within its
/// limits, the offset within the content, nothing is NaN, and every touch
/// ended exactly once.
@Suite struct ZoomPropertyTests {
    @Test(arguments: 0..<40) func randomPinchesSettleWithinTheLimits(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        func unit() -> Double { Double.random(in: 0..<1, using: &random) }
        let window = Window(size: Size(400, 300))
        let photo = makePhoto()
        photo.minimumZoomScale = 0.5 + unit()
        photo.maximumZoomScale = photo.minimumZoomScale + unit() * 5
        photo.bouncesZoom = random.next() % 4 != 0
        window.addSubview(photo)
        let trace = TraceRecorder(window)
        var input = FingerScript(window)
        func point() -> Point { Point(x: unit() * 400, y: unit() * 300) }
        for _ in 0..<6 {
            let fingers = 1 + Int(random.next() % 3)
            let starts = (0..<fingers).map { _ in point() }
            // Sometimes two fingers meet exactly: a span of zero.
            var ends = (0..<fingers).map { _ in point() }
            if fingers > 1, random.next() % 4 == 0 { ends[1] = ends[0] }
            input.move(from: starts, to: ends, steps: 1 + Int(random.next() % 25))
            if random.next() % 2 == 0 { input.settle() }
            #expect(photo.zoomScale.isFinite && photo.contentOffset.isFinite)
            // Every gesture ends with its fingers: the view neither drags nor tracks.
            #expect(!photo.isDragging && !photo.isTracking)
        }
        input.settle()
        #expect(photo.zoomScale >= photo.minimumZoomScale && photo.zoomScale <= photo.maximumZoomScale)
        let range = photo.contentOffsetRange
        #expect(range.x.contains(photo.contentOffset.x) && range.y.contains(photo.contentOffset.y))
        #expect(trace.scrolls.allSatisfy { $0.zoom.map { $0.isFinite && $0 > 0 } ?? false })
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func theZoomRubberBandIsMonotonicBoundedAndInvertible() {
        let limits = 1.0...4.0
        var last = 0.0
        for step in 1...400 {
            let finger = Double(step) * 0.05
            let shown = RubberBand.displayedScale(forFingerScale: finger, limits: limits, reach: 2)
            #expect(shown > last && shown > 0.5 && shown < 8)
            #expect(
                abs(RubberBand.fingerScale(forDisplayedScale: shown, limits: limits, reach: 2) - finger) < 1e-9 * finger
            )
            last = shown
        }
        #expect(RubberBand.displayedScale(forFingerScale: 0, limits: limits, reach: 2) == 0.5)
        #expect(RubberBand.displayedScale(forFingerScale: .infinity, limits: limits, reach: 2) == 8)
        #expect(RubberBand.displayedScale(forFingerScale: .nan, limits: limits, reach: 2) == 0.5)
    }
}
