/// The root of a view tree and the entry point for input.
///
/// ```
///  TouchFrame ──▶ Window.handle ──▶ steps (the frame rule, Window+Frames.swift)
///                      │   each: clock.advance to its time (due timers fire first)
///                      ├─ began: hit-test once, bind the touch to that view,
///                      │  and to the recognizers under it (`GestureArena`)
///                      ├─ each phase reaches the touch's recognizers first; they
///                      │  may hold it from the views or take the touch from them
///                      ├─ deliver began / moved / ended / cancelled, each view
///                      │  getting only its own touches (View.forward keeps the books);
///                      │  an input cancel's reason is recorded as a decision first
///                      └─ ended or cancelled: close any view that still holds it
/// ```
///
/// Invariant: every touch that began ends or is cancelled exactly once at every
/// view that received its began, and nothing is delivered after that. The window
/// enforces it even against views that forget to forward an end.
///
/// A window is driven from one thread. It allocates nothing per frame once its
/// touches are down (see the Benchmarks package).
///
/// Lifetime: nothing the window keeps for a touch holds the window itself (a
/// touch's links to it are unowned, see `ViewLink`; the shared `TouchEvent`'s
/// too), so a window dropped with fingers down, mid-scroll or with a content
/// delay pending is freed with its views. As it goes, the touches still down
/// are cancelled at every view holding them, so the exactly-once invariant
/// holds to the end; `trace` hears nothing of it, since a record naming the
/// window would outlive it. Then its tree leaves it, as a removed view does:
/// a view kept beyond the window is in no window, and stops its motion. To
/// have the cancel traced, call `cancelAllTouches(reason:)` first, as the C
/// API's `tr_window_destroy` does.
public final class Window: View {
    /// Input time. Advanced by `handle(_:)`, `advanceTime(to:)` and `displayFrame(at:)`.
    public let clock: VirtualClock
    // Exclusivity: what every routed or ticked frame reads skips the runtime's
    // checks, each with what checking it costs (`scripts/instruction-counts.sh
    // --checked Sources/TouchRoute/Window/Window.swift:NAMES router`, with its
    // group's names): the settings (refreshRate, displaySync,
    // decisionSampling, trace) and the touch numbering (tapCounter,
    // nextTouchNumber, refusedContacts).

    /// The display's refresh rate (30 to 240 Hz, 60 by default): scroll views
    /// move on their own (momentum, paging snaps, animated scrolls) one step
    /// per frame at this rate. A change applies from the next motion that starts.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,842 instructions a frame checked (the settings group).
    @exclusivity(unchecked) public var refreshRate = RefreshRate.hz60
    /// Who steps scroll motion: tick timers on `clock` (`.timer`, the default)
    /// or the host's `displayFrame(at:)` (`.host`). Switching while content
    /// moves carries the motion over without a jump (see `Window+Motion.swift`).
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,842 instructions a frame checked (the settings group).
    @exclusivity(unchecked) public var displaySync = DisplaySync.timer {
        didSet { if displaySync != oldValue { displaySyncDidChange() } }
    }
    /// The scroll views moving on their own, kept by `ScrollView.motion`.
    var movingScrollViews = MovingScrollViews()
    /// The touchpad scroll under way and the wheel's page count (`Window+PointerScroll.swift`).
    var pointerScrolling = PointerScrollState()
    /// Where thresholds are judged: on the finger's path between reports
    /// (`.path`, the default, the same at every report rate) or at the
    /// reports alone (`.samples`). See `DecisionSampling`.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,842 instructions a frame checked (the settings group).
    @exclusivity(unchecked) public var decisionSampling = DecisionSampling.path
    /// Receives every delivery, decision, scroll change and problem, in order.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,842 instructions a frame checked (the settings group).
    @exclusivity(unchecked) public var trace: ((TraceRecord) -> Void)?

    let touchTable = TouchTable()
    /// Where everything that wants a touch competes for it: recognizers and
    /// the views holding it; see `GestureArena`.
    let arena = GestureArena()
    /// The one event every delivery of the window hands on (see `TouchEvent`).
    let event = TouchEvent()
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,508 instructions a frame checked (the touch numbering
    // group).
    @exclusivity(unchecked) var tapCounter = TapCounter()
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,508 instructions a frame checked (the touch numbering
    // group).
    @exclusivity(unchecked) var nextTouchNumber = 1
    /// Contacts that are down but were refused (off-window, too many); their later
    /// phases are skipped quietly because the refusal was already reported.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,508 instructions a frame checked (the touch numbering
    // group).
    @exclusivity(unchecked) var refusedContacts: [Int] = []

    override var windowItself: Window? { self }

    /// Makes a window of `size` points at the origin, named `name` (`window` by default), whose input
    /// time is `clock` (a new one at zero by default). It takes many touches at once, like a scroll view.
    public init(name: String = "window", size: Size, clock: VirtualClock = VirtualClock()) {
        self.clock = clock
        super.init(name: name, frame: Rect(origin: .zero, size: size))
        isMultipleTouchEnabled = true
        window = self
        refusedContacts.reserveCapacity(TouchTable.capacity)
        arena.attach(to: self)
        event.attach(to: self)
    }

    /// The touches still down are cancelled at the views holding them, with
    /// no trace (see the type's Lifetime note), and every touch object is
    /// untied from the window. Views may do anything in `touchesCancelled`
    /// but keep the window: it is going. Then the tree leaves the window, as
    /// a removed view does: views that outlive it (a layout's, a host's)
    /// hold no link to it, and a scroll view the cancel set bouncing stops
    /// its motion and its ticks on the window's clock, which may outlive it.
    deinit {
        trace = nil
        arena.resetQuietly()
        let active = touchTable.active
        if !active.isEmpty { finish(active, phase: .cancelled) }
        for recognizer in gestureRecognizers { arena.detach(recognizer) }
        touchTable.untieEveryTouch(from: self)
        for child in subviews { child.setWindow(nil) }
    }

    /// Every touch that is down.
    public var activeTouches: TouchSet { touchTable.active }

    /// Cancel every touch that is down, at every view holding it: for an unplugged
    /// device, a lost input connection or a shutdown. `reason` is reported.
    public func cancelAllTouches(reason: String) {
        let active = touchTable.active
        guard !active.isEmpty else { return }
        // A lifted touch whose end a recognizer held back is not cancelled: it ended.
        let down = (active.mask & ~arena.recognizerBooks.heldEnds).nonzeroBitCount
        if down > 0 {
            report(.touchesCancelled, "\(reason) \(down) active touch\(down == 1 ? " is" : "es are") cancelled.")
        }
        finish(active, phase: .cancelled)
    }

    // MARK: Internals

    func report(_ kind: Problem.Kind, _ message: String) {
        trace?(.problem(Problem(time: clock.now, kind: kind, message: message)))
    }

    /// Deliver `phase` for the touches in `mask` to the views they are bound to,
    /// one call per view.
    func dispatch(_ phase: TouchPhase, _ mask: UInt64) {
        var remaining = mask
        while remaining != 0 {
            guard let first = touchTable.touches[remaining.trailingZeroBitCount], let view = first.view else {
                remaining &= remaining - 1
                continue
            }
            // A lone touch (a drag) is its own group: no walk for its view's others.
            let group =
                remaining & (remaining - 1) == 0
                ? TouchSet(table: touchTable, mask: remaining)
                : TouchSet(table: touchTable, mask: remaining).filter { $0.view === view }
            remaining &= ~group.mask
            // What `forward` does from the window, whose event this is, without the call.
            if phase != .stationary { deliver(phase, group, to: view, with: event) }
        }
    }

    /// Close a touch's books after its last phase and free its slot.
    /// `tapCounted`: its lift was already counted, when it lifted (a touch
    /// whose end a recognizer held back is retired later).
    func retire(_ touch: Touch, tapCounted: Bool = false) {
        closeRemainingRecipients(of: touch)
        if touch.phase == .ended {
            recordIfUnclaimed(touch)
            if !tapCounted { tapCounter.touchEnded(touch, at: clock.time) }
        } else {
            tapCounter.reset()
        }
        arena.giveLastVerdicts(on: touch)
        forgetRecipients(of: touch)
        arena.forget(touch)
        touchTable.remove(touch)
    }

    /// End `touches` now, outside a frame's own grouping: their recognizers
    /// hear `phase`, then the views they are bound to, then they are retired.
    /// One that had lifted already, whose end a recognizer held back
    /// (`delaysTouchesEnded`), ended: its views hear that end first.
    func finish(_ touches: TouchSet, phase: TouchPhase) {
        let recognizers = arena
        let lifted = touches.mask & recognizers.recognizerBooks.heldEnds
        recognizers.deliverHeldEnds(lifted)
        let mask = touches.mask & ~lifted
        for touch in TouchSet(table: touchTable, mask: mask) { touch.phase = phase }
        if mask & recognizers.recognizerBooks.bound != 0 {
            recognizers.hear(phase, mask)
            recognizers.recognizerBooks.heldBegins &= ~mask
            recognizers.recognizerBooks.heldEnds &= ~mask
        }
        dispatch(phase, mask & touchTable.activeMask)
        for touch in TouchSet(table: touchTable, mask: mask & touchTable.activeMask) { retire(touch) }
    }
}
