import Testing
import TouchRoute
import TouchRouteStrokes

/// The strokes here are 120 Hz scripts whose samples fall on a 120 Hz
/// panel's scans, so played at 120 Hz they are reported as written.
@Suite struct ArenaJudgeTests {
    /// A swipe on photo1 at zoom 2.5, `distance` points from the edge it drags towards.
    private func zoomedSwipe(from start: Point, to end: Point, distance: Double) -> ArenaStroke {
        ArenaStroke(
            band: .zoomedSwipe, path: .drag(from: start, to: end), startZoom: ArenaSuite.zoomedScale,
            distanceToEdge: distance, seed: 0)
    }

    @Test func aZoomedPhotoThatPansToItsEdgeAndHandsTheRestToThePagerIsEdgeThenPage() {
        // 300 pt left, 100 pt from the edge: the photo's chain moves the pager
        // with no takeover of the pager's own, the hand-off the band means.
        let judgment = ArenaJudge.judge(
            zoomedSwipe(from: Point(600, 240), to: Point(300, 240), distance: 100), at: .hz120)
        #expect(judgment.observed == .edgeThenPage)
    }

    @Test func aHandOffThatTurnsThePageIsJudgedOnThePhotoUnderTheFinger() {
        // 500 pt right, 20 pt from the edge: the page turns back to photo0, so
        // the photo the stroke was on is no longer the one shown.
        let stroke = zoomedSwipe(from: Point(150, 240), to: Point(650, 240), distance: 20)
        let layout = PhotoPagerLayout()
        let photo = layout.shownPhoto
        photo.setZoomScale(stroke.startZoom)
        photo.contentOffset = Point(x: 20, y: photo.contentOffset.y)
        layout.window.play(stroke.script(at: .hz120))
        #expect(layout.shownPhoto === layout.photos[0])
        #expect(ArenaJudge.judge(stroke, at: .hz120).observed == .edgeThenPage)
    }

    @Test func aSwipeThatStopsShortOfTheEdgePansThePhotoOnly() {
        let judgment = ArenaJudge.judge(
            zoomedSwipe(from: Point(500, 240), to: Point(400, 240), distance: 150), at: .hz120)
        #expect(judgment.observed == .photoOnly)
    }

    @Test func aSlowDragAtZoomOnePagesAndTwoFingersDraggedTogetherDoNot() {
        let drag = ArenaStroke(band: .slowDrag, path: .drag(from: Point(600, 240), to: Point(400, 240)), seed: 0)
        #expect(ArenaJudge.judge(drag, at: .hz120).observed == .page)
        let fingers = [Point(350, 240), Point(420, 240)].map {
            TouchScript.drag(from: $0, to: $0 + Vector(dx: -150, dy: 0), duration: 0.4).fingers[0]
        }
        let pan = ArenaStroke(band: .twoFingerPan, path: TouchScript(fingers: fingers), seed: 0)
        #expect(ArenaJudge.judge(pan, at: .hz120).observed == .pan)
    }
}
