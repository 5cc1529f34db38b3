extension Int {
    /// `self + other`, held at `.min` or `.max` instead of wrapping: a moment
    /// or a span past ±2⁶³ µs (a timer set for "never") stays at that end
    /// rather than wrapping round into the past.
    @inline(__always)
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflows) = addingReportingOverflow(other)
        return overflows ? (other < 0 ? .min : .max) : sum
    }

    /// `self - other`, held at `.min` or `.max` instead of wrapping.
    @inline(__always)
    func saturatingSubtracting(_ other: Int) -> Int {
        let (difference, overflows) = subtractingReportingOverflow(other)
        return overflows ? (other < 0 ? .max : .min) : difference
    }
}
