/// What a recognizer looks for: the `kind` of its trace records. The raw
/// values are the trace contract's spelling.
public enum GestureKind: String, Hashable, Sendable, CaseIterable {
    case tap
    /// A tap recognizer that needs two or more taps.
    case doubleTap = "double-tap"
    case longPress = "long-press"
    case pan
    case pinch
    case rotation
    case swipe
    case edgePan = "edge-pan"

    /// Whether recognizers of this kind go possible → began → changed → ended
    /// (continuous) rather than possible → recognized (discrete).
    public var isContinuous: Bool {
        switch self {
        case .tap, .doubleTap, .swipe: false
        case .longPress, .pan, .pinch, .rotation, .edgePan: true
        }
    }
}
