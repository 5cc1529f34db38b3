/// How often the display refreshes: scroll physics steps once per frame.
///
/// Any rate a panel runs at, from 30 to 240 Hz: 59.94 (NTSC-derived modes),
/// 60, 90, 120, 144, 165, 240. Offsets lie on the same time-based curves at
/// every rate (see `Deceleration`); a faster display only samples them more
/// often.
public struct RefreshRate: Hashable, Sendable {
    /// Frames per second, within `supportedRange`.
    public let hertz: Double

    /// The rates accepted, in hertz. Below 30 Hz motion visibly stutters and a
    /// paging snap would take only a handful of frames; above 240 Hz no panel
    /// ships, and a higher figure is more likely a typo (or a rate in
    /// millihertz) than a display.
    public static let supportedRange: ClosedRange<Double> = 30...240

    /// The rate of `hertz` frames per second; nil when it is not finite or lies
    /// outside `supportedRange`.
    public init?(hertz: Double) {
        guard hertz.isFinite, Self.supportedRange.contains(hertz) else { return nil }
        self.hertz = hertz
    }

    /// 60 Hz: most displays, and the default.
    public static let hz60 = RefreshRate(checkedHertz: 60)
    /// 120 Hz: fast phone and tablet panels.
    public static let hz120 = RefreshRate(checkedHertz: 120)

    /// Seconds between frames, `1 / hertz`. To place frame `n` exactly,
    /// compute `Double(n) / hertz` (one rounding) rather than
    /// `Double(n) * frameInterval` (two).
    public var frameInterval: Double { 1 / hertz }

    /// For the constants above, which are in range by construction.
    private init(checkedHertz: Double) {
        precondition(Self.supportedRange.contains(checkedHertz))
        hertz = checkedHertz
    }
}
