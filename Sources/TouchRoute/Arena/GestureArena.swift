/// The window's gesture arena: the one place where everything that wants a
/// touch competes for it, and the one that tells each member how each touch
/// turned out (`ArenaMember`). Its books are per touch (bits of the window's
/// touch table), so a touch costs no object of its own:
/// - **recognizers** (a scroll view's own pan and pinch among them) hear
///   every phase first, wait on each other (`require(toFail:)`), and win,
///   alone or together (`GestureArena+Recognizers.swift` and the
///   `GestureArena+Recognizer…` files);
/// - **views** holding the touch take stances: each participant accepts,
///   rejects or holds (`ArenaStance`); the first to accept wins the touch
///   (it claims it, and the scroll views above it stop testing); a scroll
///   view takes a touch from its content through the one take-over routine,
///   and as the last one standing (`LastOneStandingRule`) once every holder
///   below it has rejected it;
/// - **verdicts** reach participants (`GestureArena+Verdicts.swift`) and
///   recognizers (`GestureArena+RecognizerVerdicts.swift`), exactly one per
///   touch each.
///
/// ```
///  a move reaches the views holding the touch, deepest first:
///    a participant hears it ──▶ asked its stance ──▶ accept: claims the touch
///    a scroll view hears it ──▶ its arbiter judges the move, after its content:
///        a recognizer or a descendant claimed it ──▶ stop testing
///        its rule takes over ──────────────────────▶ take over (cancel content)
///        undecided, every holder below rejected ──▶ take over (last one standing)
/// ```
///
/// The arena keeps one `ScrollArbiter` per scroll view that is testing a
/// gesture, in entries made up front and reused, so arbitration allocates
/// nothing per gesture (more nested scroll views testing at once than ever
/// before adds an entry, once).
final class GestureArena {
    /// The window whose touches it settles, set once as the window is made.
    /// The window owns its arena, so this link needs no reference count and
    /// never dangles. Unmanaged: an `unowned(unsafe)` optional still cost a
    /// retain and a release at each use, several a frame
    /// (`moveFrame_1finger_fiveRecognizers`, callgrind).
    private var windowLink: Unmanaged<Window>!
    var window: Window {
        @inline(__always) get { windowLink.takeUnretainedValue() }
    }
    /// Which recognizers follow which touches, and what they hold from the views.
    // Unchecked: touch_fiveRecognizers, 81,970 → 87,173 instructions a gesture checked.
    @exclusivity(unchecked) var recognizerBooks = RecognizerBooks()
    /// Scroll views that may test one gesture at once before the arena grows:
    /// a pager, its page's list and a carousel in a row, with room to spare.
    static let reservedArbiters = 8

    /// Every entry, bound or free; a free one has no scroll view.
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 4,836 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) private var arbiters: [ScrollArbiter]
    /// Whose each entry is, by index (nil: free): what binding a new
    /// gesture, `leave`, `isTesting` and `forEachTesting` walk. Comparing
    /// identities, not the entries' references, costs no reference
    /// counting; walking the entries themselves retained and released each
    /// one and made a move frame through a pager and its list half as slow
    /// again (benchmarks). A scroll view finds its own entry through its
    /// link (`ScrollView.arenaEntry`).
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 4,836 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) private var owners: [ObjectIdentifier?]
    /// The least `ScrollArbiter.pathTestFloor` of the bound entries (infinite
    /// with none): a finger whose move goes no farther than this from where
    /// it came down, along either axis, crosses no test on the path, which a
    /// move answers without loading any entry.
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 4,836 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) private(set) var leastPathTestFloor = Double.infinity
    /// Touches that some participant holds and has not yet had a verdict on:
    /// all that a claim, a recognizer's win or a lift asks before it looks
    /// for participants to tell (see `GestureArena+Verdicts.swift`). Checked:
    /// it is read once a claim, a win or a lift, not on every move.
    var awaitingVerdict: UInt64 = 0

    init() {
        arbiters = []
        arbiters.reserveCapacity(Self.reservedArbiters)
        for _ in 0..<Self.reservedArbiters { arbiters.append(ScrollArbiter()) }
        owners = Array(repeating: nil, count: Self.reservedArbiters)
    }

    /// Serve `window`, which owns this arena: once, as the window is made.
    func attach(to window: Window) {
        windowLink = Unmanaged.passUnretained(window)
    }

    deinit {
        // A scroll view outliving its window must not keep a link to a freed entry.
        for arbiter in arbiters { arbiter.scrollView?.arenaEntry = nil }
    }

    /// The entry of `scrollView` while it tests a gesture, nil otherwise:
    /// the view's own link to it, without a search. A scroll view tests in
    /// one window at a time (a removal cancels its touches, which frees its
    /// entry), so the link is this arena's.
    @inline(__always)
    func arbiter(testing scrollView: ScrollView) -> ScrollArbiter? {
        scrollView.arenaEntry?.takeUnretainedValue()
    }

    /// The entry of `scrollView`, bound to it now if it was not testing.
    @inline(__always)
    func enter(_ scrollView: ScrollView) -> ScrollArbiter {
        if let entry = scrollView.arenaEntry { return entry.takeUnretainedValue() }
        return bindEntry(to: scrollView)
    }

    /// Bind a free entry (or a new one) to `scrollView`, which starts testing a gesture.
    private func bindEntry(to scrollView: ScrollView) -> ScrollArbiter {
        let index = owners.firstIndex(of: nil) ?? grow()
        owners[index] = ObjectIdentifier(scrollView)
        arbiters[index].scrollView = scrollView
        scrollView.arenaEntry = Unmanaged.passUnretained(arbiters[index])
        let floor = scrollView.pathTestFloor(under: scrollView.arbitrationPolicy)
        arbiters[index].pathTestFloor = floor
        leastPathTestFloor = min(leastPathTestFloor, floor)
        return arbiters[index]
    }

    /// The gesture of `arbiter`'s scroll view ended: free its entry.
    func leave(_ arbiter: ScrollArbiter, on clock: VirtualClock) {
        if let index = arbiters.firstIndex(where: { $0 === arbiter }) { owners[index] = nil }
        arbiter.scrollView?.arenaEntry = nil
        arbiter.reset(on: clock)
        leastPathTestFloor = .infinity
        for index in owners.indices where owners[index] != nil {
            leastPathTestFloor = min(leastPathTestFloor, arbiters[index].pathTestFloor)
        }
    }

    /// One more entry, for more nested scroll views testing at once than
    /// ever before (it allocates, once); its index.
    private func grow() -> Int {
        arbiters.append(ScrollArbiter())
        owners.append(nil)
        return arbiters.count - 1
    }

    /// Whether some scroll view is still testing a gesture: the one question
    /// a move asks of the arena before it looks for decision points on the
    /// path. - Complexity: O(entries), a handful, without reference counting.
    /// An entry that may reconsider a decline counts: its view may yet take
    /// the gesture on the path.
    var isTesting: Bool {
        for index in owners.indices
        where owners[index] != nil && (!arbiters[index].isDecided || arbiters[index].mayReconsider) {
            return true
        }
        return false
    }

    /// Call `body` with each entry still testing and its scroll view; with
    /// `reconsidering`, also each that may reconsider a decline.
    func forEachTesting(reconsidering: Bool = false, _ body: (ScrollArbiter, ScrollView) -> Void) {
        for index in owners.indices where owners[index] != nil {
            let arbiter = arbiters[index]
            guard !arbiter.isDecided || (reconsidering && arbiter.mayReconsider) else { continue }
            if let view = arbiter.scrollView { body(arbiter, view) }
        }
    }

    /// Somebody won the touches of `mask`: no entry reconsiders them.
    func stopReconsidering(_ mask: UInt64) {
        for index in owners.indices where owners[index] != nil && arbiters[index].mayReconsider {
            guard let primary = arbiters[index].scrollView?.drag.primary, primary.bit & mask != 0 else { continue }
            arbiters[index].mayReconsider = false
        }
    }

    /// Whether a recognizer other than a scroll view's own follows `touch`
    /// and may still recognize: a contender a reconsidering scroll view waits for.
    /// - Complexity: O(engaged recognizers).
    func hasPossibleRecognizer(following touch: Touch) -> Bool {
        for recognizer in recognizerBooks.engaged
        where recognizer.touchMask & touch.bit != 0 && recognizer.state == .possible && !recognizer.isScrollViewsOwn {
            return true
        }
        return false
    }

    /// A participant heard `touches` move: ask its stance on each it holds that
    /// nobody has won yet. The first to accept claims the touch (and so wins
    /// it: the other participants holding it are rejected).
    func participant(_ participant: any GestureArenaParticipant, heard touches: TouchSet) {
        for touch in touches
        where touch.winner == nil && participant.touchBooks.open & touch.bit != 0 {
            if participant.arenaStance(for: touch) == .accept { participant.claim(touch) }
        }
    }
}
