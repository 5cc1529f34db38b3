/// A recognizer's transition, as the trace reports it (`TraceRecord.gesture`).
/// JSON Lines: `{"type":"gesture","t":…,"recognizer":…,"kind":…,"state":…,…}`
/// with the values that apply (see `GestureValues`).
public struct GestureChange {
    /// Input time, in seconds.
    public var time: Double
    /// The recognizer that changed state.
    public var recognizer: GestureRecognizer
    /// The recognizer's kind at the time (a tap recognizer that needs two taps is a `doubleTap`).
    public var kind: GestureKind
    /// The state it went to.
    public var state: GestureRecognizerState
    /// What the recognizer measured at the transition: only the fields that apply to its kind are set.
    public var values: GestureValues

    /// Makes a record from its parts; each parameter is the property of the same name.
    public init(
        time: Double, recognizer: GestureRecognizer, kind: GestureKind, state: GestureRecognizerState,
        values: GestureValues
    ) {
        self.time = time
        self.recognizer = recognizer
        self.kind = kind
        self.state = state
        self.values = values
    }
}
