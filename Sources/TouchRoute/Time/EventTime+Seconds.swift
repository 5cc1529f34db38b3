/// The `Double` seconds view of a moment: what hosts pass in and traces print.
/// The router counts exact microseconds; these convert once, at the edge.
extension EventTime {
    /// The clock's epoch: a window's time 0.
    public static let zero = EventTime(seconds: 0, microseconds: 0)

    /// The moment `seconds` after the epoch, rounded to a whole microsecond
    /// (the router's resolution, as the kernel's): the nearest one unless
    /// `rule` says otherwise (`.up`: the first microsecond not before it,
    /// where a display's tick fires; see `FrameTicker`). Any double
    /// converts without trapping: NaN gives the epoch, and beyond ±2⁶² µs
    /// (about 146,000 years, past `Window.latestTime`) clamps there. Callers
    /// that must refuse such times (a window's `admittedTime`) check first.
    ///
    /// Inlined, so that the rule is a constant where it is called: every
    /// frame converts its time (`Window.handle`), and a rule passed at run
    /// time cost a call into the standard library's rounding and a metadata
    /// lookup (callgrind, `moveFrame_1finger_tapViewLeaves`).
    @inline(__always)
    public init(roundingSeconds seconds: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let scaled = seconds * 1e6
        if scaled.magnitude < 0x1p62 {  // false for NaN and the infinities
            self.init(totalMicroseconds: Int(scaled.rounded(rule)))
        } else {
            self.init(
                totalMicroseconds: seconds.isNaN ? 0 : scaled.rounded(rule).clampedIndex(in: -(1 << 62)...(1 << 62)))
        }
    }

    /// Seconds since the epoch, as a `Double`: exact to the microsecond for
    /// any moment under 2⁵³ µs (about 285 years), so that a host's own
    /// microsecond-grid time (0.016, 1.25) reads back as the same double.
    public var totalSeconds: Double { Double(totalMicroseconds) / 1_000_000 }
}
