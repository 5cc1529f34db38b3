import TouchRoute

extension TraceBytes {
    /// One recognizer transition for people, without a newline:
    /// `gesture chrome tap recognized at (120, 300)`, with `scale 1.5`,
    /// `rotation 0.3` where they apply.
    public mutating func append(_ change: GestureChange) {
        append(literal: "gesture ")
        append(change.recognizer.name)
        append(byte: " ")
        append(change.kind.name)
        append(byte: " ")
        append(change.state.rawValue)
        if let location = change.values.location {
            append(literal: " at ")
            append(location)
        }
        if let scale = change.values.scale {
            append(literal: " scale ")
            append(compact: scale)
        }
        if let rotation = change.values.rotation {
            append(literal: " rotation ")
            append(compact: rotation)
        }
    }
}
