import Testing
import TouchRouteStrokes

@Suite struct MinimumJerkProfileTests {
    @Test func aDragToRestStartsAndEndsStillAndIsFastestHalfway() {
        let profile = MinimumJerkProfile.toRest
        #expect(profile.travelled(at: 0) == 0)
        #expect(profile.travelled(at: 1) == 1)
        #expect(abs(profile.travelled(at: 0.5) - 0.5) < 1e-12)
        #expect(profile.speed(at: 0) == 0 && profile.speed(at: 1) == 0)
        #expect(abs(profile.speed(at: 0.5) - 1.875) < 1e-12)
        let speeds = (0...100).map { profile.speed(at: Double($0) / 100) }
        #expect(speeds.firstIndex(of: speeds.max()!) == 50)
    }

    @Test func travelOnlyEverGrows() {
        for lift in [1.0, 0.8, 0.55] {
            let profile = MinimumJerkProfile(liftingAt: lift)
            let travel = (0...200).map { profile.travelled(at: Double($0) / 200) }
            #expect(zip(travel, travel.dropFirst()).allSatisfy { $0 < $1 }, "lift at \(lift)")
        }
    }

    @Test func aFlickLiftsWhileStillFast() {
        let flick = MinimumJerkProfile(liftingAt: 0.6)
        #expect(flick.travelled(at: 1) == 1)
        // Faster at the lift than a drag's mean speed, and much faster than it began.
        #expect(flick.speed(at: 1) > 1)
        #expect(flick.speed(at: 1) > 10 * flick.speed(at: 0.1))
    }
}
