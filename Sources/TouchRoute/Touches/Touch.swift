/// A window-unique touch number. Numbers start at 1 and are never reused within
/// one window, so logs and traces can name a touch unambiguously.
public struct TouchID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number: 1 for a window's first touch, counting up.
    public let rawValue: Int
    /// The touch numbered `rawValue`.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: TouchID, rhs: TouchID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// One finger on the glass, from touch-down to lift-off.
///
/// A touch keeps its identity for its whole life: the window binds an object to
/// it when a contact begins and updates that object in every later frame, as
/// UIKit does with `UITouch`. Locations are stored in window coordinates; ask
/// `location(in:)` for any view's space.
///
/// Lifetime: the object is valid from `began` until `ended` or `cancelled`, and
/// is then reused for a later touch, so that a new touch allocates nothing. Until
/// then it keeps its final state (phase, locations, view), but for a link to
/// the window itself, which is dropped: the window may go while the object
/// lives. No touch keeps its window alive (see `ViewLink`). The window holds one
/// object per touch-table slot (64) and reuses the one retired longest ago: a
/// touch that ends while no other finger is down stays as it ended through the
/// next 63 touches. As UIKit asks of `UITouch`, do not keep a touch beyond its
/// life; copy what you need, such as its `id` or `location`.
///
/// Invariant: every view that receives `touchesBegan` for a touch later receives
/// exactly one `touchesEnded` or `touchesCancelled` for it, and nothing after
/// that. The window keeps the books (see `View.forward(_:_:with:to:)`).
public final class Touch {
    // Exclusivity: fields a frame touches skip the runtime's checks (the
    // router runs on one thread), each with what checking it costs
    // (`scripts/instruction-counts.sh --checked Sources/TouchRoute/Touches/Touch.swift:NAMES router`,
    // with its group's names): the positions (location, previousLocation,
    // startLocation, maximumDistanceFromStart), the phase and times (phase,
    // time, startTime, isInterpolated, tapCount), the identity (id,
    // contactID, slot, isRetired), the contact (contactEllipse, pressure,
    // toolType) and the links (viewLink, claimantLink, recognizerLink,
    // isWonByRecognizer, cancellationReason, recipients).
    //
    // Every stored property is set by `reset`, so a reused object shows nothing
    // of its previous touch. A new property must be set there too.

    /// Unique in the window: never the same for two touches, even when they
    /// share the object one after the other.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 24,251 instructions a frame checked (the identity group).
    @exclusivity(unchecked) public private(set) var id = TouchID(0)
    /// The phase of the latest input frame. A view learns its own phase from the
    /// method it is called with: a touch delivered late (after a scroll view's
    /// delay) arrives in `touchesBegan` although it may have moved meanwhile.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 28,057 instructions a frame checked (the phase and times
    // group).
    @exclusivity(unchecked) public internal(set) var phase = TouchPhase.began
    /// Where the finger is now, in window coordinates (points).
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 32,399 instructions a frame checked (the positions group).
    @exclusivity(unchecked) public internal(set) var location = Point.zero
    /// Where the finger was in the previous frame that moved it, in window coordinates.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 32,399 instructions a frame checked (the positions group).
    @exclusivity(unchecked) public internal(set) var previousLocation = Point.zero
    /// Where the finger came down, in window coordinates.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 32,399 instructions a frame checked (the positions group).
    @exclusivity(unchecked) public private(set) var startLocation = Point.zero
    /// The input time of the latest frame that touched this touch, exact to
    /// the microsecond. It comes from the input (a device or a recording),
    /// never from a wall clock.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 28,057 instructions a frame checked (the phase and times
    // group).
    @exclusivity(unchecked) public internal(set) var time = EventTime.zero
    /// Whether the window is routing a decision point it put on the finger's
    /// path between two reports (`DecisionSampling.path`), not a report of
    /// the input: its location and `time` are interpolated. True for
    /// everything routed at that point: the move, and what it led to (the
    /// cancel of a scroll view taking the touch there).
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 28,057 instructions a frame checked (the phase and times
    // group).
    @exclusivity(unchecked) public internal(set) var isInterpolated = false
    /// The input time at touch-down.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 28,057 instructions a frame checked (the phase and times
    // group).
    @exclusivity(unchecked) public private(set) var startTime = EventTime.zero
    /// 1 for a single tap, 2 for the second of a double tap, and so on. Set at
    /// touch-down; see `TapCounter` for the rule.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 28,057 instructions a frame checked (the phase and times
    // group).
    @exclusivity(unchecked) public private(set) var tapCount = 0
    /// The contact area, when the device reports one.
    // Unchecked: touch_rowInListInPager, 39,640 → 39,902 instructions a touch checked (the contact group).
    @exclusivity(unchecked) public internal(set) var contactEllipse: ContactEllipse?
    /// Pressure normalised to 0...1, when the device reports it.
    // Unchecked: touch_rowInListInPager, 39,640 → 39,902 instructions a touch checked (the contact group).
    @exclusivity(unchecked) public internal(set) var pressure: Double?
    /// The tool, when the device reports it.
    // Unchecked: touch_rowInListInPager, 39,640 → 39,902 instructions a touch checked (the contact group).
    @exclusivity(unchecked) public internal(set) var toolType: ToolType?
    /// The view the window bound this touch to by hit-testing at touch-down.
    /// It never changes, even if the view is removed. Nil when the view hit
    /// takes one touch at a time and already had one.
    public internal(set) var view: View? {
        get { viewLink.view }
        set { viewLink = ViewLink(newValue) }
    }
    /// Who won this touch in the arena, nil while nobody has (or while the
    /// only winner was a recognizer that has gone since; `isWon` still
    /// says the touch was won): see `TouchWinner`. The one answer every reader asks; `claimant` and
    /// `recognizer` are views of it.
    public var winner: TouchWinner? {
        let view = claimantLink.view
        switch (view, recognizer) {
        case (let view?, let recognizer?): return .shared(view, recognizer)
        case (let view?, nil): return .view(view)
        case (nil, let recognizer?): return .recognizer(recognizer)
        case (nil, nil): return nil
        }
    }
    /// The view in `winner`: the one that declared it owns this touch (a
    /// scroll view that started dragging it, or any view calling `claim(_:)`).
    /// Ancestor scroll views stop their takeover tests once a descendant
    /// claims, unless their arbitration is `Arbitration.literal`. A later
    /// claim replaces an earlier one (a `.literal` scroll view taking the
    /// touch from its content). Read directly, without building `winner`:
    /// scroll views ask it on every move.
    public var claimant: View? { claimantLink.view }
    /// The recognizer in `winner`: the first that won this touch (it began or
    /// recognized with it), if one did and still exists: scroll views stop
    /// testing the touch. Not retained.
    public var recognizer: GestureRecognizer? { isWonByRecognizer ? recognizerLink : nil }
    /// Whether anyone won the touch: a view claimed it, or a recognizer won
    /// it (even one that has gone since: its action removed it, and the
    /// touch's link to it is weak). No reference is loaded.
    var isWon: Bool { isWonByRecognizer || !claimantLink.isEmpty }
    /// Whether anyone but `view` won the touch: a recognizer, or another view's claim.
    func isWon(byOtherThan view: View) -> Bool {
        isWonByRecognizer || (claimantLink.view.map { $0 !== view } ?? false)
    }
    /// The storage of `winner`, read without building it: whether a
    /// recognizer won the touch, what scroll views read on every move, so
    /// that the weak load (atomic reference counting) happens only for the
    /// rare touch a recognizer won.
    // Unchecked: touch_rowInListInPager, 39,640 → 40,495 instructions a touch checked (the links group).
    @exclusivity(unchecked) private(set) var isWonByRecognizer = false
    // Unchecked: touch_rowInListInPager, 39,640 → 40,495 instructions a touch checked (the links group).
    @exclusivity(unchecked) private weak var recognizerLink: GestureRecognizer?
    /// The farthest the finger has been from `startLocation`, in points.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 32,399 instructions a frame checked (the positions group).
    @exclusivity(unchecked) public internal(set) var maximumDistanceFromStart = 0.0
    /// Why the input cancelled the touch, once its phase is `cancelled` by an
    /// input frame; nil before, and when the window cancels it for another cause.
    // Unchecked: touch_rowInListInPager, 39,640 → 40,495 instructions a touch checked (the links group).
    @exclusivity(unchecked) var cancellationReason: CancellationReason?
    /// `view` and `winner`'s view, held so that the window itself is not
    /// kept alive by its own touches (see `ViewLink`).
    // Unchecked: touch_rowInListInPager, 39,640 → 40,495 instructions a touch checked (the links group).
    @exclusivity(unchecked) private var viewLink = ViewLink(nil)
    // Unchecked: touch_rowInListInPager, 39,640 → 40,495 instructions a touch checked (the links group).
    @exclusivity(unchecked) private var claimantLink = ViewLink(nil)

    /// The contact number the input used for this touch (an evdev slot's tracking
    /// ID, a synthetic finger number). Unique among active touches only.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 24,251 instructions a frame checked (the identity group).
    @exclusivity(unchecked) private(set) var contactID = 0
    /// Index in the window's touch table while active.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 24,251 instructions a frame checked (the identity group).
    @exclusivity(unchecked) private(set) var slot = 0
    /// Every view that received `touchesBegan` for this touch, in order. Bounded
    /// by the depth of the view tree, not by the length of the session; its
    /// storage serves every touch the object is reused for. The open/closed
    /// state per view lives in each view's `TouchBooks`.
    // Unchecked: touch_rowInListInPager, 39,640 → 40,495 instructions a touch checked (the links group).
    @exclusivity(unchecked) var recipients = TouchRecipients(reservingCapacity: 8)
    /// Set when the window frees the touch's slot: its bits then mean nothing.
    // Unchecked: moveFrame_10fingers_tapViewLeaves, 21,788 → 24,251 instructions a frame checked (the identity group).
    @exclusivity(unchecked) var isRetired = true

    /// An object for the window's pool, not yet any touch: see `reset`.
    init() {}

    /// Make this object the touch `id`, down now in `slot` for `contact`: every
    /// field as at a fresh touch-down, so nothing of the object's previous touch
    /// shows. - Complexity: O(1); allocates nothing.
    func reset(id: TouchID, slot: Int, contact: Contact, time: EventTime, tapCount: Int) {
        self.id = id
        phase = .began
        location = contact.location
        previousLocation = contact.location
        startLocation = contact.location
        self.time = time
        startTime = time
        isInterpolated = false
        self.tapCount = tapCount
        contactEllipse = contact.ellipse
        pressure = contact.pressure
        toolType = contact.toolType
        view = nil
        claimantLink = ViewLink(nil)
        maximumDistanceFromStart = 0
        recognizerLink = nil
        isWonByRecognizer = false
        cancellationReason = nil
        contactID = contact.id
        self.slot = slot
        recipients.removeAll()
        isRetired = false
    }

    /// Let the input's contact number go while the touch stays in the table
    /// (its end is held back by a recognizer): the same contact number may
    /// come down again meanwhile as a new touch.
    func releaseContact() {
        contactID = Int.min
    }

    /// Move the finger to `point` (window coordinates): the last location
    /// becomes the previous one, and the farthest distance from the start
    /// follows. For a report and for a decision point alike.
    func move(to point: Point) {
        previousLocation = location
        location = point
        maximumDistanceFromStart = max(maximumDistanceFromStart, translation.length)
    }

    /// The current location in `view`'s coordinate space; window coordinates when `view` is nil.
    public func location(in view: View?) -> Point {
        guard let view else { return location }
        return view.convertFromWindow(location)
    }

    /// The previous location in `view`'s coordinate space; window coordinates when `view` is nil.
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocation }
        return view.convertFromWindow(previousLocation)
    }

    /// `time` in seconds, as UIKit's `UITouch.timestamp`: the view for hosts
    /// and for floating-point maths (velocities).
    public var timestamp: Double { time.totalSeconds }

    /// `startTime` in seconds.
    public var startTimestamp: Double { startTime.totalSeconds }

    /// How far the finger has moved since touch-down, in window points.
    public var translation: Vector { location.displacement(from: startLocation) }

    /// `view` claims the touch: it is `winner`'s view from now, in place of
    /// any earlier claimant; a recognizer that won it stays in `winner`.
    func win(for view: View) {
        claimantLink = ViewLink(view)
    }

    /// `recognizer` began or recognized with the touch: it is `winner`'s
    /// recognizer, unless one won it first (the others winning with that one
    /// share its win, and the arena's books know them), and a view's claim
    /// stays in `winner`.
    func win(for recognizer: GestureRecognizer) {
        // The first winner stays, even once it is gone (its link is weak).
        guard !isWonByRecognizer else { return }
        recognizerLink = recognizer
        isWonByRecognizer = true
    }

    /// The touch is retired in `window`: a claim by the window itself goes,
    /// so that a touch kept beyond its life names no window that may be gone.
    func dropClaim(by window: Window) {
        if claimantLink.isLink(to: window) { claimantLink = ViewLink(nil) }
    }

    /// Cut every link to `window`, which is going: a touch kept beyond its
    /// life then shows no view there rather than a dangling one.
    func untie(from window: Window) {
        if viewLink.isLink(to: window) { view = nil }
        dropClaim(by: window)
        recipients.removeAll()
    }

    /// Whether `view` received this touch's began and has not yet seen it end.
    /// - Complexity: O(1).
    public func isActive(at view: View) -> Bool {
        !isRetired && view.touchBooks.open & bit != 0
    }
}

extension Touch: CustomStringConvertible {
    public var description: String { "touch \(id) \(phase.rawValue) at \(location)" }
}

extension Touch {
    /// This touch's bit in a `TouchSet` mask.
    var bit: UInt64 { 1 << UInt64(slot) }
}
