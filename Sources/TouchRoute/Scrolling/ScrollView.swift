/// A view that moves its content under the finger, with UIKit's touch semantics
/// (as `UIScrollView`'s documentation describes them):
///
/// - `hitTest` answers the scroll view itself for any point inside it, so every
///   touch comes here first; the scroll view then decides between scrolling and
///   forwarding the touch to the content under it.
/// - With `delaysContentTouches` (the default), a touch that does not move
///   significantly within `contentTouchDelay` (150 ms) is forwarded to the
///   content; a significant move within that time starts scrolling, and the
///   content never sees the touch. A touch that lifts before the delay is
///   forwarded at once, began then ended, so quick taps still land.
/// - With `canCancelContentTouches` (the default), a scroll that starts after the
///   content has the touch cancels it there with `touchesCancelled`, unless
///   `touchesShouldCancel(in:)` refuses (views that are not
///   `isCancellableByScrolling`, such as controls, keep their touches).
/// - "Significant" is the pan start: more than `panStartThreshold` points along
///   an axis the view can scroll. A move that goes that far across such an axis
///   first fails the pan for the gesture, so a vertical list never swallows a
///   horizontal swipe meant for an outer pager.
/// - A descendant that has claimed the touch (see `View.claim(_:)`) keeps it.
///   Content that is itself a scroll view gets touches at once, without the
///   delay, and hears each move before this view judges it, so the inner of two
///   nested scroll views wins, as with UIKit's pan recognisers.
///
/// Dragging moves the content with the finger, rubber-banded past its edges
/// (`bounces`). When the finger lifts, the content glides on with UIKit's
/// deceleration and bounces off an edge, springs back from overscroll, or with
/// paging springs onto a page, one display frame at a time on the virtual clock
/// (see `ScrollView+Motion.swift`); a finger that comes down stops it, and taps
/// through if it had all but stopped (`ScrollView+TapThrough.swift`). How the
/// view decides to take a gesture is its `arbitrationPolicy`, which its
/// entry in the window's `GestureArena` (a `ScrollArbiter`) runs. The drag machinery (`trackTouches…`,
/// `beginDragging`) is public for subclasses that route touches their own way.
open class ScrollView: View {
    // Exclusivity: what is read on every move, drag step or glide frame skips
    // the runtime's checks, and each such field says what checking it costs:
    // `scripts/instruction-counts.sh --checked Sources/TouchRoute/Scrolling/ScrollView.swift:NAMES router`
    // with the names of its group. The groups: the extent (contentSize,
    // contentInset, isScrollEnabled, alwaysBounce…), the arbitration
    // (panStartThreshold, panDeclineDominance, arbitrationPolicy), the zoom
    // (minimum/maximumZoomScale, zoomScale, zooming), the motion (motion,
    // motionTicker, motionCaughtAt, decelerationRate, bounces, isPagingEnabled),
    // the nesting (chain, overscrollBehavior, nestedScrollPriority, delegate),
    // and the drag. What is read once a touch or a gesture (the content
    // delay, tap-through, the directional lock) keeps its checks.

    /// The size of the scrollable content, in points.
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,634 instructions a frame checked (the extent group).
    @exclusivity(unchecked) public var contentSize: Size = .zero
    /// Extra scrollable room around the content, in points.
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,634 instructions a frame checked (the extent group).
    @exclusivity(unchecked) public var contentInset: EdgeInsets = .zero
    /// When false the view neither scrolls nor intercepts: hit testing reaches
    /// the content directly, as for a plain view.
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,634 instructions a frame checked (the extent group).
    @exclusivity(unchecked) public var isScrollEnabled = true
    /// Settle on whole pages (the bounds size) when a drag ends.
    // Unchecked: momentumFrame_threeLevelChain, 6,398 → 6,947 instructions a frame checked (the motion group).
    @exclusivity(unchecked) public var isPagingEnabled = false
    /// Allow dragging along an axis even when the content fits.
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,634 instructions a frame checked (the extent group).
    @exclusivity(unchecked) public var alwaysBounceHorizontal = false
    /// Allow dragging vertically even when the content fits the height. Default false.
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,634 instructions a frame checked (the extent group).
    @exclusivity(unchecked) public var alwaysBounceVertical = false
    /// Points a finger must travel before the view scrolls. See the type's notes.
    /// It is also the least travel along the view's axis a last-one-standing
    /// takeover needs (the rule's own x threshold, if longer, wins).
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,064 instructions a frame checked (the arbitration group).
    @exclusivity(unchecked) public var panStartThreshold = ScrollView.standardPanStartThreshold
    /// How clearly across its axis a move must go to be declined, on the path;
    /// see `standardPanDeclineDominance`. Values below 1 count as 1, and one
    /// that is not a finite number as the standard 1.1.
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,064 instructions a frame checked (the arbitration group).
    @exclusivity(unchecked) public var panDeclineDominance = ScrollView.standardPanDeclineDominance
    /// How the view shares gestures with its content and decides to take them:
    /// `.delayThenPan` (UIKit's, the default) or `.forwardThenTakeOver(_:)`
    /// (a pager that forwards every touch at once and takes over on a clearly
    /// horizontal move). See `ArbitrationPolicy`.
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,064 instructions a frame checked (the arbitration group).
    @exclusivity(unchecked) public var arbitrationPolicy = ArbitrationPolicy.delayThenPan
    /// Hold touches back from the content for `contentTouchDelay`.
    public var delaysContentTouches = true
    /// Let a later scroll cancel touches the content already has.
    public var canCancelContentTouches = true
    /// Seconds of input time a touch is held back when `delaysContentTouches` is on.
    public var contentTouchDelay = ScrollView.standardContentTouchDelay
    /// Glides slower than this, in points per second, let a finger tap
    /// through; see `ScrollView+TapThrough.swift`. 0 makes every glide catch the finger.
    public var tapThroughSpeed = ScrollView.standardTapThroughSpeed
    /// Springs closer to rest than this, in points, let a finger tap through.
    /// 0 makes every spring catch the finger.
    public var tapThroughDistance = ScrollView.standardTapThroughDistance

    /// The zoom range, in which `zoomScale` settles; the view zooms only when the
    /// maximum exceeds the minimum (default 1 and 1). See `ScrollView+Zooming.swift`.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,763 instructions a frame checked (the zoom group).
    @exclusivity(unchecked) public var minimumZoomScale = 1.0 { didSet { zoomLimitsDidChange() } }
    /// The top of the zoom range (default 1). Setting either limit so that `zoomScale` falls outside
    /// the range (while the minimum is no more than the maximum) brings it back in.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,763 instructions a frame checked (the zoom group).
    @exclusivity(unchecked) public var maximumZoomScale = 1.0 { didSet { zoomLimitsDidChange() } }
    /// How much the content is magnified (1 = its own size); see `setZoomScale(_:animated:)`.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,763 instructions a frame checked (the zoom group).
    @exclusivity(unchecked) public internal(set) var zoomScale = 1.0
    /// Let a pinch go past the zoom range, rubber-banded (default true, as in UIKit).
    public var bouncesZoom = true
    /// The unzoomed content size and the pinch; see `ScrollView+Pinching.swift`.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 3,763 instructions a frame checked (the zoom group).
    @exclusivity(unchecked) final var zooming = ZoomState()

    /// Lock a drag to the axis it starts along, when both axes scroll and the
    /// start is clearly along one (see `directionalLockFactor`).
    public var isDirectionalLockEnabled = false
    /// Hears this view's scrolling: offset changes, drags beginning and ending, momentum and motion
    /// coming to rest. Not retained.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 4,227 instructions a frame checked (the nesting group).
    @exclusivity(unchecked) public weak var delegate: ScrollViewDelegate?

    /// Let the content go past its edges: rubber-banded under the finger, and
    /// springing back after a release or when momentum meets an edge (UIKit's
    /// default). When false the content stops at the edges.
    // Unchecked: momentumFrame_threeLevelChain, 6,398 → 6,947 instructions a frame checked (the motion group).
    @exclusivity(unchecked) public var bounces = true

    /// How fast momentum dies away after a flick: `.normal` (0.998 per
    /// millisecond, UIKit's default) or `.fast` (0.99, for short lists and pickers).
    // Unchecked: momentumFrame_threeLevelChain, 6,398 → 6,947 instructions a frame checked (the motion group).
    @exclusivity(unchecked) public var decelerationRate = DecelerationRate.normal

    /// What happens to the part of a drag or glide this view cannot use: chain
    /// it to the enclosing scroll view (`.auto`, the default), bounce here
    /// (`.contain`), or drop it (`.none`). See `NestedScrollChain`.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 4,227 instructions a frame checked (the nesting group).
    @exclusivity(unchecked) public var overscrollBehavior = OverscrollBehavior.auto
    /// Whether this view or what is nested inside it scrolls first; see
    /// `NestedScrollPriority`. Default `.contentFirst`.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 4,227 instructions a frame checked (the nesting group).
    @exclusivity(unchecked) public var nestedScrollPriority = NestedScrollPriority.contentFirst
    /// The scroll view nested inside this one that a drag starting on this one
    /// goes on into once this one reaches its edge: the current page's list
    /// under a collapsing header. It must be a descendant, and it joins the
    /// chain only while its `overscrollBehavior` is `.auto`. Not retained.
    public weak var nestedScrollingChild: ScrollView?

    /// The chain a drag or glide of this view's runs through, rebuilt for each
    /// step; see `NestedScrollChain`.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 4,227 instructions a frame checked (the nesting group).
    @exclusivity(unchecked) var chain = NestedScrollChain()
    /// The view whose chained glide last moved this one: stopping this view
    /// (a finger, or code setting its offset) stops that glide too.
    weak var chainGlideDriver: ScrollView?
    /// The input time at which a finger last stopped a motion of this view's
    /// chain: a touch that catches a scroll does not reach the content.
    // Unchecked: momentumFrame_threeLevelChain, 6,398 → 6,947 instructions a frame checked (the motion group).
    @exclusivity(unchecked) var motionCaughtAt = -Double.infinity

    /// What moves the content while no finger does; see `ScrollView+Motion.swift`.
    /// Starting from idle or coming to idle tells the window, which keeps the
    /// list of moving views (`Window.needsDisplayFrames`), and idle stops the ticks.
    // Unchecked: momentumFrame_threeLevelChain, 6,398 → 6,947 instructions a frame checked (the motion group).
    @exclusivity(unchecked) var motion = ScrollMotion.idle {
        didSet { if motion.isIdle != oldValue.isIdle { motionDidStartOrStop() } }
    }
    /// In `DisplaySync.timer` mode: made at the first motion in a window and
    /// kept, so later motions allocate nothing; dropped when the view changes window.
    // Unchecked: momentumFrame_threeLevelChain, 6,398 → 6,947 instructions a frame checked (the motion group).
    @exclusivity(unchecked) var motionTicker: FrameTicker?

    /// The drag's state (`ScrollView+Dragging`); final, since an overridable
    /// accessor copied the drag whole on every move (callgrind). The content
    /// touches and the arbitration live in the window's `GestureArena`.
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 4,012 instructions a frame checked.
    @exclusivity(unchecked) final var drag = DragState()
    /// This view's entry in its window's arena while it tests a gesture, nil
    /// otherwise; set and cleared by the arena (`GestureArena.enter`,
    /// `leave`, and its `deinit`), which owns the entry. Every touch phase
    /// finds it here instead of searching the arena, and, unmanaged, without
    /// counting a reference to it. Checked: checking it cost 9 instructions a
    /// frame (`moveFrame_1finger_tapViewLeaves`, 3,895 → 3,904,
    /// scripts/instruction-counts.sh).
    final var arenaEntry: Unmanaged<ScrollArbiter>?
    /// The pan and pinch as recognizers, once asked for (see
    /// `ScrollView+GestureRecognizers.swift`); nil until then.
    final var madePan: ScrollViewPanGestureRecognizer?
    final var madePinch: ScrollViewPinchGestureRecognizer?

    /// Makes a scroll view named `name` at `frame` (default zero). Unlike a plain view it takes more
    /// than one touch at a time (`isMultipleTouchEnabled`); its policy is `.delayThenPan`.
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isMultipleTouchEnabled = true
    }

    deinit {
        // A pending tick holds the ticker and the ticker the clock: cancel it so
        // neither outlives the view.
        motionTicker?.stop()
    }

    /// Answers the scroll view itself for any point inside it (or inside its
    /// content), so it can arbitrate; see the type's notes. A scroll view with
    /// scrolling disabled hit-tests like a plain view.
    open override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        return isScrollEnabled ? self : hit
    }

    /// Whether the content view under a touch may receive it. Default: true.
    open func touchesShouldBegin(_ touches: TouchSet, with event: TouchEvent, in contentView: View) -> Bool {
        true
    }

    /// Whether a starting scroll may cancel the touches `contentView` has.
    /// Default: the view's `isCancellableByScrolling`, true except for
    /// controls (and host widgets marked so), which keep their touches as in UIKit.
    open func touchesShouldCancel(in contentView: View) -> Bool {
        contentView.isCancellableByScrolling
    }

    // MARK: Questions the router asks (see `View`)

    override func windowDidChange(from old: Window?) { stopMotion(leaving: old) }
    override var ownPanStartThreshold: Double? { panStartThreshold }
    override func mayHaveUsed(_ touch: Touch) -> Bool { false }  // one that used it claimed it
    override func arenaStance(on touch: Touch, before _: ScrollView) -> ArenaStance { ownArenaStance(on: touch) }
    override func sharesWin(with recognizer: GestureRecognizer) -> Bool { ownRecognizersShareWin(with: recognizer) }
    override func holdsClaim(on touch: Touch) -> Bool { isDragging }  // a claim stands once the view drags
    override var scrollsByTouch: Bool { isScrollEnabled }

    // MARK: Drag machinery
    //
    // Tracks fingers and moves the content, apart from routing touches to the
    // content; subclasses that route touches their own way feed it through these four.

    /// Touches came down: the first finger of a gesture drives it, and its
    /// location is remembered as the origin.
    open func trackTouchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        trackBegan(touches, with: event)
    }

    /// Touches moved: while dragging, the content follows the driving finger.
    open func trackTouchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        trackMoved(touches, with: event)
    }

    /// Touches lifted. If the driving finger lifts while others stay, another
    /// takes over without a jump; when the last lifts, the drag ends and the
    /// content glides on, or a paging view springs onto a page.
    open func trackTouchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        releaseDrag(touches, with: event, settleWithVelocity: true)
    }

    /// Touches were cancelled: like an end, but the release never counts as a flick.
    open func trackTouchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        releaseDrag(touches, with: event, settleWithVelocity: false)
    }

    // MARK: Touch routing

    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        trackTouchesBegan(touches, with: event)
        let arbiter = event.window.arena.enter(self)
        arbiter.arbitrateNewTouches(touches, with: event)
        arbiter.holdForContent(touches, with: event)
    }

    /// The content hears the move before the scroll view judges it, so a
    /// nested scroll view gets the first chance to claim the touch (the inner
    /// one wins, as in UIKit) or to decline it.
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        if !isDragging {
            trackPathBeforeDragging(touches, with: event)
            // The entry is used unretained: the arena owns it for the window's life.
            let entry = arenaEntry ?? Unmanaged.passUnretained(event.window.arena.enter(self))
            entry._withUnsafeGuaranteedRef { $0.forwardToContent(.moved, touches, with: event) }
            // The content's code may have ended the gesture (cancelling every
            // touch), freeing the entry, which another view may have taken.
            guard arenaEntry?.toOpaque() == entry.toOpaque() else { return }
            entry._withUnsafeGuaranteedRef { $0.arbitrate(for: self, with: event) }
        }
        if isDragging || isZoomable {  // a zoomable view's machinery watches two fingers for a pinch
            trackTouchesMoved(touches, with: event)
        }
    }

    /// A gesture the view never took reaches the drag machinery as a cancel,
    /// as a forwarding pager must end it: a pan that never started cannot flick.
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        event.window.arena.arbiter(testing: self)?.releaseFromContent(.ended, touches, with: event)
        if isDragging {
            trackTouchesEnded(touches, with: event)
        } else {
            trackTouchesCancelled(touches, with: event)
        }
    }

    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        event.window.arena.arbiter(testing: self)?.releaseFromContent(.cancelled, touches, with: event)
        trackTouchesCancelled(touches, with: event)
    }
}
