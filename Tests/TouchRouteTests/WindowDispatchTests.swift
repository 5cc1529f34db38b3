import Testing
import TouchRoute
import TouchRouteTesting

/// window 400x300 with two recorders side by side: left 0..<200, right 200..<400.
private struct TwoViews {
    let window = Window(size: Size(400, 300))
    let left = LoggingView(name: "left", frame: Rect(x: 0, y: 0, width: 200, height: 300))
    let right = LoggingView(name: "right", frame: Rect(x: 200, y: 0, width: 200, height: 300))
    let trace: TraceRecorder

    init() {
        left.isMultipleTouchEnabled = true
        right.isMultipleTouchEnabled = true
        window.addSubview(left)
        window.addSubview(right)
        trace = TraceRecorder(window)
    }

    func send(_ time: Double, _ contacts: (Int, TouchPhase, Point)...) {
        window.handle(
            TouchFrame(timestamp: time, contacts: contacts.map { Contact(id: $0.0, phase: $0.1, location: $0.2) }))
    }
}

@Suite struct WindowDispatchTests {
    // MARK: Binding

    @Test func aTouchIsBoundForLifeToTheViewItBeganIn() throws {
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        let touch = try #require(views.left.touches.first)
        #expect(touch.view === views.left)
        views.send(1.01, (0, .moved, Point(250, 100)))  // over the right view now
        #expect(touch.view === views.left)
        views.send(1.02, (0, .moved, Point(390, 290)))
        views.send(1.03, (0, .ended, Point(390, 290)))
        #expect(touch.view === views.left)
        #expect(views.left.phases == [.began, .moved, .moved, .ended])
        #expect(views.right.calls.isEmpty)
        #expect(touch.location == Point(390, 290))
        #expect(touch.startLocation == Point(100, 100))
        #expect(touch.phase == .ended)
        #expect(views.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aTouchMovingOutsideTheWindowStaysBound() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        views.send(1.01, (0, .moved, Point(-50, 500)))
        views.send(1.02, (0, .ended, Point(-50, 500)))
        #expect(views.left.phases == [.began, .moved, .ended])
        #expect(views.trace.problems.isEmpty)
    }

    @Test func eachNewTouchIsHitTestedExactlyOnce() {
        final class CountingView: View {
            var hitTests = 0
            override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
                hitTests += 1
                return super.hitTest(point, with: event)
            }
            override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
            override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {}
            override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
        }
        let window = Window(size: Size(400, 300))
        let view = CountingView(name: "counting", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(view)
        window.play(.drag(from: Point(10, 10), to: Point(300, 200), duration: 0.3))
        #expect(view.hitTests == 1)
        window.play(
            .drag(from: Point(10, 10), to: Point(300, 200), duration: 0.3)
                .adding(.drag(from: Point(50, 50), to: Point(60, 200), duration: 0.3), after: 0.05))
        #expect(view.hitTests == 3)
    }

    @Test func touchIDsAreNeverReused() {
        let views = TwoViews()
        for index in 0..<5 {
            let time = 1 + Double(index)
            views.send(time, (0, .began, Point(100, 100)))
            views.send(time + 0.05, (0, .ended, Point(100, 100)))
        }
        #expect(views.left.calls.map(\.ids) == (1...5).flatMap { [[TouchID($0)], [TouchID($0)]] })
    }

    // MARK: Grouping

    @Test func eachViewReceivesOnlyItsOwnTouches() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)), (1, .began, Point(300, 100)))
        views.send(1.01, (0, .moved, Point(110, 100)), (1, .moved, Point(310, 100)))
        views.send(1.02, (0, .ended, Point(110, 100)), (1, .ended, Point(310, 100)))
        #expect(views.left.calls.map(\.phase) == [.began, .moved, .ended])
        #expect(views.left.calls.allSatisfy { $0.ids == [TouchID(1)] })
        #expect(views.right.calls.map(\.phase) == [.began, .moved, .ended])
        #expect(views.right.calls.allSatisfy { $0.ids == [TouchID(2)] })
        #expect(views.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func touchesOnTheSameViewInOneFrameArriveInOneCall() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(50, 100)), (1, .began, Point(300, 100)), (2, .began, Point(150, 100)))
        #expect(views.left.calls.count == 1)
        #expect(Set(views.left.calls[0].ids) == [TouchID(1), TouchID(3)])
        #expect(views.right.calls.map(\.ids) == [[TouchID(2)]])
        // Only one of the left fingers moves: the call carries only that one.
        views.send(1.01, (2, .moved, Point(160, 100)))
        #expect(views.left.calls.last?.phase == .moved)
        #expect(views.left.calls.last?.ids == [TouchID(3)])
        #expect(views.right.calls.count == 1)
        views.send(1.02, (0, .ended, Point(50, 100)), (1, .ended, Point(300, 100)), (2, .ended, Point(160, 100)))
        #expect(views.trace.exactlyOnceViolations.isEmpty)
        #expect(views.window.activeTouches.isEmpty)
    }

    /// Lifts of touches already down, then new touches, then moves: a finger
    /// that lifts as another lands frees its view first, and a new finger is
    /// known before a move is judged.
    @Test func phasesOfOneFrameAreDeliveredEndedCancelledBeganThenMoved() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(50, 100)), (1, .began, Point(60, 100)), (2, .began, Point(70, 100)))
        views.send(
            1.01,
            (2, .cancelled, Point(70, 100)), (1, .ended, Point(60, 100)),
            (0, .moved, Point(55, 100)), (3, .began, Point(80, 100)))
        #expect(views.left.phases == [.began, .ended, .cancelled, .began, .moved])
        views.send(1.02, (0, .ended, Point(55, 100)), (3, .ended, Point(80, 100)))
        #expect(views.trace.exactlyOnceViolations.isEmpty)
    }

    // MARK: Stationary touches

    @Test func aContactThatDidNotMoveIsNeverDeliveredAsMoved() throws {
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        let touch = try #require(views.left.touches.first)
        views.send(1.01, (0, .moved, Point(100, 100)))  // "moved" to the same place
        #expect(touch.phase == .stationary)
        views.send(1.02, (0, .stationary, Point(100, 100)))  // reported stationary
        #expect(touch.phase == .stationary)
        #expect(touch.timestamp == 1.02)
        #expect(views.left.phases == [.began])
        views.send(1.03, (0, .moved, Point(101, 100)))
        #expect(views.left.phases == [.began, .moved])
        #expect(touch.previousLocation == Point(100, 100))
        views.send(1.04, (0, .moved, Point(101, 100)))
        #expect(views.left.phases == [.began, .moved])
        #expect(touch.previousLocation == Point(100, 100))  // unchanged by a frame that did not move
        views.send(1.05, (0, .ended, Point(101, 100)))
        #expect(views.left.phases == [.began, .moved, .ended])
        #expect(views.trace.deliveries.allSatisfy { $0.phase != .stationary })
    }

    @Test func aStationaryFingerIsLeftOutOfAnotherFingersMove() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(50, 100)), (1, .began, Point(150, 100)))
        views.send(1.01, (0, .moved, Point(50, 100)), (1, .moved, Point(150, 120)))
        #expect(views.left.calls.last?.phase == .moved)
        #expect(views.left.calls.last?.ids == [TouchID(2)])
        views.send(1.02, (0, .ended, Point(50, 100)), (1, .ended, Point(150, 120)))
    }

    // MARK: Bad input

    @Test func aMovedContactThatNeverBeganBeginsAndIsReported() {
        let views = TwoViews()
        views.send(1, (7, .moved, Point(100, 100)))
        #expect(views.trace.problems.count == 1)
        #expect(views.trace.problems.first?.message.contains("without beginning") == true)
        #expect(views.left.phases == [.began])
        #expect(views.window.activeTouches.count == 1)
        views.send(1.01, (7, .moved, Point(120, 100)))
        views.send(1.02, (7, .ended, Point(120, 100)))
        #expect(views.left.phases == [.began, .moved, .ended])
        #expect(views.trace.problems.count == 1)
        #expect(views.window.activeTouches.isEmpty)
        #expect(views.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func anEndedContactThatWasNeverDownIsReportedAndIgnored() {
        let views = TwoViews()
        views.send(1, (3, .ended, Point(100, 100)))
        views.send(1.01, (4, .cancelled, Point(300, 100)))
        #expect(views.trace.problems.count == 2)
        #expect(views.trace.problems.allSatisfy { $0.message.contains("never down") })
        #expect(views.trace.deliveries.isEmpty)
        #expect(views.window.activeTouches.isEmpty)
    }

    @Test func aContactThatBeginsTwiceCancelsTheOldTouch() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        views.send(1.01, (0, .began, Point(300, 100)))
        #expect(views.trace.problems.count == 1)
        #expect(views.trace.problems.first?.message.contains("began again") == true)
        #expect(views.left.calls.map(\.phase) == [.began, .cancelled])
        #expect(views.left.calls.allSatisfy { $0.ids == [TouchID(1)] })
        #expect(views.right.calls.map(\.ids) == [[TouchID(2)]])
        #expect(views.window.activeTouches.count == 1)
        views.send(1.02, (0, .ended, Point(300, 100)))
        #expect(views.right.phases == [.began, .ended])
        #expect(views.left.phases == [.began, .cancelled])
        #expect(views.window.activeTouches.isEmpty)
        #expect(views.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aContactIDReusedForANewTouchInTheFrameItLiftsIn() throws {
        // The input may reuse a contact number once its contact has lifted, even in
        // the same frame (an evdev decoder that numbers contacts by slot does).
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        let first = try #require(views.left.touches.first)
        views.send(1.05, (0, .ended, Point(100, 100)), (0, .began, Point(300, 100)))
        #expect(first.phase == .ended)
        #expect(views.left.phases == [.began, .ended])
        #expect(views.trace.problems.isEmpty)
        #expect(views.right.phases == [.began])
        #expect(views.window.activeTouches.count == 1)
        views.send(1.1, (0, .ended, Point(300, 100)))
        #expect(views.window.activeTouches.isEmpty)
        #expect(views.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aContactIDListedAsBeganBeforeItsLiftInTheSameFrameFollowsTheFrameRule() throws {
        // Samples come in arrival order, so the began is contact 0's next
        // state: a began while it is down, which cancels the old touch (and
        // says so); the ended then lifts the new one. The frame rule leaves no
        // other reading (a decoder lists a lift before the landing that
        // reuses its number).
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        let first = try #require(views.left.touches.first)
        views.send(1.05, (0, .began, Point(300, 100)), (0, .ended, Point(300, 100)))
        #expect(first.phase == .cancelled)
        #expect(views.left.phases == [.began, .cancelled])
        #expect(views.right.phases == [.began, .ended])
        #expect(
            views.trace.problems.map(\.message) == [
                "input bug: contact 0 began again while #1 was down; #1 is cancelled."
            ])
        #expect(views.window.activeTouches.isEmpty)
        #expect(views.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aNaNLocationIsReportedAndTheContactIgnoredUntilItLifts() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(.nan, 100)))
        #expect(views.trace.problems.count == 1)
        #expect(views.trace.problems.first?.message.contains("non-finite") == true)
        #expect(views.window.activeTouches.isEmpty)
        views.send(1.01, (0, .moved, Point(100, 100)))
        views.send(1.02, (0, .ended, Point(100, 100)))
        #expect(views.trace.deliveries.isEmpty)
        #expect(views.trace.problems.count == 1)  // the rest of the contact is skipped quietly
        // The contact number is free again afterwards.
        views.send(1.1, (0, .began, Point(100, 100)))
        views.send(1.15, (0, .ended, Point(100, 100)))
        #expect(views.left.phases == [.began, .ended])
    }

    @Test func aNaNMoveIsReportedAndTheTouchStaysWhereItWas() throws {
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        let touch = try #require(views.left.touches.first)
        views.send(1.01, (0, .moved, Point(.nan, .nan)))
        #expect(views.trace.problems.count == 1)
        #expect(touch.location == Point(100, 100))
        #expect(views.left.phases == [.began])
        views.send(1.02, (0, .moved, Point(100, .infinity)))
        #expect(views.trace.problems.count == 2)
        views.send(1.03, (0, .ended, Point(.nan, 0)))
        #expect(views.left.phases == [.began, .ended])
        #expect(touch.location == Point(100, 100))
        #expect(views.window.activeTouches.isEmpty)
        #expect(views.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aTouchOutsideTheWindowIsReportedAndIgnoredUntilItLifts() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(400, 100)))  // the right edge is outside
        views.send(1.01, (1, .began, Point(100, -1)))
        #expect(views.trace.problems.count == 2)
        #expect(views.trace.problems.allSatisfy { $0.message.contains("outside the window") })
        views.send(1.02, (0, .moved, Point(300, 100)), (1, .moved, Point(100, 100)))
        views.send(1.03, (0, .ended, Point(300, 100)), (1, .ended, Point(100, 100)))
        #expect(views.trace.deliveries.isEmpty)
        #expect(views.trace.problems.count == 2)
        #expect(views.window.activeTouches.isEmpty)
    }

    /// A contact refused at touch-down (here: outside the window) that then
    /// "begins" again at a valid location without lifting: the repeated began is
    /// reported like any other began-twice, and the contact is tried anew.
    @Test func aRefusedContactThatBeginsAgainIsReported() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(500, 100)))
        #expect(views.trace.problems.count == 1)
        views.send(1.1, (0, .began, Point(100, 100)))
        #expect(views.trace.problems.count == 2)
        #expect(views.left.phases == [.began])
        views.send(1.2, (0, .ended, Point(100, 100)))
        #expect(views.window.activeTouches.isEmpty)
        #expect(views.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aNonFiniteFrameTimeIsRoutedAtTheCurrentTime() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        views.send(.nan, (0, .moved, Point(110, 100)))
        views.send(.infinity, (0, .ended, Point(110, 100)))
        #expect(views.window.clock.now == 1)
        #expect(views.left.phases == [.began, .moved, .ended])
        #expect(views.trace.deliveries.allSatisfy { $0.time == 1 })
        // Each non-finite time is reported as an input bug.
        #expect(views.trace.problems.count == 2)
        #expect(views.trace.problems.allSatisfy { $0.message.contains("is not a number of seconds") })
    }

    @Test func framesGoingBackInTimeAreReportedAndRoutedAtTheLatestTime() throws {
        let views = TwoViews()
        views.send(2, (0, .began, Point(100, 100)))
        let touch = try #require(views.left.touches.first)
        views.send(1.5, (0, .moved, Point(110, 100)))
        #expect(views.trace.problems.count == 1)
        #expect(views.trace.problems.first?.message.contains("before the previous") == true)
        #expect(views.window.clock.now == 2)
        #expect(touch.timestamp == 2)
        #expect(views.left.phases == [.began, .moved])
        #expect(views.trace.deliveries.allSatisfy { $0.time == 2 })
        views.send(2.1, (0, .ended, Point(110, 100)))
        #expect(views.left.phases == [.began, .moved, .ended])
        #expect(views.window.clock.now == 2.1)
        #expect(views.trace.problems.count == 1)
    }

    @Test func aFrameAtTheSameTimeIsNotAProblem() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        views.send(1, (0, .moved, Point(110, 100)))
        views.send(1, (0, .ended, Point(110, 100)))
        #expect(views.trace.problems.isEmpty)
        #expect(views.left.phases == [.began, .moved, .ended])
    }

    @Test func badInputMixedWithGoodInputInOneFrame() {
        let views = TwoViews()
        views.send(
            1,
            (0, .began, Point(100, 100)),
            (1, .began, Point(.nan, 1)),
            (2, .ended, Point(300, 100)),
            (3, .began, Point(300, 100)))
        #expect(views.trace.problems.count == 2)
        #expect(views.left.phases == [.began])
        #expect(views.right.phases == [.began])
        views.send(1.1, (0, .ended, Point(100, 100)), (1, .ended, Point(1, 1)), (3, .ended, Point(300, 100)))
        #expect(views.window.activeTouches.isEmpty)
        #expect(views.trace.exactlyOnceViolations.isEmpty)
    }

    // MARK: Cancelling everything

    @Test func cancelAllTouchesCancelsEveryActiveTouchAtEveryRecipient() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        // Finger 0 holds a row long enough to be delivered past the list's delay;
        // finger 1 comes down on another row shortly after.
        layout.window.handle(
            TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(100, 100))]))
        layout.window.handle(
            TouchFrame(timestamp: 1.2, contacts: [Contact(id: 1, phase: .began, location: Point(500, 300))]))
        layout.window.advanceTime(to: 1.4)
        #expect(layout.window.activeTouches.count == 2)
        #expect(trace.phases(receivedBy: "list0.row1") == [.began])
        let row1 = layout.lists[0].subviews[1] as! TapView
        #expect(row1.isHighlighted)
        layout.window.cancelAllTouches(reason: "input device unplugged:")
        #expect(layout.window.activeTouches.isEmpty)
        #expect(!row1.isHighlighted)
        // Every view that got a began got exactly one cancel.
        var holders: Set<String> = []
        for delivery in trace.deliveries where delivery.phase == .began {
            holders.insert("\(delivery.touch) \(delivery.view.name)")
        }
        var cancelled: [String] = []
        for delivery in trace.deliveries where delivery.phase == .cancelled {
            cancelled.append("\(delivery.touch) \(delivery.view.name)")
        }
        #expect(holders.count >= 4)
        #expect(Set(cancelled) == holders)
        #expect(cancelled.count == holders.count)
        #expect(trace.deliveries.allSatisfy { $0.phase != .ended })
        #expect(trace.problems.count == 1)
        #expect(
            trace.problems.first?.message.hasPrefix("input device unplugged: 2 active touches are cancelled") == true)
        #expect(trace.exactlyOnceViolations.isEmpty)
        // Later frames for the cancelled contacts are input bugs the window survives.
        trace.removeAll()
        layout.window.handle(
            TouchFrame(timestamp: 1.5, contacts: [Contact(id: 0, phase: .ended, location: Point(100, 100))]))
        #expect(trace.deliveries.isEmpty)
        #expect(row1.tapCount == 0)
        // And a new touch works normally.
        layout.window.play(.tap(at: Point(100, 100)))
        #expect(row1.tapCount == 1)
    }

    @Test func cancelAllTouchesWithNothingDownReportsNothing() {
        let views = TwoViews()
        views.window.cancelAllTouches(reason: "shutdown:")
        #expect(views.trace.records.isEmpty)
    }

    @Test func cancelAllTouchesOnASingleTouch() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        views.window.cancelAllTouches(reason: "lost connection:")
        #expect(views.left.phases == [.began, .cancelled])
        #expect(views.trace.problems.first?.message == "lost connection: 1 active touch is cancelled.")
    }

    // MARK: Tap count

    private func tapCounts(_ taps: [(time: Double, location: Point)]) -> [Int] {
        let views = TwoViews()
        var counts: [Int] = []
        for (index, tap) in taps.enumerated() {
            views.send(tap.time, (index, .began, tap.location))
            counts.append(views.window.activeTouches.anyTouch?.tapCount ?? -1)
            views.send(tap.time + 0.05, (index, .ended, tap.location))
        }
        return counts
    }

    @Test func quickSecondTapAtTheSamePlaceCountsTwo() {
        #expect(tapCounts([(1, Point(100, 100)), (1.2, Point(100, 100))]) == [1, 2])
        #expect(tapCounts([(1, Point(100, 100)), (1.2, Point(110, 105)), (1.4, Point(100, 100))]) == [1, 2, 3])
    }

    @Test func secondTapFarAwayCountsOne() {
        #expect(tapCounts([(1, Point(100, 100)), (1.2, Point(140, 100))]) == [1, 1])
        #expect(tapCounts([(1, Point(100, 100)), (1.2, Point(129, 100))]) == [1, 2])
    }

    @Test func lateSecondTapCountsOne() {
        // Lift at 1.05; the next touch-down more than 300 ms later starts a new sequence.
        #expect(tapCounts([(1, Point(100, 100)), (1.4, Point(100, 100))]) == [1, 1])
        #expect(tapCounts([(1, Point(100, 100)), (1.34, Point(100, 100))]) == [1, 2])
    }

    @Test func tapCountWorksAcrossViewsAndThroughPlay() throws {
        let views = TwoViews()
        views.window.play(.tap(at: Point(195, 100)))
        views.window.play(.tap(at: Point(205, 100)), after: 0.1)
        let first = try #require(views.left.touches.first)
        let second = try #require(views.right.touches.first)
        #expect(first.tapCount == 1)
        #expect(second.tapCount == 2)
        views.window.play(.tap(at: Point(205, 100)))  // after the default 1 s gap
        #expect(views.right.touches.last?.tapCount == 1)
    }

    @Test func aDragIsNotATapAndResetsTheCount() {
        let views = TwoViews()
        views.window.play(.drag(from: Point(100, 100), to: Point(100, 150), duration: 0.1))
        views.window.play(.tap(at: Point(100, 100)), after: 0.1)
        #expect(views.left.touches.map(\.tapCount) == [1, 1])
    }

    @Test func aCancelledTouchResetsTheCount() {
        let views = TwoViews()
        views.send(1, (0, .began, Point(100, 100)))
        views.send(1.05, (0, .ended, Point(100, 100)))
        views.send(1.1, (0, .began, Point(100, 100)))
        views.send(1.15, (0, .cancelled, Point(100, 100)))
        views.send(1.2, (0, .began, Point(100, 100)))
        views.send(1.25, (0, .ended, Point(100, 100)))
        #expect(views.left.touches.map(\.tapCount) == [1, 2, 1])
    }
}
