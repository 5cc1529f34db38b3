import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Any display rate from 30 to 240 Hz: what is accepted, and that motion
/// samples one time-based curve whatever the rate.
@Suite struct RefreshRateTests {
    @Test(arguments: [30, 59.94, 60, 90, 120, 144, 165, 240])
    func everyRateInTheRangeIsAccepted(hertz: Double) throws {
        let rate = try #require(RefreshRate(hertz: hertz))
        #expect(rate.hertz == hertz)
        #expect(rate.frameInterval == 1 / hertz)
    }

    @Test(arguments: [29, 29.999, 240.001, 241, 0, -60, .nan, .infinity, -.infinity])
    func ratesOutsideTheRangeOrNotFiniteAreRefused(hertz: Double) {
        #expect(RefreshRate(hertz: hertz) == nil)
    }

    @Test func theNamedRatesAreSixtyAndOneHundredTwenty() {
        #expect(RefreshRate.hz60.hertz == 60 && RefreshRate.hz120.hertz == 120)
        #expect(RefreshRate(hertz: 60) == .hz60)
        #expect(RefreshRate.hz60.frameInterval == 1.0 / 60)
    }

    /// The list's scroll records after the lift of a flick at `rate`, for
    /// the first half second of the glide, and the lift time.
    func glide(at rate: RefreshRate) -> (lift: Double, frames: [(time: Double, y: Double)]) {
        let f = ScrollViewMotionTests.Fixture(refreshRate: rate)
        f.flick()
        let lift = f.window.clock.now
        f.window.advanceTime(to: lift + 0.5)
        #expect(f.list.isDecelerating, "still gliding: every frame below is part of the glide")
        return (lift, f.offsets.filter { $0.time > lift })
    }

    @Test(arguments: RefreshRate.tested + [RefreshRate(hertz: 59.94)!])
    func aGlideStepsAtExactlyStartPlusNOverHertz(rate: RefreshRate) {
        let (lift, frames) = glide(at: rate)
        #expect(frames.count == Int((0.5 * rate.hertz).rounded(.down)))
        for (index, frame) in frames.enumerated() {
            // The tick's timer fires at the first microsecond not before it.
            let tick = EventTime(roundingSeconds: lift + Double(index + 1) / rate.hertz, .up)
            #expect(frame.time == tick.totalSeconds, "frame \(index + 1)")
        }
    }

    /// Every pair of tested rates, at the instants both show (90 and 144 Hz
    /// meet every 1/18 s, 60 and 144 Hz every 1/12 s), shows the same offset.
    ///
    /// Tolerance 1e-9 pt: the offset is a closed-form function of the time
    /// since the lift, so the only difference is rounding. The two rates
    /// compute a shared instant as `lift + n/a` and `lift + m/b`, which agree
    /// to a few ulps of the time (about 1e-15 s here); even at the fastest
    /// release (10,000 pt/s) that moves the offset by under 1e-11 pt, and the
    /// exponential itself rounds to a few ulps of the offset (about 1e-13 pt).
    /// 1e-9 pt is far above that and far below anything a frame could get
    /// wrong (one frame of this glide moves several points).
    @Test func atTheInstantsTwoRatesShareTheyShowTheSameOffset() {
        let glides = RefreshRate.tested.map { glide(at: $0) }
        var compared = 0
        for (a, first) in glides.enumerated() {
            for second in glides[(a + 1)...] {
                for frame in first.frames {
                    guard let same = second.frames.first(where: { abs($0.time - frame.time) < 1e-9 }) else { continue }
                    #expect(abs(same.y - frame.y) < 1e-9, "at \(frame.time) s: \(frame.y) and \(same.y)")
                    compared += 1
                }
            }
        }
        // Rates a and b meet gcd(a, b) times a second: 60/90 15 times in the half
        // second, 60/120 30, 60/144 6, 90/120 15, 90/144 9, 120/144 12.
        #expect(compared == 87)
    }
}
