import Testing
import TouchRoute
import TouchRouteTesting

/// window 400x300: a keeper on the left half, a single-touch plain view on the right.
private struct Screen {
    /// The window's touch objects: one per touch-table slot.
    static let objects = 64

    let window = Window(size: Size(400, 300))
    let keeper = LoggingView(name: "keeper", frame: Rect(x: 0, y: 0, width: 200, height: 300))
    let single = View(name: "single", frame: Rect(x: 200, y: 0, width: 200, height: 300))

    init() {
        keeper.isMultipleTouchEnabled = true
        keeper.claimsTouches = true
        window.addSubview(keeper)
        window.addSubview(single)
    }

    func send(_ time: Double, _ contact: Contact) {
        window.handle(TouchFrame(timestamp: time, contacts: [contact]))
    }

    /// Taps on the keeper at (150, 250), one a second from `time`.
    func tap(times count: Int, from time: Double) {
        for index in 0..<count {
            send(time + Double(index), Contact(id: 1, phase: .began, location: Point(150, 250)))
            send(time + Double(index) + 0.05, Contact(id: 1, phase: .ended, location: Point(150, 250)))
        }
    }
}

/// Every stored property of a touch, by name: the test fails when `Touch`
/// gains one, until it is added to `Touch.reset` and compared here.
private func fields(of touch: Touch) -> [String: String] {
    var fields: [String: String] = [:]
    for case (let label?, let value) in Mirror(reflecting: touch).children {
        fields[label] = String(describing: value)
    }
    return fields
}

@Suite struct TouchLifetimeTests {
    @Test func anEndedTouchKeepsItsFinalStateUntilItsObjectIsReused() throws {
        let screen = Screen()
        screen.send(1, Contact(id: 0, phase: .began, location: Point(100, 100), pressure: 0.5))
        screen.send(1.01, Contact(id: 0, phase: .moved, location: Point(110, 120)))
        screen.send(1.02, Contact(id: 0, phase: .ended, location: Point(110, 120)))
        let ended = try #require(screen.keeper.touches.first)
        func expectFinalState() {
            #expect(ended.id == TouchID(1))
            #expect(ended.phase == .ended)
            #expect(ended.location == Point(110, 120))
            #expect(ended.previousLocation == Point(100, 100))
            #expect(ended.startLocation == Point(100, 100))
            #expect(ended.timestamp == 1.02)
            #expect(ended.pressure == 0.5)
            #expect(ended.view === screen.keeper)
            #expect(ended.claimant === screen.keeper)
            #expect(!ended.isActive(at: screen.keeper))
        }
        expectFinalState()
        // With no finger down at its end, the next 63 touches take other objects…
        screen.tap(times: Screen.objects - 1, from: 2)
        expectFinalState()
        #expect(Set(screen.keeper.touches.map(ObjectIdentifier.init)).count == Screen.objects)
        // …and the 64th takes the one retired longest ago: this one.
        screen.tap(times: 1, from: 100)
        #expect(screen.keeper.touches.last === ended)
        #expect(ended.id == TouchID(Screen.objects + 1))
        #expect(ended.location == Point(150, 250))
        #expect(ended.phase == .ended)
    }

    @Test func fingersDownAtTheEndShortenTheWait() {
        // Objects held by touches that are down are not spares: with a second
        // finger down, an ended touch's object comes round one touch sooner.
        let screen = Screen()
        screen.window.handle(
            TouchFrame(
                timestamp: 1,
                contacts: [
                    Contact(id: 0, phase: .began, location: Point(100, 100)),
                    Contact(id: 9, phase: .began, location: Point(20, 20)),
                ]))
        screen.send(1.05, Contact(id: 0, phase: .ended, location: Point(100, 100)))
        let ended = screen.keeper.touches[0]
        screen.tap(times: Screen.objects - 2, from: 2)
        #expect(ended.id == TouchID(1))
        screen.tap(times: 1, from: 100)
        #expect(screen.keeper.touches.last === ended)
    }

    @Test func aWindowTouchedOnItsBackgroundIsFreedWithItsViews() {
        // A finger on the window itself binds the touch to the window, whose
        // touch table holds the touch: a retired touch must not keep that link,
        // or the window and every view in it would never be freed. (Found by
        // the decoder fuzz harness, as a leak.)
        weak var freedWindow: Window?
        weak var freedView: View?
        do {
            let screen = Screen()
            screen.window.frame.size = Size(500, 300)  // (450, 100) is background
            screen.send(1, Contact(id: 0, phase: .began, location: Point(450, 100)))
            #expect(screen.window.activeTouches.contains { $0.view === screen.window })
            screen.send(1.05, Contact(id: 0, phase: .ended, location: Point(450, 100)))
            screen.send(2, Contact(id: 1, phase: .began, location: Point(300, 100)))
            screen.send(2.05, Contact(id: 1, phase: .cancelled, location: Point(300, 100)))
            freedWindow = screen.window
            freedView = screen.single
        }
        #expect(freedWindow == nil)
        #expect(freedView == nil)
    }

    @Test func aReusedTouchShowsNothingOfItsPreviousTouch() throws {
        let screen = Screen()
        // The worn touch is a second tap (a quick tap comes first) and gets its
        // contact attributes with a move, so that its wear does not depend on the
        // code under test (the reset at touch-down).
        screen.tap(times: 1, from: 0.5)
        screen.send(0.6, Contact(id: 7, phase: .began, location: Point(150, 250)))
        screen.send(
            1,
            Contact(
                id: 7, phase: .moved, location: Point(180, 290),
                ellipse: ContactEllipse(major: 9, minor: 6), pressure: 0.8, toolType: .pen))
        screen.send(1.03, Contact(id: 7, phase: .cancelled, location: Point(170, 280)))
        let worn = screen.keeper.touches[1]
        #expect(worn.tapCount == 2 && worn.claimant === screen.keeper)
        // Its object comes round after the other 63, which the next touches take.
        screen.tap(times: Screen.objects - 2, from: 2)
        // A finger on the single-touch view, then the probe there: withheld, so
        // it has no view.
        screen.send(100, Contact(id: 3, phase: .began, location: Point(300, 100)))
        screen.send(100.5, Contact(id: 0, phase: .began, location: Point(250, 50)))
        let probe = try #require(screen.window.activeTouches.touch(withID: TouchID(Screen.objects + 2)))
        #expect(probe === worn)
        #expect(
            fields(of: probe) == [
                "id": "#\(Screen.objects + 2)", "phase": "began",
                "location": "(250, 50)", "previousLocation": "(250, 50)", "startLocation": "(250, 50)",
                "time": "100.500000", "startTime": "100.500000", "tapCount": "1", "isInterpolated": "false",
                "contactEllipse": "nil", "pressure": "nil", "toolType": "nil",
                "viewLink": "nil", "claimantLink": "nil", "isWonByRecognizer": "false", "recognizerLink": "nil",
                "maximumDistanceFromStart": "0.0",
                "cancellationReason": "nil",
                "contactID": "0", "slot": "1", "recipients": "[]", "isRetired": "false",
            ])
    }
}
