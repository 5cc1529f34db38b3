import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Host-stepped motion (`DisplaySync.host`): the host's frame callback calls
/// `Window.displayFrame(at:)`, and the content follows the same curves as
/// with the router's own tick timers.
@Suite struct DisplaySyncTests {
    /// One scroll view released by a gesture and moving on its own.
    enum Scenario: CaseIterable {
        /// A 1,200 pt/s flick up a list: a glide that stops mid-content.
        case glide
        /// A 5,600 pt/s flick: the glide meets the end, bounces past it and springs back.
        case bounce
        /// A swipe across a paging view: a spring onto the next page.
        case pageSnap
    }

    /// A window in `sync` mode after `scenario`'s gesture, with the view that moves.
    final class Released {
        let window: Window
        let view: ScrollView
        let trace: TraceRecorder
        /// The input time of the lift, when the motion started.
        let lift: Double

        init(_ scenario: Scenario, sync: DisplaySync) {
            switch scenario {
            case .glide, .bounce:
                let f = ScrollViewMotionTests.Fixture()
                (window, view, trace) = (f.window, f.list, f.trace)
            case .pageSnap:
                let f = ScrollViewMotionTests.PagerFixture()
                (window, view, trace) = (f.window, f.pager, f.trace)
            }
            window.displaySync = sync
            let gesture: TouchScript =
                switch scenario {
                case .glide: .drag(from: Point(200, 250), to: Point(200, 130), duration: 0.1)
                case .bounce: .drag(from: Point(200, 290), to: Point(200, 10), duration: 0.05)
                case .pageSnap: .swipe(from: Point(300, 150), to: Point(200, 150), duration: 0.1)
                }
            window.play(gesture, settling: false)
            lift = window.clock.now
        }

        /// The offset along the view's axis of motion.
        var offset: Double { view.isPagingEnabled ? view.contentOffset.x : view.contentOffset.y }

        /// Scroll records after the lift: times and offsets along the axis.
        var motion: [ScrollSample] {
            trace.scrolls.filter { $0.time > lift }
                .map {
                    ScrollSample(
                        view: $0.view.name, time: $0.time, offset: view.isPagingEnabled ? $0.offset.x : $0.offset.y)
                }
        }

        /// Host frames at exactly `lift + n / 60 Hz` from frame `first`, while anything moves.
        func hostFrames(first: Int = 1) {
            window.stepHostFrames(from: lift, first: first)
        }

        /// Host frames 8 to 25 ms apart, drawn from `seed`, as long as anything
        /// moves (10 s at most). Returns the frame times.
        @discardableResult
        func jitteredHostFrames(seed: UInt64) -> [Double] {
            var random = SeededRandom(seed: seed)
            var times: [Double] = []
            var time = window.clock.now
            while window.needsDisplayFrames, time < lift + 10 {
                time += Double.random(in: 0.008...0.025, using: &random)
                window.displayFrame(at: time)
                times.append(time)
            }
            return times
        }
    }

    struct ScrollSample: Equatable {
        var view: String
        var time: Double
        var offset: Double
    }

    @Test(arguments: Scenario.allCases)
    func hostFramesAtSixtyHertzGiveExactlyTheTimersOffsets(scenario: Scenario) {
        let timer = Released(scenario, sync: .timer)
        timer.window.settle()
        let host = Released(scenario, sync: .host)
        #expect(host.window.clock.nextDeadline == nil, "no tick timers in host mode")
        host.hostFrames()
        #expect(host.motion.count > 10)
        #expect(host.motion == timer.motion)
        #expect(!host.window.needsDisplayFrames && !host.view.isMovingWithoutFinger)
        #expect(host.trace.problems.isEmpty)
    }

    /// Irregular frames sample the same curves at other instants. A snap or
    /// a bounce rests exactly on its page or edge. A glide stops at the first
    /// frame after its speed falls below `Deceleration.stopSpeed` (5 pt/s):
    /// from that instant each mode moves on for at most one frame, so the two
    /// resting offsets lie within 5 pt/s × 25 ms (the longest frame here) of
    /// each other.
    @Test(arguments: Scenario.allCases, 0..<4 as Range<UInt64>)
    func jitteredHostFramesComeToRestWhereTheTimersLeaveIt(scenario: Scenario, seed: UInt64) {
        let timer = Released(scenario, sync: .timer)
        timer.window.settle()
        let host = Released(scenario, sync: .host)
        let frames = host.jitteredHostFrames(seed: seed)
        #expect(!host.window.needsDisplayFrames)
        // The clock takes each frame at the first microsecond not before it.
        let clockFrames = Set(frames.map { EventTime(roundingSeconds: $0, .up).totalSeconds })
        #expect(Set(host.motion.map(\.time)).isSubset(of: clockFrames), "the content moved only at host frames")
        switch scenario {
        case .glide:
            #expect(
                abs(host.offset - timer.offset) <= Deceleration.stopSpeed * 0.025, "\(host.offset) vs \(timer.offset)")
            #expect(host.offset > 300, "it glided")
        case .bounce:
            #expect(host.motion.map(\.offset).max()! > 900, "it ran past the end")
            #expect(host.offset == 900 && timer.offset == 900)
        case .pageSnap:
            #expect(host.offset == 400 && timer.offset == 400)
        }
    }

    @Test func anAnimatedScrollFinishesUnderHostFrames() {
        let f = ScrollViewMotionTests.Fixture()
        f.window.displaySync = .host
        let start = f.window.clock.now
        f.list.setContentOffset(Point(0, 600), animated: true)
        #expect(f.window.needsDisplayFrames)
        #expect(f.window.clock.nextDeadline == nil)
        var random = SeededRandom(seed: 3)
        var time = start
        while f.window.needsDisplayFrames, time < start + 1 {
            time += Double.random(in: 0.008...0.025, using: &random)
            f.window.displayFrame(at: time)
            if time < start + 0.3 { #expect(f.list.contentOffset.y < 600) }
        }
        #expect(f.list.contentOffset.y == 600)
        #expect(time >= start + 0.3 && time < start + 0.3 + 0.025, "done at the first frame after 0.3 s")
    }

    @Test func needsDisplayFramesIsTrueWhileContentMovesAndFalseAtRest() {
        for sync in [DisplaySync.timer, .host] {
            let f = ScrollViewMotionTests.Fixture()
            f.window.displaySync = sync
            #expect(!f.window.needsDisplayFrames)
            f.flick()
            #expect(f.window.needsDisplayFrames)
            f.window.displayFrame(at: f.window.clock.now + 0.2)
            #expect(f.window.needsDisplayFrames, "still gliding after 0.2 s")
            if sync == .timer { f.window.settle() } else { f.window.stepHostFrames(from: f.window.clock.now) }
            #expect(!f.list.isMovingWithoutFinger)
            #expect(!f.window.needsDisplayFrames, "at rest in \(sync) mode")
        }
    }

    @Test func aViewThatLeavesItsWindowMidGlideNoLongerNeedsFrames() {
        let f = ScrollViewMotionTests.Fixture()
        f.window.displaySync = .host
        f.flick()
        f.window.displayFrame(at: f.window.clock.now + 0.05)
        f.list.removeFromSuperview()
        #expect(!f.window.needsDisplayFrames)
        let there = f.list.contentOffset.y
        f.window.displayFrame(at: f.window.clock.now + 0.05)
        #expect(f.list.contentOffset.y == there)
    }

    @Test(arguments: [DisplaySync.timer, .host])
    func aWindowFreedMidGlideGoesAndItsListStops(sync: DisplaySync) {
        weak var weakWindow: Window?
        let list: ScrollView
        do {
            let f = ScrollViewMotionTests.Fixture()
            f.window.displaySync = sync
            f.flick()
            #expect(f.window.needsDisplayFrames)
            weakWindow = f.window
            list = f.list
        }
        #expect(weakWindow == nil, "the list of moving views does not keep the window")
        #expect(list.window == nil && !list.isMovingWithoutFinger)
    }

    @Test func switchingFromTimerToHostMidGlideCancelsTheTicksAndCarriesOnWithoutAJump() {
        let reference = Released(.glide, sync: .timer)
        reference.window.settle()
        let f = Released(.glide, sync: .timer)
        f.window.advanceTime(to: f.lift + 10.0 / 60)
        #expect(f.motion.count == 10)
        f.window.displaySync = .host
        #expect(f.window.clock.nextDeadline == nil, "the pending tick was cancelled")
        #expect(f.window.needsDisplayFrames)
        f.hostFrames(first: 11)
        // Every frame where the timers would have put it: no jump, no lost frame.
        #expect(f.motion == reference.motion)
        #expect(f.trace.problems.isEmpty)
    }

    @Test func switchingBackToTimerMidGlideTicksOnFromThere() {
        let reference = Released(.glide, sync: .timer)
        reference.window.settle()
        let f = Released(.glide, sync: .host)
        for n in 1...10 { f.window.displayFrame(at: f.lift + Double(n) / 60) }
        f.window.displaySync = .timer
        let switched = f.window.clock.now
        #expect(f.window.clock.nextDeadlineTime == EventTime(roundingSeconds: switched + 1.0 / 60, .up))
        f.window.settle()
        // The ticks restart from the switch, at the clock's microsecond: the
        // same instants as the reference's within one, the same curve within
        // the distance it covers in one (below 1e-2 pt).
        let (motion, expected) = (f.motion, reference.motion)
        #expect(motion.count == expected.count)
        for (sample, reference) in zip(motion, expected) {
            #expect(abs(sample.time - reference.time) < 2e-6 && abs(sample.offset - reference.offset) < 1e-2)
        }
    }

    /// A fling down the list of a header-and-list page: the chained glide
    /// scrolls the list to its top, runs out of room and hands the parent a
    /// bounce, a motion that starts inside a display frame.
    @Test func aChainedGlideAndItsHandedOnBounceRunUnderHostFrames() {
        func fling(_ sync: DisplaySync) -> (ChainFixtures.HeaderAndList, TraceRecorder, lift: Double) {
            let page = ChainFixtures.HeaderAndList()
            page.window.displaySync = sync
            page.parent.contentOffset = Point(0, 200)
            page.list.contentOffset = Point(0, 300)
            let trace = TraceRecorder(page.window)
            page.window.play(.drag(from: Point(200, 100), to: Point(200, 180), duration: 0.04), settling: false)
            return (page, trace, page.window.clock.now)
        }
        let (timerPage, timerTrace, _) = fling(.timer)
        timerPage.window.settle()
        let (page, trace, lift) = fling(.host)
        page.window.stepHostFrames(from: lift)
        #expect(page.parent.contentOffset.y == 0 && page.list.contentOffset.y == 0)
        #expect(trace.scrolls.contains { $0.view === page.parent && $0.offset.y < 0 }, "the parent bounced")
        // The same scroll changes as the timers' (no view steps twice in a
        // frame, none misses one), at their instants with their offsets: the
        // bounce's own ticks start at the hand-off frame, on the clock's
        // microsecond, so their times may differ from the host's by one, and
        // the offsets by the distance covered in one (below 1e-2 pt).
        func samples(_ trace: TraceRecorder, after lift: Double) -> [ScrollSample] {
            trace.scrolls.filter { $0.time > lift }.map {
                ScrollSample(view: $0.view.name, time: $0.time, offset: $0.offset.y)
            }
        }
        let host = samples(trace, after: lift)
        let timer = samples(timerTrace, after: lift)
        #expect(host.count == timer.count)
        for (sample, expected) in zip(host, timer) {
            #expect(sample.view == expected.view)
            #expect(abs(sample.time - expected.time) < 2e-6 && abs(sample.offset - expected.offset) < 1e-2)
        }
    }

    @Test func theContentTouchDelayFiresThroughADisplayFramesTimeAdvance() {
        let f = ScrollViewMotionTests.Fixture()
        f.window.displaySync = .host
        f.frame(1.0, .began, Point(200, 100))
        f.window.displayFrame(at: 1.1)
        #expect(f.trace.phases(receivedBy: "row1").isEmpty, "still within the 150 ms delay")
        f.window.displayFrame(at: 1.2)
        let began = f.trace.deliveries.first { $0.view.name == "row1" }
        #expect(began?.phase == .began)
        #expect(began?.time == 1.15, "at the delay's own deadline")
        f.frame(1.25, .ended, Point(200, 100))
        #expect(f.trace.phases(receivedBy: "row1") == [.began, .ended])
    }

    @Test func aDisplayFrameBeforeTheClockIsReportedAndSteppedAtTheClocksTime() {
        let f = Released(.glide, sync: .host)
        f.window.displayFrame(at: f.lift + 0.05)
        let offset = f.offset
        f.window.displayFrame(at: f.lift + 0.04)
        f.window.displayFrame(at: .nan)
        let now = (f.lift + 0.05).compactDescription
        #expect(
            f.trace.problems.map(\.message) == [
                "host bug: display frame time \((f.lift + 0.04).compactDescription) s is before the previous \(now) s; it is stepped at \(now) s.",
                "host bug: display frame time nan is not a number of seconds; it is stepped at \(now) s.",
            ])
        #expect(f.window.clock.now == f.lift + 0.05)
        #expect(f.offset == offset, "stepped again at the same instant: the same offset")
        #expect(f.window.needsDisplayFrames)
    }

    @Test func inTimerModeADisplayFrameOnlyAdvancesTime() {
        let reference = Released(.glide, sync: .timer)
        reference.window.settle()
        let f = Released(.glide, sync: .timer)
        // Frames that do not fall on the ticks: the ticks alone move the content.
        var time = f.lift
        while f.window.needsDisplayFrames {
            time += 0.007
            f.window.displayFrame(at: time)
        }
        #expect(f.motion == reference.motion)
    }
}

extension Window {
    /// Host frames at exactly `start + n / 60 Hz`, from frame `first`, as long
    /// as anything moves (10 s at most): a vsync in phase with the start, as
    /// the router's own ticks are.
    func stepHostFrames(from start: Double, first: Int = 1) {
        var n = first
        while needsDisplayFrames, n < 600 {
            displayFrame(at: start + Double(n) / 60)
            n += 1
        }
    }
}
