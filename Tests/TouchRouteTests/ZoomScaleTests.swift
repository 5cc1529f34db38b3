import Testing
import TouchRoute
import TouchRouteTesting

/// The zoom scale from code: the content size follows it, and a zoom keeps
/// a point where it is on screen.
@Suite struct ZoomScaleTests {
    @Test func aViewZoomsOnlyWithARangeOfScales() {
        let view = ScrollView(name: "s")
        #expect(!view.isZoomable)
        view.setZoomScale(3)
        #expect(view.zoomScale == 1)
        view.maximumZoomScale = 2
        #expect(view.isZoomable)
    }

    @Test func aNewZoomRangeClampsAScaleLeftOutsideIt() {
        let photo = makePhoto()
        photo.setZoomScale(3)
        photo.maximumZoomScale = 2
        #expect(photo.zoomScale == 2)
        #expect(photo.contentSize == Size(800, 600))
        photo.minimumZoomScale = 2.5  // past the maximum: the scale waits for the maximum to follow
        #expect(photo.zoomScale == 2)
        photo.maximumZoomScale = 5
        #expect(photo.zoomScale == 2.5)
        photo.minimumZoomScale = 1  // a range that still holds the scale leaves it alone
        photo.maximumZoomScale = 4
        #expect(photo.zoomScale == 2.5)
        photo.maximumZoomScale = 1  // no range: back to the content's own size
        #expect(photo.zoomScale == 1)
        #expect(photo.contentSize == Size(400, 300))
    }

    @Test func theContentSizeFollowsTheZoomAndComesBackExactly() {
        let photo = makePhoto()
        photo.contentSize = Size(401.3, 299.7)
        photo.setZoomScale(2.5)
        #expect(photo.zoomScale == 2.5)
        #expect(photo.contentSize == Size(401.3 * 2.5, 299.7 * 2.5))
        #expect(photo.unzoomedContentSize == Size(401.3, 299.7))
        photo.setZoomScale(3.7)
        photo.setZoomScale(1)
        #expect(photo.contentSize == Size(401.3, 299.7))
        photo.setZoomScale(9)
        #expect(photo.zoomScale == 4)
        photo.setZoomScale(.nan)
        #expect(photo.zoomScale == 4)
    }

    @Test func setZoomScaleKeepsTheCentreWhereItIs() {
        let photo = makePhoto()
        photo.setZoomScale(2)
        // The centre (200, 150) goes to (400, 300), which shows at the centre again.
        #expect(photo.contentOffset == Point(x: 200, y: 150))
    }

    @Test func zoomToAPointKeepsItUnderItselfOnScreen() {
        let photo = makePhoto()
        photo.zoom(toScale: 2.5, at: Point(100, 100))
        #expect(photo.contentOffset == Point(x: 150, y: 150))
        #expect(photo.contentSize == Size(1000, 750))
        // Back out about a point near the far corner: clamped to the content.
        photo.contentOffset = Point(x: 600, y: 450)
        photo.zoom(toScale: 1, at: Point(700, 500))
        #expect(photo.zoomScale == 1)
        #expect(photo.contentOffset == .zero)
    }

    @Test func anAnimatedZoomKeepsThePointOnEveryFrameAndEndsExactly() {
        let window = Window(size: Size(400, 300))
        let photo = makePhoto()
        window.addSubview(photo)
        let trace = TraceRecorder(window)
        photo.zoom(toScale: 2, at: Point(100, 120), animated: true)
        #expect(photo.zoomScale == 1)
        window.advanceTime(to: window.clock.now + 0.1)
        #expect(photo.zoomScale > 1 && photo.zoomScale < 2)
        #expect(abs(100 * photo.zoomScale - photo.contentOffset.x - 100) < 1e-9)
        #expect(abs(120 * photo.zoomScale - photo.contentOffset.y - 120) < 1e-9)
        window.settle()
        #expect(photo.zoomScale == 2)
        #expect(photo.contentOffset == Point(x: 100, y: 120))
        #expect(!photo.isMovingWithoutFinger)
        #expect(trace.scrolls.count > 5)
        #expect(trace.scrolls.allSatisfy { $0.zoom != nil })
        #expect(trace.scrolls.last?.zoom == 2)
    }

    @Test func scrollRecordsCarryTheZoomOnlyForZoomableViews() {
        let window = Window(size: Size(400, 300))
        let photo = makePhoto()
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        list.contentSize = Size(400, 900)
        window.addSubview(list)
        window.addSubview(photo)
        let trace = TraceRecorder(window)
        list.contentOffset = Point(x: 0, y: 40)
        photo.setZoomScale(3)
        photo.contentOffset = Point(x: 10, y: 20)
        #expect(trace.scrolls.map(\.view.name) == ["list", "photo", "photo"])
        #expect(trace.scrolls.map(\.zoom) == [nil, 3, 3])
    }

    /// The README's example, as written there.
    @Test func theReadmeExample() {
        let window = Window(size: Size(400, 300))
        let photo = ScrollView(name: "photo1", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        photo.contentSize = Size(400, 300)  // the photo at zoom 1
        photo.minimumZoomScale = 1
        photo.maximumZoomScale = 4
        window.addSubview(photo)

        // A double tap's action: zoom to 2.5 about the tap, animated.
        photo.zoom(toScale: 2.5, at: Point(120, 80), animated: true)
        window.settle()
        #expect(photo.zoomScale == 2.5)
        #expect(photo.contentSize == Size(1000, 750))
        #expect(photo.contentOffset == Point(x: 180, y: 120))  // (120, 80) is still under the tap
    }
}
