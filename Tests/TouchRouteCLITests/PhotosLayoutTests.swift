import Testing
import TouchRoute
import TouchRouteLayout
import TouchRouteTesting

/// Examples/photos.yaml behaves as issue 26's "Done when" says, from page 1,
/// on an 800x480 window where each photo fills the screen.
@Suite struct PhotosLayoutTests {
    /// photos.yaml built, on page 1, with its trace recorded.
    struct Photos {
        let layout: BuiltLayout
        let trace: TraceRecorder
        let pager: ScrollView
        let photo1: ScrollView

        init() throws {
            let path = CLIRunner.packageRoot.appendingPathComponent("Examples/photos.yaml").path
            layout = try LayoutFile.load(path: path).build(screen: Size(800, 480))
            layout.pagedView?.show(page: 1)
            trace = TraceRecorder(layout.window)
            pager = try #require(layout.pagedView?.view)
            photo1 = try #require(layout.view(named: "photo1") as? ScrollView)
        }

        var page: Int? { layout.pagedView?.currentPage }

        /// The states `recognizer` went to, in order.
        func states(of recognizer: String) -> [GestureRecognizerState] {
            trace.records.compactMap { record in
                guard case .gesture(let change) = record, change.recognizer.name == recognizer else { return nil }
                return change.state
            }
        }

        /// Every scroll view's offset and zoom, to see that nothing moved.
        var positions: [String] {
            layout.scrollViews.map { "\($0.name) \($0.contentOffset) \($0.zoomScale)" }
        }

        func play(_ gesture: TouchScript) {
            layout.window.play(gesture)
            #expect(trace.exactlyOnceViolations.isEmpty)
        }
    }

    /// Two fingers moving together, the second landing 5 ms after the first.
    static func twoFingers(_ a: (Point, Point), _ b: (Point, Point), duration: Double) -> TouchScript {
        TouchScript.drag(from: a.0, to: a.1, duration: duration)
            .adding(.drag(from: b.0, to: b.1, duration: duration), after: 0.005)
    }

    static func doubleTap(at point: Point) -> TouchScript {
        TouchScript.tap(at: point).adding(.tap(at: point), after: 0.2)
    }

    @Test func aPinchOutZoomsPhoto1AndDoesNotPage() throws {
        let photos = try Photos()
        photos.play(
            Self.twoFingers(
                (Point(320, 240), Point(200, 240)), (Point(480, 240), Point(600, 240)), duration: 0.5))
        #expect(photos.photo1.zoomScale > 1.5, "the fingers spread 160 pt → 400 pt")
        #expect(photos.page == 1)
        #expect(photos.pager.contentOffset == Point(800, 0))
    }

    @Test func aDoubleTapZoomsAndChromeIsNotRecognized() throws {
        let photos = try Photos()
        photos.play(Self.doubleTap(at: Point(400, 240)))
        #expect(photos.states(of: "zoom1") == [.recognized])
        #expect(photos.photo1.zoomScale == 2.5)
        #expect(!photos.states(of: "chrome").contains(.recognized))
        #expect(photos.page == 1)
    }

    /// A first tap's end waits while the double tap may come (0.3 s); a
    /// swipe that lands meanwhile is one finger on the glass, and pages.
    @Test func aSwipeJustAfterATapPages() throws {
        let photos = try Photos()
        photos.play(
            TouchScript.tap(at: Point(600, 240))
                .adding(.swipe(from: Point(610, 240), to: Point(200, 244)), after: 0.15))
        #expect(photos.page == 2)
        #expect(photos.photo1.zoomScale == 1)
        #expect(photos.states(of: "chrome") == [.recognized], "the first tap was a single tap")
    }

    @Test func aSingleTapRecognizesChromeAndDoesNotZoom() throws {
        let photos = try Photos()
        photos.play(.tap(at: Point(400, 240)))
        #expect(photos.states(of: "chrome") == [.recognized])
        #expect(photos.states(of: "zoom1") == [.failed])
        #expect(photos.photo1.zoomScale == 1)
    }

    @Test func aLongPressRecognizesMenuAndMovesNothing() throws {
        let photos = try Photos()
        let before = photos.positions
        photos.play(.longPress(at: Point(400, 240), duration: 0.8))
        #expect(photos.states(of: "menu").first == .began)
        #expect(photos.states(of: "menu").last == .ended)
        #expect(photos.positions == before)
        #expect(!photos.states(of: "chrome").contains(.recognized))
    }

    @Test func aSwipeAtZoom1Pages() throws {
        let photos = try Photos()
        photos.play(.swipe(from: Point(600, 240), to: Point(200, 243)))
        #expect(photos.page == 2)
        #expect(photos.photo1.zoomScale == 1)
    }

    @Test func onAZoomedPhotoALongDragPansThePhotoToItsEdgeFirstAndThenPages() throws {
        let photos = try Photos()
        photos.photo1.zoom(toScale: 2.5, at: Point(160, 240))
        // Zoomed at x = 160, the photo shows content from 160 × 2.5 − 160 = 240 pt on.
        try #require(photos.photo1.contentOffset.x > 0)
        photos.play(.drag(from: Point(40, 240), to: Point(760, 240), duration: 0.6))
        let scrolls = photos.trace.scrolls
        let photoAtEdge = scrolls.firstIndex { $0.view === photos.photo1 && $0.offset.x == 0 }
        let pagerMoves = scrolls.firstIndex { $0.view === photos.pager && $0.offset.x < 800 }
        let edge = try #require(photoAtEdge, "the photo pans to its left edge")
        let paging = try #require(pagerMoves, "then the pager moves")
        #expect(edge < paging)
        #expect(photos.page == 0)
        #expect(photos.photo1.zoomScale == 2.5, "a drag does not zoom")
    }

    @Test func aTwoFingerSidewaysDragAtZoom1DoesNotPage() throws {
        let photos = try Photos()
        photos.play(
            Self.twoFingers(
                (Point(560, 190), Point(240, 190)), (Point(560, 290), Point(240, 290)), duration: 0.4))
        #expect(photos.page == 1)
        #expect(photos.pager.contentOffset == Point(800, 0))
    }
}
