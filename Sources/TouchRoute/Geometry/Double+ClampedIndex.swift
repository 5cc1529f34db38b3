extension Double {
    /// This number, already rounded as wanted, as an index clamped into
    /// `range`: NaN gives the lower bound, and values beyond what `Int` holds
    /// (an offset of 1e300 over a page width) clamp instead of trapping.
    /// Inlinable: a text trace's time stamp asks it on every line.
    @inlinable
    public func clampedIndex(in range: ClosedRange<Int>) -> Int {
        guard !isNaN, self > Double(range.lowerBound) else { return range.lowerBound }
        guard self < Double(range.upperBound) else { return range.upperBound }
        return Int(self)
    }
}
