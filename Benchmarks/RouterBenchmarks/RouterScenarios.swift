import TouchRoute

// The measured loops of the router benchmarks, one iteration per `step()`,
// apart from the harness so that `scripts/instruction-counts.sh` runs the
// same frames under callgrind, where instructions do not depend on load.
// Each `init` does what a benchmark does before it starts measuring, and
// `verify()` checks afterwards that the frames did what they were meant to.

/// A benchmark's measured loop: `step()` is one iteration (a frame, a touch
/// or a gesture), and `verify()` traps if the steps did not do what they were
/// meant to.
protocol RouterScenario {
    mutating func step()
    func verify()
}

/// Counts deliveries from a window's trace, as a toolkit's observer would.
final class DeliveryCount {
    var value = 0

    func observe(_ window: Window) {
        window.trace = { [unowned self] record in
            if case .delivery = record { value &+= 1 }
        }
    }
}

/// Steady-state moves of `fingers` fingers on the leaves of a `DeepTree`,
/// half a point up and down 4 ms apart, optionally with five recognizers
/// following the first finger (`moveFrame_…` benchmarks).
struct MoveFrameScenario: RouterScenario {
    let tree: DeepTree
    let recognizers: [GestureRecognizer]
    let fingers: Int
    let deliveries = DeliveryCount()
    private var up: TouchFrame
    private var down: TouchFrame
    private var time = 1.2

    init(fingers: Int, leavesHandleTouches: Bool = true, withFiveRecognizers: Bool = false) {
        tree = DeepTree(leavesHandleTouches: leavesHandleTouches)
        recognizers = withFiveRecognizers ? fiveRecognizers(on: tree.leaves[0]) : []
        // Out of reach, so all five stay possible on every frame.
        for case let tap as TapGestureRecognizer in recognizers { tap.maximumTapDuration = .infinity }
        for case let press as LongPressGestureRecognizer in recognizers { press.minimumPressDuration = .infinity }
        self.fingers = fingers
        deliveries.observe(tree.window)
        tree.touchDown(fingers: fingers)
        (up, down) = tree.moveFrames(fingers: fingers)
    }

    mutating func step() {
        time += 0.004
        up.timestamp = time
        tree.window.handle(up)
        swap(&up, &down)
    }

    func verify() {
        precondition(
            deliveries.value > 0 && tree.window.activeTouches.count == fingers, "the fingers stayed down at the leaves")
        precondition(
            recognizers.allSatisfy { $0.state == .possible && $0.numberOfTouches == 1 }, "all five followed the finger")
    }
}

/// One finger dragging the `DeepTree`'s list up and down, 0.5 pt every 4 ms
/// (`dragFrame_1finger_listScrolling`).
struct ListDragScenario: RouterScenario {
    let tree = DeepTree(leavesHandleTouches: true)
    private var frame = TouchFrame(
        timestamp: 1.2, contacts: [Contact(id: 0, phase: .moved, location: Point(x: 40, y: 300))])
    private var y = 300.0
    private var stride = -0.5

    init() {
        tree.touchDown(fingers: 1)
        tree.window.handle(frame)  // 60 pt down: the list starts dragging
    }

    mutating func step() {
        y += stride
        if y < 100 || y > 400 { stride = -stride }
        frame.timestamp += 0.004
        frame.contacts[0].location.y = y
        tree.window.handle(frame)
    }

    func verify() { precondition(tree.list.isDragging, "the list dragged") }
}

/// One 60 Hz display frame of a glide through `NestedChain`'s three levels; a
/// new flick starts when the glide has come to rest (`momentumFrame_…`).
struct MomentumScenario: RouterScenario {
    private(set) var chain = NestedChain()
    private(set) var flicks = 1

    init(sync: DisplaySync) {
        chain.window.displaySync = sync
        chain.flickUp()
    }

    mutating func step() {
        if !chain.c.isMovingWithoutFinger {
            chain.flickUp()
            flicks += 1
        }
        chain.nextDisplayFrame()
    }

    func verify() {
        precondition(chain.a.contentOffset.y == 100 && chain.b.contentOffset.y == 80, "the glides collapsed A and B")
        precondition(
            chain.window.displaySync == .timer || chain.window.clock.nextDeadline == nil, "no tick timers in host mode")
    }
}

/// Whole touches on a row of the default layout, in turn a quick tap, a held
/// tap and a hold that then drags (`touch_rowInListInPager`).
struct RowTouchScenario: RouterScenario {
    let layout = DefaultLayout()
    let deliveries = DeliveryCount()
    private var frame = TouchFrame(
        timestamp: 0, contacts: [Contact(id: 0, phase: .began, location: Point(x: 300, y: 200))])
    private var time = 1.0
    private var touches = 0
    private var taps = 0

    init() {
        // The drag pulls the list down from its top: without bouncing it
        // stays put, so every touch finds it at rest (the pan starts where
        // the path passes 10 pt, 50 pt before the report).
        layout.lists[0].bounces = false
        deliveries.observe(layout.window)
        for _ in 0..<3 { step() }  // the first touches size the window's buffers
    }

    private mutating func send(_ phase: TouchPhase, y: Double, after delay: Double) {
        frame.timestamp = time + delay
        frame.contacts[0].phase = phase
        frame.contacts[0].location.y = y
        layout.window.handle(frame)
    }

    mutating func step() {
        send(.began, y: 200, after: 0)
        switch touches % 3 {
        case 0: send(.ended, y: 200, after: 0.05)  // before the 0.15 s delay
        case 1: send(.ended, y: 200, after: 0.2)
        default:
            send(.moved, y: 260, after: 0.2)  // past the pan start; at the top, so the list stays put
            send(.ended, y: 260, after: 0.25)
        }
        if touches % 3 != 2 { taps += 1 }
        touches += 1
        time += 0.5  // past the double-tap interval
    }

    func verify() {
        let row = layout.lists[0].subviews[3] as! TapView
        precondition(
            row.tapCount == taps && layout.lists[0].contentOffset == .zero, "the row was tapped, the list stayed")
    }
}

/// Whole touches on a `DeepTree` leaf with five recognizers and their timers:
/// in turn a tap, a double tap and a long press (`touch_fiveRecognizers`).
struct RecognizerTouchScenario: RouterScenario {
    let tree = DeepTree(leavesHandleTouches: true)
    let recognizers: [GestureRecognizer]
    private let recognized = DeliveryCount()
    private var frame = TouchFrame(
        timestamp: 0, contacts: [Contact(id: 0, phase: .began, location: Point(x: 40, y: 240))])
    private var time = 1.0
    private var gestures = 0

    init() {
        recognizers = fiveRecognizers(on: tree.leaves[0])
        for recognizer in recognizers {
            recognizer.onStateChange = { [recognized] in
                if $0.state == .recognized || $0.state == .began { recognized.value &+= 1 }
            }
        }
        for _ in 0..<3 { step() }  // the first touches size the buffers
    }

    private mutating func tap(after delay: Double, holding: Double = 0.05) {
        time += delay
        frame.timestamp = time
        frame.contacts[0].phase = .began
        tree.window.handle(frame)
        time += holding
        frame.timestamp = time
        frame.contacts[0].phase = .ended
        tree.window.handle(frame)
    }

    mutating func step() {
        switch gestures % 3 {
        case 0: tap(after: 0)
        case 1:
            tap(after: 0)
            tap(after: 0.1)
        default: tap(after: 0, holding: 0.6)
        }
        gestures += 1
        time += 1
        tree.window.advanceTime(to: time)
    }

    func verify() { precondition(recognized.value >= 3, "taps, double taps and long presses were recognized") }
}

/// A tap that requires a double tap to fail, the double tap, a long press, a
/// swipe and a pan, attached to `view`.
func fiveRecognizers(on view: View) -> [GestureRecognizer] {
    let tap = TapGestureRecognizer(name: "tap")
    let double = TapGestureRecognizer(name: "double")
    double.numberOfTapsRequired = 2
    tap.require(toFail: double)
    let recognizers: [GestureRecognizer] = [
        tap, double, LongPressGestureRecognizer(name: "press"), SwipeGestureRecognizer(name: "swipe"),
        PanGestureRecognizer(name: "pan"),
    ]
    for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
    return recognizers
}
