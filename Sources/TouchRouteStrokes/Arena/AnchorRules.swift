/// One anchor's published rules for the gestures the arena bands put side
/// by side, as small models played on the same fingers as the router: a rule
/// is nil where the anchor publishes no constant for it, and its column then
/// has no score for those bands. Distances in the anchors' own units (UIKit
/// points, Android dp, Flutter logical pixels, GTK pixels) are taken as points.
public struct AnchorRules: Hashable, Sendable {
    /// The column's name: `uikit`, `android`, `flutter`, `gtk`.
    public var name: String
    public var longPress: LongPressRule?
    public var doubleTap: DoubleTapRule?
    public var pinch: PinchRule?
    public var edgePan: EdgePanRule?
    public var handOff: HandOffRule?

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
