import TouchRoute

extension TouchScript {
    /// The script as a panel scanning at `rate` reports it, for a script
    /// traced finely (the suites trace at `ReportRate.model`, 1 kHz):
    ///
    /// ```
    ///  trace    ·····························   a sample every millisecond
    ///  scans    |       |       |       |       k / rate s from the start (time 0)
    ///  reports  down    move    move    lift
    /// ```
    ///
    /// Each finger is reported down at the first scan at or after it lands,
    /// at each later scan while it is down, and lifted at the first scan at or
    /// after it leaves, where it left the glass; a scan reports the finger's
    /// latest traced position. Fingers share the scans, so fingers of one
    /// hand report in the same frames. A finger down and up between two scans
    /// is reported down at one and up at the next, as a panel that saw it at
    /// all would. Every rate's reports are samples of the same trace, with
    /// its jitter: the rate is the only difference.
    ///
    /// - Complexity: O(samples + scans) per finger.
    public func sampled(at rate: ReportRate) -> TouchScript {
        TouchScript(fingers: fingers.map { $0.sampled(at: rate) })
    }
}

extension Finger {
    /// Seconds: times closer than this are the same moment, so a trace
    /// sample that falls on a scan's time is seen by that scan.
    static let sameMoment = 1e-9

    /// This finger as a panel scanning at `rate` from time 0 reports it; see
    /// `TouchScript.sampled(at:)`.
    public func sampled(at rate: ReportRate) -> Finger {
        let hertz = rate.hertz
        let down = Int(((downTime - Self.sameMoment) * hertz).rounded(.up))
        let lift = max(Int(((upTime - Self.sameMoment) * hertz).rounded(.up)), down + 1)
        var reports: [Sample] = []
        reports.reserveCapacity(lift - down + 1)
        var latest = 0
        for scan in down..<lift {
            let time = Double(scan) / hertz
            while latest + 1 < samples.count - 1, samples[latest + 1].time <= time + Self.sameMoment { latest += 1 }
            reports.append(Sample(time: time, location: samples[latest].location))
        }
        reports.append(Sample(time: Double(lift) / hertz, location: samples[samples.count - 1].location))
        return Finger(samples: reports)
    }
}
