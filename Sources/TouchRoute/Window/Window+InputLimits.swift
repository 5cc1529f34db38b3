/// What a window does with input no clock or screen gives: times that are
/// not numbers, go back or lie past any clock, and contacts a world away.
extension Window {
    /// The farthest a contact may be from the window's origin, in points a
    /// coordinate: ±1e9 (the C API's bound), past any screen. A finite location
    /// beyond it is clamped there, so that distances and speeds stay finite.
    public static let largestCoordinate = 1e9
    /// The latest input time a window works at: 2⁴² s (about 139,000 years).
    /// Up to there a double still tells apart the ticks of a 240 Hz display
    /// (to within 1 ms), so motion advances; past it, ticks would fall on one
    /// time and a glide would never end. Recordings' times (at most 2⁴⁰ s)
    /// and every real clock stay far below it.
    public static let latestTime = 4_398_046_511_104.0

    /// Fire the timers that are due by `time` (seconds of input time), for
    /// example to let a held finger's delay elapse when no frame arrives. A
    /// time before now changes nothing; one that is not a number or is past
    /// `latestTime` is reported as a problem and ignored.
    public func advanceTime(to time: Double) {
        guard time.isFinite, time <= Self.latestTime else {
            _ = admittedTime(time, of: "host bug: advanceTime", handledAs: "ignored, and the clock stays")
            return
        }
        advanceClock(to: EventTime(roundingSeconds: time))
    }

    /// `advanceTime(to:)` at an exact time on the window's clock, with no
    /// rounding. A time past `latestTime` is reported and ignored.
    public func advanceTime(to time: EventTime) {
        guard time.totalSeconds <= Self.latestTime else {
            advanceTime(to: time.totalSeconds)
            return
        }
        advanceClock(to: time)
    }

    /// Fire the timers due by `time` and make it the event's time: the one
    /// way the window moves its clock.
    func advanceClock(to time: EventTime) {
        clock.advance(to: time)
        event.time = clock.time
    }

    /// The time to work at for something said to happen at `time` (seconds):
    /// `time` rounded to a microsecond by `rule` (the one conversion of a
    /// host's seconds), or the clock's time when `time` is not a number, lies
    /// before it (time never runs backwards) or past `latestTime`, reported as
    /// `what`'s problem, such as "input bug: frame", and `verb`ed at the
    /// clock's time. A time that rounds to the clock's is no problem.
    ///
    /// Inlined, with the report apart, so a frame's time costs a comparison
    /// and a rounding.
    @inline(__always)
    func admittedTime(
        _ time: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
        of what: @autoclosure () -> String,
        handledAs verb: @autoclosure () -> String
    ) -> EventTime {
        if time.isFinite, time <= Self.latestTime {
            let rounded = EventTime(roundingSeconds: time, rule)
            if rounded >= clock.time { return rounded }
        }
        return refusedTime(time, of: what(), handledAs: verb())
    }

    /// `admittedTime`'s answer for a time it cannot take: the problem is
    /// reported and the clock's time returned.
    @inline(never)
    private func refusedTime(_ time: Double, of what: String, handledAs verb: String) -> EventTime {
        let now = clock.now.compactDescription
        if !time.isFinite {
            report(.inputTime, "\(what) time \(time) is not a number of seconds; it is \(verb) at \(now) s.")
        } else if time > Self.latestTime {
            report(
                .inputTime,
                "\(what) time \(time) s is past the latest time a window keeps (2^42 s, about 139,000 years); it is \(verb) at \(now) s."
            )
        } else {
            report(
                .inputTime,
                "\(what) time \(time.compactDescription) s is before the previous \(now) s; it is \(verb) at \(now) s.")
        }
        return clock.time
    }

    /// `contact` with its location clamped to `largestCoordinate`; a location
    /// that is not finite stays, for the caller to report.
    @inline(__always)
    func keptInRange(_ contact: Contact) -> Contact {
        contact.kept(within: Self.largestCoordinate)
    }
}
