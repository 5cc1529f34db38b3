/// A pointer-scroll event the window routed: where it went, how much of it the
/// content used, and which enclosing scroll view it was chained to. The views'
/// new offsets follow as `.scroll` records, as for a drag.
public struct PointerScrollRecord {
    /// Input time, in seconds.
    public var time: Double
    /// The pointer, in window points.
    public var location: Point
    /// What produced the event: a wheel, a touchpad's fingers or another continuous source.
    public var source: PointerScroll.Source
    /// The event's place in its sequence; always `.changed` for a wheel.
    public var phase: PointerScroll.Phase
    /// What the event asked for, in points of content offset (a wheel's 120ths
    /// already turned into points; see `PointerScroll.wheelPointsPerDetent`).
    public var delta: Vector
    /// How far the content moved for it, in points, summed over every view of
    /// the chain (rubber-banded travel counts as shown); less than `delta`
    /// where an edge stopped it. For a pager's page turn, the distance to
    /// the page it now heads for, which its snap covers in the frames after;
    /// for a finger's `.ended`, zero (the fling's offsets follow as `.scroll`).
    public var applied: Vector
    /// The scroll view that took it: the deepest one under the pointer that
    /// scrolls along the event's main axis, or the one a finger sequence is
    /// latched to. Nil when nothing under the pointer scrolls that way (or the
    /// event was refused; a problem says why): then nothing moved.
    public var view: ScrollView?
    /// The outermost other view of `view`'s chain that moved for the event:
    /// where the part `view` could not use went. Nil when only `view` moved.
    public var chainedTo: ScrollView?

    /// Makes a record from its parts; each parameter is the property of the same name.
    public init(
        time: Double, location: Point, source: PointerScroll.Source, phase: PointerScroll.Phase,
        delta: Vector, applied: Vector, view: ScrollView?, chainedTo: ScrollView?
    ) {
        self.time = time
        self.location = location
        self.source = source
        self.phase = phase
        self.delta = delta
        self.applied = applied
        self.view = view
        self.chainedTo = chainedTo
    }
}

extension Problem.Kind {
    /// A pointer scroll that could not be routed as given: not a number, a
    /// finger scroll that broke its began / changed / ended order, or one
    /// that reached a view a touch holds.
    public static let pointerScroll = Problem.Kind(rawValue: "pointer-scroll")
}
