import TouchRoute

/// How often a touch panel scans its fingers and reports them, in scans a
/// second (Hz): 60 on many cheap panels, 120 to 240 on current phones, 30 or
/// less from a toolkit that batches its input per display frame.
///
/// The suites trace their fingers once at `model` (every millisecond) and a
/// stroke is then played at any rate (`TouchScript.sampled(at:)`), so that
/// the rate is the only thing that differs between two plays.
public struct ReportRate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Hz: from one scan a second to the model's own rate; a panel cannot
    /// report more often than the fingers are traced.
    public static let supportedRange = 1.0...1000

    /// Scans a second, within `supportedRange`.
    public let hertz: Double

    /// Nil for a rate outside `supportedRange` (or not a number).
    public init?(hertz: Double) {
        guard Self.supportedRange.contains(hertz) else { return nil }
        self.hertz = hertz
    }

    /// Seconds between two scans.
    public var period: Double { 1 / hertz }

    /// The rate the suites' hand model traces fingers at: 1 kHz.
    public static let model = ReportRate(hertz: 1000)!
    /// 30 Hz: a toolkit that batches its input per display frame.
    public static let hz30 = ReportRate(hertz: 30)!
    /// 60 Hz: many cheap panels.
    public static let hz60 = ReportRate(hertz: 60)!
    /// 90 Hz, between `hz60` and `hz120`; not one of the `evaluated` rates.
    public static let hz90 = ReportRate(hertz: 90)!
    /// 120 Hz: a current phone's panel, and `TouchScript.standardRate`.
    public static let hz120 = ReportRate(hertz: 120)!
    /// 240 Hz: a fast phone's panel.
    public static let hz240 = ReportRate(hertz: 240)!

    /// The rates `touchroute evaluate` plays each stroke at by default: a
    /// batching toolkit, a cheap panel, a phone, a fast phone.
    public static let evaluated = [hz30, hz60, hz120, hz240]

    public static func < (lhs: ReportRate, rhs: ReportRate) -> Bool { lhs.hertz < rhs.hertz }

    /// "120 Hz", "59.94 Hz".
    public var description: String { "\(hertz.compactDescription) Hz" }
}
