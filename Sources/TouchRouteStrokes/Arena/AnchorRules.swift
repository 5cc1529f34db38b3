/// One anchor's published rules for the gestures the arena bands put side
/// by side, as small models played on the same fingers as the router: a rule
/// is nil where the anchor publishes no constant for it, and its column then
/// has no score for those bands. Distances in the anchors' own units (UIKit
/// points, Android dp, Flutter logical pixels, GTK pixels) are taken as points.
public struct AnchorRules: Hashable, Sendable {
    /// The column's name: `uikit`, `android`, `flutter`, `gtk`.
    public var name: String
    /// The long-press rule, scoring the long-press and slow-drag bands; nil where the anchor
    /// publishes none.
    public var longPress: LongPressRule?
    /// The double-tap rule, scoring the double-tap band and the bands of taps meant as two; nil
    /// where the anchor publishes none.
    public var doubleTap: DoubleTapRule?
    /// The rule that tells a pinch from a two-finger pan, scoring those two bands; nil where the
    /// anchor publishes none.
    public var pinch: PinchRule?
    /// The screen-edge rule, scoring the edge-pan and edge-list-drag bands; nil where the anchor has
    /// no edge gesture.
    public var edgePan: EdgePanRule?
    /// What the anchor does with a swipe on a zoomed photo in a pager, scoring the zoomed-swipe
    /// band; nil where it publishes no rule.
    public var handOff: HandOffRule?

    /// Makes an anchor's column; each parameter is the property of the same name, and a rule left
    /// nil (the default) leaves its bands unscored.
    public init(
        name: String, longPress: LongPressRule? = nil, doubleTap: DoubleTapRule? = nil, pinch: PinchRule? = nil,
        edgePan: EdgePanRule? = nil, handOff: HandOffRule? = nil
    ) {
        self.name = name
        self.longPress = longPress
        self.doubleTap = doubleTap
        self.pinch = pinch
        self.edgePan = edgePan
        self.handOff = handOff
    }

    /// What this anchor's rules make of `stroke` as a panel reporting at
    /// `rate` reports it; nil where the anchor has no rule for the stroke's
    /// band. The rules are applied at the reports, as the anchors apply them.
    public func outcome(of stroke: ArenaStroke, at rate: ReportRate) -> ArenaOutcome? {
        guard hasRule(for: stroke.band) else { return nil }
        let script = stroke.script(at: rate)
        switch stroke.band {
        case .pinch, .twoFingerPan: return pinch?.outcome(of: script)
        case .doubleTap, .tapsApartInTime, .tapsApartInPlace, .tapThenDoubleTap: return doubleTap?.outcome(of: script)
        case .longPress, .slowDrag: return longPress?.outcome(of: script)
        case .zoomedSwipe: return handOff?.outcome(distanceToEdge: stroke.distanceToEdge ?? 0)
        case .edgePan, .edgeListDrag: return edgePan?.outcome(of: script)
        case .laggingTwoFingerPan, .slowTurn: return nil
        }
    }

    /// Whether the anchor publishes a rule for `band`'s gestures.
    public func hasRule(for band: ArenaBand) -> Bool {
        switch band {
        case .pinch, .twoFingerPan: pinch != nil
        case .doubleTap, .tapsApartInTime, .tapsApartInPlace, .tapThenDoubleTap: doubleTap != nil
        case .longPress, .slowDrag: longPress != nil
        case .zoomedSwipe: handOff != nil
        case .edgePan, .edgeListDrag: edgePan != nil
        // No anchor publishes a rotation threshold: UIKit's is not
        // documented, Android has no rotation detector, Flutter's scale
        // recognizer and GTK's GtkGestureRotate report an angle from the start.
        case .laggingTwoFingerPan, .slowTurn: false
        }
    }
}
