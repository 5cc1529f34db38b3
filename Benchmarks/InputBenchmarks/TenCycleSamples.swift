import Benchmark

extension Benchmark {
    /// Plays one cycle of `cycleLength` events through `play` to size every
    /// buffer, then measures samples of ten cycles each, the event indexes
    /// running on (so an endless session never repeats a timestamp): an
    /// allocation per event or per frame shows as thousands per sample.
    func measureTenCycleSamples(cycleLength: Int, _ play: (Range<Int>) -> Void) {
        play(0..<cycleLength)
        var next = cycleLength
        startMeasurement()
        for _ in scaledIterations {
            play(next..<(next + 10 * cycleLength))
            next += 10 * cycleLength
        }
        stopMeasurement()
    }
}
