import TouchRoute
import TouchRouteTesting

/// The report rates the time tests run at (Hz): a toolkit that batches its
/// input per display frame (30), a cheap panel (60), phones and good kiosk
/// screens (120, 240). At 30 Hz a report period is 33 ms, so a time limit
/// judged at reports rather than at its own moment would be off by up to that.
let reportRates: [Double] = [30, 60, 120, 240]

extension Finger {
    /// A finger down at `point` for `hold` seconds of input time, reported
    /// `rate` times a second (a still finger's panel keeps reporting it), and
    /// lifting at exactly `hold` whatever the rate, so that only the number
    /// of reports differs between rates. It drifts `drift` points to the
    /// right over the hold, which keeps it a tap while `drift` is under the
    /// 10 pt slop, so the reports carry real moves.
    static func held(at point: Point, for hold: Double, drifting drift: Double = 4, rate: Double) -> Finger {
        // The lift comes one period after the last move (see `init(duration:rate:tracing:)`).
        Finger(duration: hold - 1 / rate, rate: rate) { time in
            Point(point.x + drift * time / hold, point.y)
        }
    }
}

extension TouchScript {
    /// One finger held; see `Finger.held(at:for:drifting:rate:)`.
    static func held(at point: Point, for hold: Double, rate: Double) -> TouchScript {
        TouchScript(fingers: [.held(at: point, for: hold, rate: rate)])
    }
}
