/// The root of a view tree and the entry point for input.
///
/// ```
///  TouchFrame ──▶ Window.handle ──▶ clock.advance (due timers fire first)
///                      │
///                      ├─ began: hit-test once, bind the touch to that view
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
/// Before letting a window go, end its touches (`cancelAllTouches(reason:)`):
/// a touch that is down holds the views it reached, the window among them, so
/// a window dropped with fingers down is never freed, and its views never hear
/// those touches end. The C API's `tr_window_destroy` does this itself.
public final class Window: View {
    /// Input time. Advanced by `handle(_:)`, `advanceTime(to:)` and `displayFrame(at:)`.
    public let clock: VirtualClock
    /// The display's refresh rate (30 to 240 Hz, 60 by default): scroll views
    /// move on their own (momentum, paging snaps, animated scrolls) one step
    /// per frame at this rate. A change applies from the next motion that starts.
    // Unchecked: read on every frame that is routed or ticked (see `View`'s measurement).
    @exclusivity(unchecked) public var refreshRate = RefreshRate.hz60
    /// Who steps scroll motion: tick timers on `clock` (`.timer`, the default)
    /// or the host's `displayFrame(at:)` (`.host`). Switching while content
    /// moves carries the motion over without a jump (see `Window+Motion.swift`).
    @exclusivity(unchecked) public var displaySync = DisplaySync.timer {
        didSet { if displaySync != oldValue { displaySyncDidChange() } }
    }
    /// The scroll views moving on their own, kept by `ScrollView.motion`.
    @exclusivity(unchecked) var movingScrollViews = MovingScrollViews()
    /// The touchpad scroll under way and the wheel's page count (`Window+PointerScroll.swift`).
    @exclusivity(unchecked) var pointerScrolling = PointerScrollState()
    /// Receives every delivery, decision, scroll change and problem, in order.
    @exclusivity(unchecked) public var trace: ((TraceRecord) -> Void)?

    let touchTable = TouchTable()
    private(set) lazy var event = TouchEvent(window: self)
    @exclusivity(unchecked) var tapCounter = TapCounter()
    @exclusivity(unchecked) var nextTouchNumber = 1
    /// Contacts that are down but were refused (off-window, too many); their later
    /// phases are skipped quietly because the refusal was already reported.
    @exclusivity(unchecked) var refusedContacts: [Int] = []

    override var windowItself: Window? { self }

    public init(name: String = "window", size: Size, clock: VirtualClock = VirtualClock()) {
        self.clock = clock
        super.init(name: name, frame: Rect(origin: .zero, size: size))
        isMultipleTouchEnabled = true
        window = self
        refusedContacts.reserveCapacity(TouchTable.capacity)
    }

    /// Every touch that is down.
    public var activeTouches: TouchSet { touchTable.active }

    /// Route one input frame. Timers due before the frame's time fire first.
    /// Bad contacts (non-finite locations, unknown or repeated ids) and bad
    /// times are reported through `trace` as problems and handled without
    /// losing a touch; a location beyond `largestCoordinate` is clamped there.
    ///
    /// Order within a frame: lifts of touches that were already down, then new
    /// touches, then moves, then lifts of touches that began in this frame. So a
    /// finger that lifts as another lands frees its view (and a pager's gesture)
    /// first; a second finger is known before the first one's move is judged (a
    /// pager blocks its takeover); and a contact number may be reused in the
    /// frame it lifts.
    public func handle(_ frame: TouchFrame) {
        advanceTime(to: admittedTime(frame.timestamp, of: "input bug: frame", handledAs: "routed"))

        // Touches that lift in this frame, whatever the order of the contacts:
        // they give their numbers up for new touches and free single-touch views.
        var lifting: UInt64 = 0
        for contact in frame.contacts where contact.phase.isTerminal {
            if let touch = touchTable.touch(forContact: contact.id) { lifting |= touch.bit }
        }
        var began: UInt64 = 0
        var moved: UInt64 = 0
        var ended: UInt64 = 0
        var cancelled: UInt64 = 0
        for contact in frame.contacts {
            var existing =
                contact.phase.isTerminal
                ? touchTable.touch(forContact: contact.id, excluding: began | ended | cancelled)
                : touchTable.touch(forContact: contact.id, excluding: lifting)
            if contact.phase == .began, let stale = existing {
                report(
                    .contactLifecycle,
                    "input bug: contact \(contact.id) began again while \(stale.id) was down; \(stale.id) is cancelled."
                )
                finish(TouchSet(stale, in: touchTable), phase: .cancelled)
                began &= ~stale.bit
                moved &= ~stale.bit
                existing = nil
            }
            guard let touch = existing else {
                if let index = refusedContacts.firstIndex(of: contact.id) {
                    if contact.phase == .stationary || contact.phase == .moved { continue }
                    refusedContacts.remove(at: index)
                    if contact.phase.isTerminal { continue }
                    report(
                        .contactLifecycle, "input bug: contact \(contact.id) began again while down; it is tried anew.")
                }
                if contact.phase.isTerminal {
                    report(
                        .contactLifecycle,
                        "input bug: contact \(contact.id) \(contact.phase.rawValue) but was never down; ignored.")
                    continue
                }
                if contact.phase != .began {
                    report(
                        .contactLifecycle,
                        "input bug: contact \(contact.id) \(contact.phase.rawValue) without beginning; it begins now.")
                }
                if let touch = begin(contact, besides: lifting) { began |= touch.bit }
                continue
            }
            update(touch, from: contact)
            switch touch.phase {
            case .moved: moved |= touch.bit
            case .ended: ended |= touch.bit
            case .cancelled: cancelled |= touch.bit
            case .began, .stationary: break
            }
        }
        dispatch(.ended, ended & ~began)
        dispatchInputCancellation(cancelled & ~began)
        dispatch(.began, began)
        dispatch(.moved, moved & ~began)
        dispatch(.ended, ended & began)
        dispatchInputCancellation(cancelled & began)
        for touch in TouchSet(table: touchTable, mask: ended | cancelled) {
            retire(touch)
        }
    }

    /// Cancel every touch that is down, at every view holding it: for an unplugged
    /// device, a lost input connection or a shutdown. `reason` is reported.
    public func cancelAllTouches(reason: String) {
        let active = touchTable.active
        guard !active.isEmpty else { return }
        report(
            .touchesCancelled,
            "\(reason) \(active.count) active touch\(active.count == 1 ? " is" : "es are") cancelled.")
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
            let group = TouchSet(table: touchTable, mask: remaining).filter { $0.view === view }
            remaining &= ~group.mask
            forward(phase, group, with: event, to: view)
        }
    }

    /// Close a touch's books after its last phase and free its slot.
    private func retire(_ touch: Touch) {
        closeRemainingRecipients(of: touch)
        if touch.phase == .ended {
            recordIfUnclaimed(touch)
            tapCounter.touchEnded(touch, at: clock.now)
        } else {
            tapCounter.reset()
        }
        forgetRecipients(of: touch)
        touchTable.remove(touch)
    }

    /// End `touches` now, outside a frame's own grouping: deliver `phase` to
    /// the views they are bound to, then retire them.
    private func finish(_ touches: TouchSet, phase: TouchPhase) {
        for touch in touches { touch.phase = phase }
        dispatch(phase, touches.mask)
        for touch in touches { retire(touch) }
    }
}
