import TouchRoute

extension RefreshRate {
    /// The rates tests run motion at: the two common phone rates and two that
    /// do not divide a millisecond grid evenly (90 Hz: 11.1 ms, 144 Hz:
    /// 6.94 ms), so frame arithmetic that only works for 60 and 120 shows.
    static let tested: [RefreshRate] = [.hz60, RefreshRate(hertz: 90)!, .hz120, RefreshRate(hertz: 144)!]
}
