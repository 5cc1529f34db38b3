import Testing
import TouchRoute
import TouchRouteTesting

/// A finger on a glide or spring-back that has all but stopped stops it and
/// still taps (`ScrollView.tapThroughSpeed`, `tapThroughDistance`); on a
/// faster motion it only catches it.
@Suite struct TapThroughTests {
    private static let frame = 1.0 / 60

    /// Flick list0 up, then run the clock a display frame at a time until the
    /// list moves slower than `speed` points per second over a frame, as a
    /// user would see it (`MotionSetup.glide`). Returns that speed.
    private func flickAndWait(_ layout: DefaultLayout, untilSlowerThan speed: Double) -> Double {
        let flick = TouchScript.swipe(from: Point(400, 400), to: Point(400, 250), duration: 0.1)
        let motion = MotionSetup.glide(flick: flick, untilSlowerThan: speed)
            .play(in: layout.window, at: .hz120, trace: TraceRecorder(layout.window))
        #expect(motion?.scrollView == "list0")
        return motion?.speed ?? 0
    }

    /// The row of list0 under window point (400, 200).
    private func rowUnderFinger(_ layout: DefaultLayout) -> TapView {
        let y = 200 + layout.lists[0].contentOffset.y
        return layout.lists[0].subviews[Int(y / DefaultLayout.rowHeight)] as! TapView
    }

    @Test func aTapOnAGlideThatHasAllButStoppedStopsItAndTaps() {
        let layout = DefaultLayout()
        let observed = flickAndWait(layout, untilSlowerThan: 20)
        #expect(observed > 0)
        #expect(layout.lists[0].isDecelerating)
        let row = rowUnderFinger(layout)
        let stoppedAt = layout.lists[0].contentOffset
        layout.window.play(.tap(at: Point(400, 200)), after: 0)
        #expect(row.tapCount == 1)
        #expect(layout.lists[0].contentOffset == stoppedAt)
        #expect(!layout.lists[0].isMovingWithoutFinger)
    }

    @Test func aFingerOnAFastGlideOnlyCatchesIt() {
        let layout = DefaultLayout()
        let observed = flickAndWait(layout, untilSlowerThan: 1500)
        #expect(observed > 600)
        let rows = layout.lists[0].subviews.map { $0 as! TapView }
        let trace = TraceRecorder(layout.window)
        layout.window.play(.tap(at: Point(400, 200)), after: 0)
        #expect(rows.allSatisfy { $0.tapCount == 0 })
        #expect(!layout.lists[0].isMovingWithoutFinger)
        // The touch never reached a row: the list kept it.
        #expect(!trace.deliveries.contains { $0.view.name.hasPrefix("list0.row") })
    }

    @Test func withNoTapThroughSpeedEveryGlideCatches() {
        let layout = DefaultLayout()
        layout.lists[0].tapThroughSpeed = 0
        _ = flickAndWait(layout, untilSlowerThan: 20)
        let row = rowUnderFinger(layout)
        layout.window.play(.tap(at: Point(400, 200)), after: 0)
        #expect(row.tapCount == 0)
    }

    private static let pull = TouchScript.drag(from: Point(400, 100), to: Point(400, 400), duration: 0.6)

    /// Pull list0 110 pt down past its top and let go: it springs back.
    private func pullAndRelease(_ layout: DefaultLayout) {
        layout.window.play(Self.pull, settling: false)
        #expect(layout.lists[0].contentOffset.y < -60)
    }

    @Test func aTapOnASpringWithinTwoPointsOfRestFinishesItAndTaps() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let motion = MotionSetup.springBack(pull: Self.pull, untilWithin: 0.8).play(
            in: layout.window, at: .hz120, trace: trace)
        #expect(trace.scrolls.map(\.offset.y).min()! < -60)
        #expect(motion?.distanceFromRest ?? .infinity <= 0.8)
        #expect(layout.lists[0].isMovingWithoutFinger)
        let row = layout.lists[0].subviews[3] as! TapView  // rows 192–256, under y 200
        layout.window.play(.tap(at: Point(400, 200)), after: 0)
        #expect(row.tapCount == 1)
        #expect(layout.lists[0].contentOffset == .zero)  // jumped the last bit to rest
        #expect(!layout.lists[0].isMovingWithoutFinger)
    }

    @Test func aFingerOnASpringFarFromRestCatchesItAndItSettlesAfterTheLift() {
        let layout = DefaultLayout()
        pullAndRelease(layout)
        layout.window.advanceTime(to: layout.window.clock.now + 2 * Self.frame)
        #expect(layout.lists[0].contentOffset.y < -20)
        let rows = layout.lists[0].subviews.map { $0 as! TapView }
        layout.window.play(.tap(at: Point(400, 200)), after: 0, settling: false)
        #expect(rows.allSatisfy { $0.tapCount == 0 })
        layout.window.settle()
        #expect(layout.lists[0].contentOffset == .zero)
    }

    @Test func theThresholdsAreNamedAndAdjustable() {
        #expect(ScrollView.standardTapThroughSpeed == 50)
        #expect(ScrollView.standardTapThroughDistance == 2)
        let list = ScrollView(name: "list")
        #expect(list.tapThroughSpeed == 50 && list.tapThroughDistance == 2)
    }
}
