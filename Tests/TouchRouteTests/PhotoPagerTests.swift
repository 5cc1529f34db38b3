import Testing
import TouchRoute
import TouchRouteTesting

/// Zoomable photos on the pages of a pager (the layout of
/// Examples/photos.yaml), from page 1, each test with a `RemorsefulScrollView`
/// pager and with UIKit's paging `ScrollView`: two fingers go to the photo,
/// and a zoomed photo pans to its edge before the pager pages.
@Suite struct PhotoPagerTests {
    @Test(arguments: PagerKind.allCases) func aPinchOutZoomsThePhotoAndDoesNotPage(kind: PagerKind) {
        let f = PhotoPagerFixture(kind)
        var input = FingerScript(f.window)
        input.move(from: [Point(150, 150), Point(250, 150)], to: [Point(60, 140), Point(340, 160)])
        input.settle()
        #expect(f.photos[1].zoomScale > 2)
        #expect(f.pager.contentOffset == Point(x: 400, y: 0))
        #expect(!f.trace.scrolls.contains { $0.view === f.pager })
        #expect(f.trace.outcomes(by: "pager").contains(kind == .remorseful ? .blockedByMultitouch : .claimedByChild))
        #expect(f.trace.decisions(by: "photo1").contains { $0.rule == .pinch && $0.outcome == .takenOver })
        #expect(f.trace.exactlyOnceViolations.isEmpty)
    }

    @Test(arguments: PagerKind.allCases) func aTwoFingerSidewaysDragAtZoomOneDoesNotPage(kind: PagerKind) {
        let f = PhotoPagerFixture(kind)
        var input = FingerScript(f.window)
        input.move(from: [Point(80, 150), Point(180, 150)], to: [Point(280, 151), Point(380, 151)], steps: 12)
        input.settle()
        #expect(f.pager.contentOffset == Point(x: 400, y: 0))
        #expect(f.photos[1].zoomScale == 1)
        #expect(f.trace.scrolls.isEmpty)
        #expect(f.trace.exactlyOnceViolations.isEmpty)
    }

    @Test(arguments: PagerKind.allCases) func aSecondFingerAFrameLaterStillKeepsThePagerStill(kind: PagerKind) {
        let f = PhotoPagerFixture(kind)
        var input = FingerScript(f.window)
        input.step([Contact(id: 0, phase: .began, location: Point(300, 150))])
        input.move(from: [Point(200, 150)], to: [Point(60, 150)], steps: 10, firstID: 1, lift: false)
        input.step([Contact(id: 0, phase: .ended, location: Point(300, 150))])
        input.lift([1], at: [Point(60, 150)])
        input.settle()
        #expect(f.pager.contentOffset == Point(x: 400, y: 0))
        #expect(f.trace.exactlyOnceViolations.isEmpty)
    }

    @Test(arguments: PagerKind.allCases) func aSwipeAtZoomOnePages(kind: PagerKind) {
        let f = PhotoPagerFixture(kind)
        var input = FingerScript(f.window)
        input.move(from: [Point(300, 150)], to: [Point(100, 152)], steps: 15)
        input.settle()
        #expect(f.pager.contentOffset == Point(x: 800, y: 0))
        #expect(f.photos[1].zoomScale == 1)
        #expect(f.trace.exactlyOnceViolations.isEmpty)
    }

    @Test(arguments: PagerKind.allCases) func aShortDragOnAZoomedPhotoPansItAndDoesNotPage(kind: PagerKind) {
        let f = PhotoPagerFixture(kind)
        f.photos[1].zoom(toScale: 2, at: Point(200, 150))
        var input = FingerScript(f.window)
        input.move(from: [Point(300, 150)], to: [Point(200, 150)], steps: 20)
        input.settle()
        // Past the 10 pt pan start it follows the finger, and may glide on to its edge.
        #expect(f.photos[1].contentOffset.x > 270 && f.photos[1].contentOffset.x <= 400)
        #expect(f.pager.contentOffset == Point(x: 400, y: 0))
        #expect(f.trace.exactlyOnceViolations.isEmpty)
    }

    @Test(arguments: PagerKind.allCases) func aLongDragOnAZoomedPhotoPansItToItsEdgeFirstThenPages(kind: PagerKind) {
        let f = PhotoPagerFixture(kind)
        let photo = f.photos[1]
        photo.zoom(toScale: 2, at: Point(200, 150))
        #expect(photo.contentOffset == Point(x: 200, y: 150))
        var input = FingerScript(f.window)
        input.move(from: [Point(390, 150)], to: [Point(10, 150)], steps: 40, lift: false)
        // The photo reached its right edge (400) before the pager moved at all.
        let firstPagerStep = f.trace.scrolls.firstIndex { $0.view === f.pager }
        #expect(firstPagerStep != nil)
        let photoBefore = f.trace.scrolls[..<(firstPagerStep ?? 0)].last { $0.view === photo }
        #expect(photoBefore?.offset.x == 400)
        #expect(f.pager.contentOffset.x > 500)
        #expect(photo.contentOffset.x == 400)
        // Back 30 pt: the pager turns back first; the photo stays at its edge.
        let pagerOffset = f.pager.contentOffset.x
        input.move(from: [Point(10, 150)], to: [Point(40, 150)], steps: 3, down: false, lift: false)
        #expect(abs(f.pager.contentOffset.x - (pagerOffset - 30)) < 1e-9)
        #expect(photo.contentOffset.x == 400)
        // And on to the left again: a flick that turns the page.
        input.move(from: [Point(40, 150)], to: [Point(10, 150)], steps: 4, down: false)
        input.settle()
        #expect(f.pager.contentOffset == Point(x: 800, y: 0))
        #expect(photo.contentOffset.x == 400)
        #expect(photo.zoomScale == 2)
        #expect(f.trace.exactlyOnceViolations.isEmpty)
    }

    @Test(arguments: PagerKind.allCases) func aZoomedPhotoReleasedBetweenPagesSnapsBackWhenTheDragWasShort(
        kind: PagerKind
    ) {
        let f = PhotoPagerFixture(kind)
        let photo = f.zoomedPhotoAtItsRightEdge()
        var input = FingerScript(f.window)
        // 60 pt slowly: past the pan start, the pager moves 50 pt; released still.
        input.move(from: [Point(300, 150)], to: [Point(240, 150)], steps: 30, lift: false)
        #expect(f.pager.contentOffset.x > 440)
        for _ in 0..<20 { input.step([Contact(id: 0, phase: .stationary, location: Point(240, 150))]) }
        input.lift([0], at: [Point(240, 150)])
        input.settle()
        #expect(f.pager.contentOffset == Point(x: 400, y: 0))
        // The photo stayed at its right edge, zoomed, all through.
        #expect(photo.contentOffset == Point(x: 400, y: 150))
        #expect(photo.zoomScale == 2)
        #expect(f.trace.exactlyOnceViolations.isEmpty)
    }

    @Test(arguments: PagerKind.allCases) func aPinchThatFollowsAHandOffLeavesThePagerOnAPage(kind: PagerKind) {
        let f = PhotoPagerFixture(kind)
        let photo = f.zoomedPhotoAtItsRightEdge()
        var input = FingerScript(f.window)
        input.move(from: [Point(300, 150)], to: [Point(200, 150)], steps: 25, lift: false)
        #expect(f.pager.contentOffset.x > 470)
        input.step([Contact(id: 1, phase: .began, location: Point(100, 150))])
        input.move(
            from: [Point(200, 150), Point(100, 150)], to: [Point(260, 150), Point(40, 150)], steps: 10, down: false)
        input.settle()
        #expect(f.pager.contentOffset == Point(x: 400, y: 0))
        #expect(photo.zoomScale > 2 && photo.zoomScale <= 4)
        #expect(f.trace.exactlyOnceViolations.isEmpty)
    }
}
