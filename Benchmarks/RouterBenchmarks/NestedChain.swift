import TouchRoute

/// Three nested collapsing levels, as in the tests: A (100 pt top
/// area) ⊃ B (80 pt top area) ⊃ C (a list with 1,400 pt to scroll), A and B
/// collapsing first, in a 400x600 window. Every drag step and glide frame on
/// C runs through the three-level chain.
struct NestedChain {
    let window = Window(size: Size(400, 600))
    let a = ScrollView(name: "A", frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let b = ScrollView(name: "B", frame: Rect(x: 0, y: 100, width: 400, height: 600))
    let c = ScrollView(name: "C", frame: Rect(x: 0, y: 80, width: 400, height: 600))
    private var frame = TouchFrame(timestamp: 0, contacts: [Contact(id: 0, phase: .began, location: Point(200, 500))])
    private(set) var time = 1.0

    init() {
        a.contentSize = Size(400, 700)
        a.nestedScrollPriority = .collapseFirst
        b.contentSize = Size(400, 680)
        b.nestedScrollPriority = .collapseFirst
        c.contentSize = Size(400, 2000)
        for row in 0..<30 {
            c.addSubview(TapView(name: "C.row\(row)", frame: Rect(x: 0, y: 64 * Double(row), width: 400, height: 64)))
        }
        b.addSubview(c)
        a.addSubview(b)
        a.nestedScrollingChild = b
        b.nestedScrollingChild = c
        window.addSubview(a)
    }

    /// Send finger 0's next input frame, `delay` seconds after the last.
    mutating func send(_ phase: TouchPhase, y: Double, after delay: Double) {
        time += delay
        frame.timestamp = time
        frame.contacts[0].phase = phase
        frame.contacts[0].location.y = y
        window.handle(frame)
    }

    /// A flick up from the bottom of the window at 3,000 pt/s, from the top
    /// of everything: the glide collapses A, then B, then scrolls C.
    mutating func flickUp() {
        a.contentOffset = .zero
        b.contentOffset = .zero
        c.contentOffset = .zero
        send(.began, y: 560, after: 0.5)
        for step in 1...4 { send(.moved, y: 560 - 25 * Double(step), after: 0.008) }
        send(.ended, y: 460, after: 0.008)
    }

    /// The next display frame (60 Hz): the clock advances to it, and with
    /// `DisplaySync.host` the frame steps the moving views.
    mutating func nextDisplayFrame() {
        time += RefreshRate.hz60.frameInterval
        if window.displaySync == .host {
            window.displayFrame(at: time)
        } else {
            window.advanceTime(to: time)
        }
    }
}
