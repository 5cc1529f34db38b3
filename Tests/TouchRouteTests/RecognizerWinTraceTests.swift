import Testing
import TouchRouteTesting

@testable import TouchRoute

/// The trace names a touch's winner once, and never calls a won touch dead:
/// a recognizer that wins a drag the scroll views were testing leaves one
/// `claimed-by-recognizer` record at each of them, whether or not its win
/// cancelled them, and no `dead-gesture` when the finger lifts.
@Suite struct RecognizerWinTraceTests {
    /// A 400 × 600 window: a horizontal pager of two pages, the first a
    /// vertical list of 2000 pt, and `recognizer` on the list.
    struct Screen {
        let window = Window(size: Size(width: 400, height: 600))
        let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let trace: TraceRecorder

        init(_ recognizer: GestureRecognizer) {
            pager.contentSize = Size(width: 800, height: 600)
            pager.isPagingEnabled = true
            list.contentSize = Size(width: 400, height: 2000)
            window.addSubview(pager)
            pager.addSubview(list)
            list.addGestureRecognizer(recognizer)
            trace = TraceRecorder(window)
        }

        /// A vertical drag up the list, 200 pt in 0.2 s, and a lift.
        func dragUp() {
            window.play(.drag(from: Point(200, 500), to: Point(200, 300), duration: 0.2))
        }

        /// Make the list as tall as its content, so that it does not scroll
        /// (nor bounce): a vertical swipe then goes to no scroll view, as
        /// the pager declines it too.
        func stopTheList() {
            list.contentSize = Size(width: 400, height: 600)
            list.alwaysBounceVertical = false
        }

        /// A quick swipe up the list.
        func swipeUp() {
            window.play(.swipe(from: Point(200, 500), to: Point(200, 150), duration: 0.12))
        }

        var deadGestures: [Decision] { trace.decisions.filter { $0.rule == DecisionRule.deadGesture } }

        func recognizerClaims(by name: String) -> [Decision] {
            trace.decisions(by: name).filter { $0.outcome == .claimedByRecognizer }
        }
    }

    @Test(arguments: [true, false])
    func aPanThatWinsADragIsNamedOnceAtEachScrollViewAndTheDragIsNotDead(cancelsTouchesInView: Bool) throws {
        let pan = PanGestureRecognizer(name: "drag")
        pan.cancelsTouchesInView = cancelsTouchesInView
        let screen = Screen(pan)
        screen.dragUp()
        #expect(screen.trace.gestureChanges.first?.state == .began)
        #expect(screen.list.contentOffset == .zero)
        #expect(screen.pager.contentOffset == .zero)
        #expect(screen.deadGestures.isEmpty)
        for name in ["list", "pager"] {
            let claims = screen.recognizerClaims(by: name)
            #expect(claims.count == 1, "\(name)")
            let claim = try #require(claims.first)
            #expect(claim.rule == DecisionRule.recognizer)
            #expect(claim.target === screen.list)
        }
    }

    @Test(arguments: [true, false])
    func aSwipeThatWinsIsNotDead(cancelsTouchesInView: Bool) {
        // A swipe is judged after 30 pt, when a scroll view that scrolls
        // that way has long taken the touch: here none does.
        let swipe = SwipeGestureRecognizer(name: "flick")
        swipe.direction = .up
        swipe.cancelsTouchesInView = cancelsTouchesInView
        let screen = Screen(swipe)
        screen.stopTheList()
        screen.swipeUp()
        #expect(screen.trace.gestureChanges.map(\.state) == [.recognized])
        #expect(screen.deadGestures.isEmpty)
        #expect(screen.recognizerClaims(by: "pager").count <= 1)
        #expect(screen.recognizerClaims(by: "list").count <= 1)
    }

    @Test func aWonTouchIsNotDeadEvenWhenItsRecognizerIsGone() {
        // The swipe's action removes it: the touch no longer names its
        // recognizer (the link is weak), but it was won all the same.
        let swipe = SwipeGestureRecognizer(name: "once")
        swipe.direction = .up
        let screen = Screen(swipe)
        screen.stopTheList()
        swipe.onStateChange = { recognizer in
            if recognizer.state == .recognized { recognizer.view?.removeGestureRecognizer(recognizer) }
        }
        screen.swipeUp()
        #expect(screen.trace.gestureChanges.map(\.state) == [.recognized])
        #expect(screen.deadGestures.isEmpty)
    }

    @Test func aDragNobodyWonIsStillDead() {
        // A pan that needs two fingers never begins; a list that cannot
        // scroll and a pager that declines a vertical drag leave it unclaimed.
        let pan = PanGestureRecognizer(name: "two")
        pan.minimumNumberOfTouches = 2
        let screen = Screen(pan)
        screen.stopTheList()
        screen.dragUp()
        #expect(screen.deadGestures.count == 1)
        #expect(screen.recognizerClaims(by: "list").isEmpty)
    }
}
