import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Times a host or a broken input can pass that no clock reaches: infinity,
/// NaN and numbers past `Window.latestTime`. A glide must neither spin forever
/// on them (ticks that all fall on one time) nor jump to them.
@Suite struct WindowTimeLimitTests {
    @Test(arguments: [Double.infinity, .nan, 1e300, Window.latestTime * 2])
    func advancingToATimeNoClockReachesIsReportedAndIgnored(time: Double) {
        let f = ScrollViewMotionTests.Fixture()
        f.flick()
        let now = f.window.clock.now
        #expect(f.list.isMovingWithoutFinger)
        f.window.advanceTime(to: time)
        #expect(f.window.clock.now == now)
        #expect(f.list.isMovingWithoutFinger, "the glide goes on from where it was")
        let problem = f.trace.problems.last?.message ?? ""
        #expect(problem.hasPrefix("host bug: advanceTime time "))
        #expect(problem.hasSuffix("it is ignored, and the clock stays at \(now.compactDescription) s."))
        f.window.settle()
        #expect(!f.list.isMovingWithoutFinger)
    }

    @Test func aFrameAtATimePastAnyClockIsRoutedAtTheCurrentTime() {
        let f = ScrollViewMotionTests.Fixture()
        f.flick()
        let now = f.window.clock.now
        f.frame(1e300, .began, Point(200, 100))
        #expect(f.window.clock.now == now)
        #expect(
            f.trace.problems.last?.message
                == "input bug: frame time 1e+300 s is past the latest time a window keeps (2^42 s, about 139,000 years); it is routed at \(now.compactDescription) s."
        )
        f.frame(now + 0.1, .ended, Point(200, 100))
        #expect(f.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func theLatestTimeStillTellsTheTicksOfA240HzDisplayApart() {
        let tick = 1.0 / 240
        #expect(Window.latestTime + tick > Window.latestTime)
        #expect((Window.latestTime + tick) - Window.latestTime > tick * 0.75)
    }
}

/// Contacts a world away: clamped to ±1e9 points, so that no distance, speed
/// or glide overflows to infinity.
@Suite struct WindowCoordinateLimitTests {
    @Test func aContactFlungToTheEdgeOfTheDoublesGlidesAFiniteWay() {
        let f = ScrollViewMotionTests.Fixture()
        f.frame(1, .began, Point(200, 250))
        f.frame(1.016, .moved, Point(200, 200))
        f.frame(1.032, .moved, Point(200, -.greatestFiniteMagnitude))
        #expect(f.window.activeTouches.allSatisfy { $0.location.y == -Window.largestCoordinate })
        f.frame(1.048, .ended, Point(200, -.greatestFiniteMagnitude))
        f.window.settle()
        #expect(f.offsets.allSatisfy { $0.y.isFinite })
        #expect(!f.list.isMovingWithoutFinger)
        #expect(f.trace.exactlyOnceViolations.isEmpty)
    }
}
