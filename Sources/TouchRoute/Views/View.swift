/// A rectangle of the interface that can receive touches: the contract between
/// the router and a UI toolkit.
///
/// A toolkit either subclasses `View` (overriding the four `touches…` methods,
/// and `pointInside`/`hitTest` where its shapes are not rectangles) or mirrors
/// its own widget tree with plain `View`s and listens to `Window.trace`. The
/// contract is UIKit's, kept small:
///
/// - `frame` places the view in its superview, in the superview's bounds
///   coordinates. `bounds.origin` is where the view's own coordinate space
///   starts; for a scroll view it is the content offset.
/// - Subviews are kept back to front; the last one is in front and is
///   hit-tested first.
/// - An unhandled touch goes on to the `nextResponder` (the superview), as in
///   UIKit: the default `touches…` methods forward it there.
///
/// Views are used from one thread: the one that feeds the window its frames.
open class View {
    /// A name for traces and logs, such as `list0.row3`. Not required to be
    /// unique. Final, so a trace formatter in another module reads it
    /// directly rather than through the class's method table.
    public final var name: String

    // Exclusivity: the router is driven from one thread, and the fields read
    // for every view a hit test or a delivery passes skip the runtime's
    // checks. Each says what checking it costs, from
    // `scripts/instruction-counts.sh --checked Sources/TouchRoute/Views/View.swift:NAMES router`
    // with its group's names: the geometry (frame, bounds), the tree links
    // (subviews, parentLink, window) and the flags (isHidden,
    // isUserInteractionEnabled, isMultipleTouchEnabled).

    /// Position and size in the superview's coordinate space, in points.
    /// Setting it sets `bounds.size` too.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,787 → 56,945 instructions a frame checked (the geometry group).
    @exclusivity(unchecked) public var frame: Rect {
        didSet {
            frame.size = Size(width: max(0, frame.size.width), height: max(0, frame.size.height))
            bounds.size = frame.size
            frameDidChange()
        }
    }

    /// Called after `frame` is set (not during `init`): where a container
    /// lays out its subviews for the new size. A method rather than an
    /// override of `frame`, so that reading `frame`, which hit testing does
    /// for every view on every frame, stays a direct access.
    func frameDidChange() {}

    /// The view's own coordinate space: `origin` is the top-left point shown, and
    /// `size` equals `frame.size`. For a scroll view `origin` is the content offset.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,787 → 56,945 instructions a frame checked (the geometry group).
    @exclusivity(unchecked) public internal(set) var bounds: Rect

    // The parent and window links are unmanaged and unowned rather than weak,
    // because weak references force every retain and release of a view onto a
    // slow path; a view clears its children's links when it goes away, so
    // they never dangle.

    /// Children, back to front.
    // Unchecked: touch_fiveRecognizers, 81,970 → 93,827 instructions a gesture checked (the tree links group).
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The parent, held without a reference count: reading it in a walk up
    /// the tree (coordinate conversion, on every touch of every frame) costs
    /// no retain and release. Cleared by the parent's `deinit`, so it never
    /// dangles.
    // Unchecked: touch_fiveRecognizers, 81,970 → 93,827 instructions a gesture checked (the tree links group).
    @exclusivity(unchecked) private(set) var parentLink: Unmanaged<View>?
    /// The view this one is a subview of; nil for a window or a view in no tree. Not retained.
    public var superview: View? { parentLink?.takeUnretainedValue() }
    /// The window at the root of this view's tree, if it is in one.
    // Unchecked: touch_fiveRecognizers, 81,970 → 93,827 instructions a gesture checked (the tree links group).
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var window: Window?

    /// A hidden view and its subviews are never hit.
    // Unchecked: touch_rowInListInPager, 39,640 → 65,863 instructions a touch checked (the flags group).
    @exclusivity(unchecked) public var isHidden = false
    /// A view that ignores interaction, and its subviews, are never hit.
    // Unchecked: touch_rowInListInPager, 39,640 → 65,863 instructions a touch checked (the flags group).
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    /// When false (UIKit's default for plain views), the view gets at most one
    /// touch at a time, at any depth: the window binds no second touch that
    /// hits it, and a scroll view hands it no second touch as content (the
    /// scroll view keeps that one). Either is reported as withheld. Touches
    /// that come up the responder chain from a subview are not limited, as in
    /// UIKit.
    // Unchecked: touch_rowInListInPager, 39,640 → 65,863 instructions a touch checked (the flags group).
    @exclusivity(unchecked) public var isMultipleTouchEnabled = false
    /// Whether a scroll view that starts scrolling may take back a touch this
    /// view already has (cancelling it here): true by default, false for a
    /// `Control`, as UIKit's scroll views leave a `UIControl` its touches.
    /// `ScrollView.touchesShouldCancel(in:)` answers it.
    public var isCancellableByScrolling = true
    /// The recognizers attached to this view, in the order they were added;
    /// see `addGestureRecognizer(_:)`.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The window's books on which touches this view holds (see `TouchBooks`).
    var touchBooks = TouchBooks()
    /// Whether the view conforms to `GestureArenaParticipant`, found once at
    /// init: the flag a delivery tests. Stored beside `arenaParticipant`
    /// rather than derived from it: testing the link itself cost 35
    /// instructions a frame (`moveFrame_1finger_tapViewLeaves`, callgrind).
    final private(set) var isArenaParticipant = false
    /// The view itself as a `GestureArenaParticipant`, if it is one, found
    /// once at init: the arena tells a participant its stance and verdicts
    /// through this, never by casting. Unowned: it is the view.
    final private(set) unowned(unsafe) var arenaParticipant: (any GestureArenaParticipant)?
    /// Whether the view clips its subviews' drawing. Hit testing ignores points
    /// outside `bounds` whether or not this is set, as UIKit does; a toolkit whose
    /// children stick out and stay touchable overrides `pointInside`.
    public var clipsToBounds = false

    /// Makes a view named `name` at `frame`, in its future superview's space (default zero); a
    /// negative width or height counts as 0. It starts in no tree, with `bounds` at the origin.
    public init(name: String, frame: Rect = .zero) {
        let size = Size(width: max(0, frame.size.width), height: max(0, frame.size.height))
        self.name = name
        self.frame = Rect(origin: frame.origin, size: size)
        self.bounds = Rect(origin: .zero, size: size)
        arenaParticipant = self as? any GestureArenaParticipant
        isArenaParticipant = arenaParticipant != nil
    }

    deinit {
        for recognizer in gestureRecognizers { recognizer.view = nil }
        for child in subviews {
            child.parentLink = nil
            child.setWindow(nil)
        }
    }

    // MARK: Tree

    /// Add `view` in front of the other subviews, moving it from any old superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Insert `view` at `index` in back-to-front order.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        if view.superview != nil { view.removeFromSuperview() }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.parentLink = .passUnretained(self)
        view.setWindow(window)
    }

    /// Move a subview to the front, where it is hit-tested first.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    /// Detach from the superview. Touches this view or its subviews are holding are
    /// cancelled first, so every touch they began still ends exactly once.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        window?.cancelTouches(heldInSubtreeOf: self)
        parent.subviews.removeAll { $0 === self }
        parentLink = nil
        setWindow(nil)
    }

    /// Put this view and its subtree in `newWindow` (nil: in none), telling
    /// each view whose window changes. Internal for `Window.deinit`, which
    /// takes its tree out of itself as it goes.
    func setWindow(_ newWindow: Window?) {
        let old = window
        window = newWindow ?? windowItself
        if old !== window {
            if !gestureRecognizers.isEmpty {
                old?.arena.releaseRecognizers(of: self)
                window?.arena.viewGainedRecognizers()
            }
            windowDidChange(from: old)
        }
        for child in subviews { child.setWindow(window) }
    }

    /// The next view up the responder chain: the superview by default.
    open var nextResponder: View? { superview }

    // MARK: Hit testing

    /// Whether `point` (in this view's coordinates) is inside the view: inside
    /// `bounds` by default. Override for round or padded targets.
    open func pointInside(_ point: Point, with event: TouchEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest view that should receive a touch at `point` (in this view's
    /// coordinates), following UIKit's rules:
    ///
    /// - a hidden view, or one with user interaction disabled, is never hit, and
    ///   neither are its subviews;
    /// - a point outside `pointInside` is never hit, nor are subviews under it;
    /// - subviews are tried front to back, and the first that answers wins;
    /// - with no subview hit, the view itself is the answer.
    ///
    /// - Complexity: O(views in the subtree) in the worst case.
    open func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        guard takesInput(at: point, with: event) else { return nil }
        return subviewHitTest(point, with: event) ?? self
    }

    // MARK: Touches

    /// A touch came down in this view, or was forwarded to it. The default passes
    /// the touches on to `nextResponder`, as UIKit does.
    open func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        forward(.began, touches, with: event, to: nextResponder)
    }

    /// Touches this view holds moved. The default passes them on to `nextResponder`.
    open func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        forward(.moved, touches, with: event, to: nextResponder)
    }

    /// Touches this view holds lifted. The default passes them on to `nextResponder`.
    open func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        forward(.ended, touches, with: event, to: nextResponder)
    }

    /// Touches this view holds were cancelled. The default passes them on to `nextResponder`.
    open func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        forward(.cancelled, touches, with: event, to: nextResponder)
    }

    // MARK: Questions the router asks
    //
    // The base class and the window ask these instead of testing for a subclass;
    // the subclasses that take part in routing (scroll views, tap views) answer.

    /// The view moved from window `old` to `window` (either may be nil): a
    /// subclass that keeps state on its window's clock drops it here.
    func windowDidChange(from old: Window?) {}

    /// The pan start, in points, that this view applies to touches hit-tested
    /// to it; nil for a view that does not pan, for which the window uses the
    /// standard one when it looks for dead gestures.
    var ownPanStartThreshold: Double? { nil }

    /// Whether this view may have made something of `touch` itself (a tap it
    /// counts, a drag it tracks in its own touch methods), so that a touch
    /// nobody claimed is not a dead gesture if this view received it. A plain
    /// `View` does nothing with touches; a subclass the router does not know
    /// might, so every other class answers true unless it says otherwise.
    func mayHaveUsed(_ touch: Touch) -> Bool { type(of: self) != View.self }

    /// Where this view, holding `touch`, stands in the gesture arena when the
    /// ancestor `scrollView` asks whether it is the last one standing (see
    /// `View+ArenaStance.swift`); tap views and scroll views answer their own way.
    func arenaStance(on touch: Touch, before scrollView: ScrollView) -> ArenaStance {
        participantStance(on: touch, before: scrollView)
    }

    /// Whether this view scrolls under a finger (an enabled scroll view):
    /// content that does gets its touches at once from a scroll view above,
    /// so that it can pan (the inner of two nested scroll views wins).
    var scrollsByTouch: Bool { false }

    /// The distance from touch-down, in window points, at which this view's
    /// stance on `touch` changes (a tap view's `tapSlop`, past which it no
    /// longer taps), while the finger has not yet gone so far; nil when none
    /// is ahead. On the finger's path (`DecisionSampling.path`) the window
    /// puts a decision point where the finger crosses it.
    func slopAhead(for touch: Touch) -> Double? { nil }

    /// Whether `recognizer`, winning a touch this view holds, leaves the view
    /// its touch: it is the view's own recognizer (a scroll view's pan or
    /// pinch), or may recognize together with it.
    func sharesWin(with recognizer: GestureRecognizer) -> Bool { false }

    /// Whether this view's claim on `touch` (`claim(_:)`) takes it from the
    /// recognizers following it: a plain claim does while no recognizer won
    /// the touch first; a scroll view's stands once it drags the touch.
    func holdsClaim(on touch: Touch) -> Bool { !touch.isWonByRecognizer }

    /// The window this view is, if it is one: a window is its own window.
    var windowItself: Window? { nil }
}

extension View: CustomStringConvertible {
    public var description: String { name }
}
