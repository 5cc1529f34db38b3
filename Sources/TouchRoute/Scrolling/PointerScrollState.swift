/// What a window remembers between pointer-scroll events: the touchpad scroll
/// under way (its latched scroll views and its path, for the fling), and the
/// wheel steps counted towards a pager's next page. There is one pointer, so
/// one of each.
struct PointerScrollState {
    /// A finger sequence: `.began` and not yet `.ended`.
    var isFingerSequenceOpen = false
    /// The axes the open finger sequence moves, locked at its first non-zero
    /// delta (`ScrollView.directionalLockFactor`); empty until then.
    var axes: Axes = []
    /// The scroll view each axis of the open finger sequence drives: the
    /// deepest under the pointer when that axis was locked. Kept for the
    /// whole sequence, as a drag keeps its view, so a list moving out from
    /// under the pointer (a pager turning) keeps its scroll.
    weak var horizontalDriver: ScrollView?
    weak var verticalDriver: ScrollView?
    /// Each driver's content offset when it was latched: the page a paging
    /// release counts "one page" from.
    var horizontalStartOffset = Point.zero
    var verticalStartOffset = Point.zero
    /// The sum of the sequence's deltas so far, in points of content offset:
    /// the path the velocity is estimated from.
    var travelled = Point.zero
    var velocity = VelocityEstimator()

    /// The paging view that wheel or continuous steps are counted for, and
    /// along which axis.
    weak var pagingView: ScrollView?
    var pagingAxis = Axis.vertical
    /// Points of wheel or continuous scroll counted towards the next page;
    /// its sign is the direction. A page turns at `PointerScroll.wheelPointsPerDetent`.
    var pagingTravel = 0.0
    /// When a step was last counted; nil before the first.
    var pagingTime: EventTime?
    /// How long after a step what a wheel turn left short of a page is
    /// forgotten: steps further apart than a hand's pause between two flicks
    /// of the wheel belong to separate turns, so a single hi-res eighth a
    /// minute later never completes a page begun long before.
    static let pagingTravelLifetime = EventDuration.milliseconds(500)

    /// Whether a step at `time` starts a new count: none was counted yet, or
    /// the last one is more than `pagingTravelLifetime` ago.
    func isPagingTravelForgotten(at time: EventTime) -> Bool {
        guard let pagingTime else { return true }
        return time - pagingTime > Self.pagingTravelLifetime
    }

    /// The driver of `axis` in the open finger sequence.
    func driver(along axis: Axis) -> ScrollView? {
        axis == .horizontal ? horizontalDriver : verticalDriver
    }

    /// Forget the finger sequence.
    mutating func closeFingerSequence() {
        isFingerSequenceOpen = false
        axes = []
        horizontalDriver = nil
        verticalDriver = nil
        travelled = .zero
        velocity.reset()
    }
}
