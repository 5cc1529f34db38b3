/// A family of strokes scored together on a layout with gesture
/// recognizers, with the outcome every stroke of it means. Each pair of
/// bands puts two gestures side by side that a rule must tell apart.
public enum ArenaBand: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Two fingers spreading on a photo at zoom 1, to zoom in.
    case pinch
    /// Two fingers dragging sideways together on a photo at zoom 1: nothing
    /// to zoom and no page to turn (the pager leaves two fingers to the photo).
    case twoFingerPan
    /// Two quick taps close together on a photo: zoom to 2.5.
    case doubleTap
    /// Two taps close in place, 0.45 to 0.8 s apart: two single taps.
    case tapsApartInTime
    /// Two quick taps 120 to 250 pt apart: two single taps.
    case tapsApartInPlace
    /// A tap, then at once a double tap 120 to 250 pt away: the tap is too
    /// far to pair with the next, which starts a double tap of its own.
    case tapThenDoubleTap
    /// A finger held still on a photo: the context menu.
    case longPress
    /// A slow sideways drag on a photo at zoom 1: turn the page.
    case slowDrag
    /// A swipe on a zoomed photo that goes past its edge: pan to the edge,
    /// then turn the page.
    case zoomedSwipe
    /// On a photo that also rotates: two fingers dragged together with one
    /// 5 to 33 ms behind the other (a report or two late at 60–240 Hz), a pan
    /// that must not begin a rotation.
    case laggingTwoFingerPan
    /// On a photo that also rotates: two fingers turned 15–40° about their
    /// midpoint over 0.8 to 1.5 s, a deliberate slow turn.
    case slowTurn
    /// A finger from the screen's left edge, moving right: "back".
    case edgePan
    /// A finger down in the edge zone of a list, dragging it up or down.
    case edgeListDrag

    /// What the user means by every stroke of the band.
    public var intent: ArenaOutcome {
        switch self {
        case .pinch, .doubleTap: .zoom
        case .twoFingerPan, .laggingTwoFingerPan: .pan
        case .slowTurn: .rotate
        case .tapsApartInTime, .tapsApartInPlace: .tap
        case .tapThenDoubleTap: .tapThenZoom
        case .longPress: .menu
        case .slowDrag: .page
        case .zoomedSwipe: .edgeThenPage
        case .edgePan: .edgePan
        case .edgeListDrag: .scroll
        }
    }

    /// Whether the band is played on the edge-pan list rather than the photo pager.
    public var isOnList: Bool { self == .edgePan || self == .edgeListDrag }

    /// Whether the band is played on photos that also rotate
    /// (`PhotoPagerLayout.rotates`), as a layout that adds rotation has them.
    public var isOnRotatingPhotos: Bool { self == .laggingTwoFingerPan || self == .slowTurn }

    public var description: String {
        switch self {
        case .pinch: "pinch on a photo"
        case .twoFingerPan: "two-finger pan on a photo"
        case .doubleTap: "double tap"
        case .tapsApartInTime: "two taps 0.45–0.8 s apart"
        case .tapsApartInPlace: "two taps 120–250 pt apart"
        case .tapThenDoubleTap: "tap, then a double tap elsewhere"
        case .longPress: "long press"
        case .slowDrag: "slow sideways drag"
        case .zoomedSwipe: "swipe past a zoomed photo's edge"
        case .laggingTwoFingerPan: "two-finger pan, one finger late"
        case .slowTurn: "slow two-finger turn"
        case .edgePan: "edge pan"
        case .edgeListDrag: "list drag from the edge zone"
        }
    }
}
