import TouchRoute

extension Finger {
    /// A finger that makes `strokes` one after the other, without pausing,
    /// sampled `rate` times a second, and lifts one period after its last
    /// move (see `init(duration:rate:tracing:)`). Each stroke should start
    /// where the one before it ended.
    public init(strokes: [Stroke], rate: Double) {
        precondition(!strokes.isEmpty, "a finger makes at least one stroke")
        let total = strokes.reduce(0) { $0 + $1.duration }
        self.init(duration: total, rate: rate) { time in
            var remaining = time
            for stroke in strokes.dropLast() {
                if remaining <= stroke.duration { return stroke.location(at: remaining) }
                remaining -= stroke.duration
            }
            return strokes[strokes.count - 1].location(at: remaining)
        }
    }
}
