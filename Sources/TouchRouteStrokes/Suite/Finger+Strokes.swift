import TouchRoute

extension Finger {
    /// A finger traced as the hand model moves it: at `location(t)` every
    /// millisecond (`ReportRate.model`) from touch-down, t = 0, to the lift
    /// at `duration` seconds rounded to a whole millisecond (at least one),
    /// the last sample, where the finger leaves the glass. Play it at a
    /// panel's rate with `sampled(at:)`.
    public init(tracedFor duration: Double, location: (Double) -> Point) {
        precondition(duration > 0 && duration <= 1000, "a traced finger is down for more than 0 s and at most 1,000 s")
        let hertz = ReportRate.model.hertz
        let steps = max(1, Int((duration * hertz).rounded()))
        // The path's own time, stretched by under half a millisecond to end on the grid.
        let scale = duration / (Double(steps) / hertz)
        self.init(
            samples: (0...steps).map { step in
                let time = Double(step) / hertz
                return Sample(time: time, location: location(min(time * scale, duration)))
            })
    }

    /// A finger that makes `strokes` one after the other, without pausing,
    /// traced every millisecond (see `init(tracedFor:location:)`). Each
    /// stroke should start where the one before it ended.
    public init(strokes: [Stroke]) {
        precondition(!strokes.isEmpty, "a finger makes at least one stroke")
        let total = strokes.reduce(0) { $0 + $1.duration }
        self.init(tracedFor: total) { time in
            var remaining = time
            for stroke in strokes.dropLast() {
                if remaining <= stroke.duration { return stroke.location(at: remaining) }
                remaining -= stroke.duration
            }
            return strokes[strokes.count - 1].location(at: remaining)
        }
    }
}
