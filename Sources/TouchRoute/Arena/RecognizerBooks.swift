/// The gesture arena's books on recognizers (`GestureArena`): which recognizers are following touches
/// and what the views have not heard yet because a recognizer holds it.
///
/// Invariants: every recognizer in `engaged` has `routing.isEngaged`;
/// `heldBegins` ⊆ active touches; a touch in `heldEnds` has lifted and stays
/// in the touch table (its slot is not reused) until the views hear its end or
/// it was taken from them; `taken` touches reach no view again.
struct RecognizerBooks {
    /// Set once a recognizer is attached anywhere in the window's tree (never
    /// cleared): until then a touch-down costs one test of this flag.
    var hasRecognizers = false
    /// Recognizers following touches or finished and waiting for their
    /// touches to lift, deepest view's first within a touch. The storage is
    /// reserved, so engaging allocates nothing up to `reservedCapacity`.
    var engaged: [GestureRecognizer] = []
    /// Touches bound to at least one recognizer since touch-down.
    var bound: UInt64 = 0
    /// Touches whose `touchesBegan` the views have not heard yet (`delaysTouchesBegan`).
    var heldBegins: UInt64 = 0
    /// Lifted touches whose end the views have not heard yet (`delaysTouchesEnded`).
    var heldEnds: UInt64 = 0
    /// Touches a recognizer took from the views (`cancelsTouchesInView`).
    var taken: UInt64 = 0
    /// Touches a view has claimed (`View.claim(_:)`) since touch-down, a
    /// superset of those with a `Touch.claimant`: most moves have none, and
    /// `GestureArena.yieldToClaimants(_:)` then looks at no touch.
    var claimed: UInt64 = 0
    /// Inside a round of recognizer calls: what their transitions set off
    /// (delayed deliveries, resets) waits for `GestureArena.settle()`.
    var routingDepth = 0
    /// A transition inside such a round asked for a settle.
    var needsSettle = false
    /// A settle reset a recognizer since this was last cleared.
    var didReset = false

    /// Recognizers that may follow touches at once before `engaged` grows.
    static let reservedCapacity = 32

    init() {
        engaged.reserveCapacity(Self.reservedCapacity)
    }

    /// Forget a touch whose slot is being freed.
    mutating func forget(_ bit: UInt64) {
        bound &= ~bit
        heldBegins &= ~bit
        heldEnds &= ~bit
        taken &= ~bit
        claimed &= ~bit
    }
}
