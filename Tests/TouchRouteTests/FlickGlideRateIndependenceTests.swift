import Testing
import TouchRouteTesting

@testable import TouchRoute

/// The same flick glides the same distance whatever the panel's report rate:
/// the release velocity is the finger's, not its sampling's (see
/// `VelocityEstimator`).
@Suite struct FlickGlideRateIndependenceTests {
    /// Report rates from a host that batches per display frame to a fast panel.
    static let rates = [30.0, 60.0, 90.0, 120.0, 240.0]

    /// A flick up a list: `travel` points in `duration` seconds along the
    /// minimum-jerk profile, lifting at `liftFraction` of the whole movement.
    struct Flick: CustomTestStringConvertible, Sendable {
        var travel: Double
        var duration: Double
        var liftFraction: Double

        var testDescription: String { "\(travel) pt in \(duration) s, lift at \(liftFraction)" }

        /// The flick reported `rate` times a second (the lift one period after
        /// the last move, as `Finger(duration:rate:tracing:)` samples).
        func finger(at rate: Double) -> Finger {
            let profile = MinimumJerkProfile(liftingAt: liftFraction)
            return Finger(duration: duration, rate: rate) { time in
                Point(200, 550 - travel * profile.travelled(at: time / duration))
            }
        }
    }

    static let flicks = [60.0, 150.0, 300.0].flatMap { travel in
        [0.07, 0.13, 0.15, 0.22, 0.29].flatMap { duration in
            [0.55, 0.7, 0.8].map { Flick(travel: travel, duration: duration, liftFraction: $0) }
        }
    }

    /// Points the content travels from the flick's lift until it rests, on a
    /// long vertical list without paging.
    func glide(of flick: Flick, at rate: Double) -> Double {
        let window = Window(size: Size(400, 600))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = Size(400, 100_000)
        window.addSubview(list)
        window.play(TouchScript(fingers: [flick.finger(at: rate)]), settling: false)
        let atLift = list.contentOffset.y
        window.settle(within: 30)
        #expect(!list.isDecelerating, "the glide comes to rest")
        return list.contentOffset.y - atLift
    }

    @Test(arguments: flicks)
    func aFlickGlidesTheSameDistanceAtEveryReportRate(flick: Flick) {
        let glides = Self.rates.map { glide(of: flick, at: $0) }
        let longest = glides.max()!
        let spread = (longest - glides.min()!) / longest
        #expect(glides.allSatisfy { $0 > 20 }, "every rate glides: \(glides)")
        #expect(spread <= 0.03, "glides at \(Self.rates) Hz: \(glides)")
    }
}
