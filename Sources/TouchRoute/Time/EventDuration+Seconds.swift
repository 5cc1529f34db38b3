extension EventDuration {
    /// A span of `seconds`, rounded to the nearest microsecond: a delay or
    /// an interval a host gives in seconds (a scroll view's content delay,
    /// a long press's duration). NaN is no time, and spans beyond
    /// ±`longestWait` (31 years, where a timer never fires in practice)
    /// clamp there, so any double converts without trapping.
    public init(roundingSeconds seconds: Double) {
        let longest = EventDuration.longestWait.microseconds
        self.init(microseconds: seconds.isNaN ? 0 : (seconds * 1e6).rounded().clampedIndex(in: -longest...longest))
    }
}
