import Testing

@testable import TouchRoute

/// When a motion counts as all but stopped, so that a finger landing on it
/// taps through (`ScrollView.tapThroughSpeed` 50 pt/s, `tapThroughDistance` 2 pt).
@Suite struct AllButStoppedTests {
    private func spring(from offset: Double, velocity: Double) -> AxisMotion {
        .springing(CriticallyDampedSpring(from: offset, velocity: velocity, to: 0), start: 0)
    }

    private func allButStopped(_ motion: AxisMotion) -> Bool {
        motion.isAllButStopped(at: 0, speed: 50, distance: 2)
    }

    @Test func aSpringSettlingIntoRestHasAllButStopped() {
        // 1.5 pt out, heading back at 15 pt/s (under ω·x = 22.5): settling.
        #expect(allButStopped(spring(from: -1.5, velocity: 15)))
        #expect(allButStopped(spring(from: 1.5, velocity: -20)))
        // Slower than 50 pt/s either way, within 2 pt.
        #expect(allButStopped(spring(from: 1, velocity: 40)))
    }

    @Test func aSpringThrownThroughRestOrLeavingItIsStillMoving() {
        // 1 pt out, thrown back at 600 pt/s: it passes rest and overshoots.
        #expect(!allButStopped(spring(from: -1, velocity: 600)))
        // A bounce leaving the edge at 300 pt/s.
        #expect(!allButStopped(spring(from: 0, velocity: -300)))
        // Settling, but still 3 pt out.
        #expect(!allButStopped(spring(from: -3, velocity: 10)))
    }

    @Test func aGlideHasAllButStoppedBelowTheSpeed() {
        let glide = Deceleration(startOffset: 0, startVelocity: 400, rate: .normal)
        #expect(!allButStopped(.gliding(glide, start: 0)))
        let slow = Deceleration(startOffset: 0, startVelocity: 49, rate: .normal)
        #expect(allButStopped(.gliding(slow, start: 0)))
        #expect(allButStopped(.chaining(slow, start: 0, travelled: 0)))
        #expect(allButStopped(.still))
    }

    @Test func aMotionHasAllButStoppedWhenEveryAxisHas() {
        #expect(ScrollMotion.idle.isAllButStopped(at: 0, speed: 50, distance: 2))
        #expect(
            ScrollMotion.moving(x: .still, y: spring(from: -1, velocity: 5)).isAllButStopped(
                at: 0, speed: 50, distance: 2))
        #expect(
            !ScrollMotion.moving(x: .still, y: spring(from: -1, velocity: 900)).isAllButStopped(
                at: 0, speed: 50, distance: 2))
    }
}
