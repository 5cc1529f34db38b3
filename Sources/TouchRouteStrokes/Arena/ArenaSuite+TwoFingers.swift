import Glibc
import TouchRoute

/// Two fingers of one hand: a pinch that spreads them, a pan that carries them.
extension ArenaSuite {
    /// Two fingers 40 to 100 pt apart at any angle, spreading 1.5 to 3 times
    /// apart in 0.3 to 0.8 s while their midpoint drifts up to 15 pt.
    func pinch(_ random: inout SeededRandom) -> TouchScript {
        let spread = random.vector(lengthIn: Self.fingerSpreads)
        let drift = random.vector(lengthIn: Self.pinchDrifts)
        let ratio = random.uniform(Self.pinchRatios)
        let travel = spread.length * (ratio - 1) / 2
        let wanders = [random.wander(forTravel: travel), random.wander(forTravel: travel)]
        return twoFingers(
            spread: spread, to: spread * ratio, drift: drift, duration: random.uniform(Self.pinchDurations),
            wanders: wanders, &random)
    }

    /// Two fingers 40 to 100 pt apart, within 30° of level, dragged together
    /// 60 to 300 pt within 20° of horizontal, slow or fast. One hand carries
    /// both, so they share one wander and keep their spread but for jitter.
    func twoFingerPan(_ random: inout SeededRandom) -> TouchScript {
        carriedPair(draggedOff: .horizontal, &random).script
    }

    /// Fingers as `twoFingerPan`'s, but dragged within 20° of vertical,
    /// across the line between them, and the second following the first's
    /// path `fingerLags` behind, as a panel that reports it a report or two
    /// late. Across that line a lag turns it (a finger 17 pt ahead on
    /// fingers 100 pt apart is 9.5°), as a turn would; along it, a lag would
    /// change the span as a pinch does instead, which is not what this band asks.
    func laggingTwoFingerPan(_ random: inout SeededRandom) -> TouchScript {
        let (pan, spread) = carriedPair(draggedOff: .vertical, &random)
        let lag = random.landingDelay(Self.fingerLags)
        let first = pan.fingers[0]
        // The second finger: where the first was `lag` ago (whole milliseconds
        // of the 1 kHz trace), carried by the spread.
        let behind = Int((lag * ReportRate.model.hertz).rounded())
        let samples = first.samples
        let lagging = Finger(
            samples: samples.indices.map { index in
                Finger.Sample(time: samples[index].time, location: samples[max(index - behind, 0)].location + spread)
            })
        return TouchScript(fingers: [first, lagging])
    }

    /// Two fingers 40 to 100 pt apart, within 30° of level, dragged together
    /// 60 to 300 pt within 20° of `axis`, slow or fast, sharing one wander;
    /// and the spread, from the first finger to the second.
    private func carriedPair(draggedOff axis: Axis, _ random: inout SeededRandom) -> (
        script: TouchScript, spread: Vector
    ) {
        let pace: DragPace = Bool.random(using: &random) ? .slow : .fast
        let spread = random.vector(
            length: random.uniform(Self.fingerSpreads), degrees: random.uniform(0..<30), off: .horizontal,
            way: random.sign())
        let travel = random.uniform(StrokeSuite.travels)
        let wander = random.wander(forTravel: travel)
        let chord = hand.fitted(
            random.vector(length: travel, degrees: random.uniform(0..<20), off: axis, way: random.sign()),
            pad: abs(wander.amplitude), room: spread)
        let script = twoFingers(
            spread: spread, to: spread, drift: chord, duration: random.uniform(pace.durations),
            wanders: [wander, wander], &random)
        return (script, spread)
    }

    /// Two fingers `turnSpreads` apart turning `turnAngles` about their
    /// midpoint, either way, in `turnDurations`, each along its arc at a
    /// minimum-jerk pace, with a report's jitter.
    func slowTurn(_ random: inout SeededRandom) -> TouchScript {
        let spread = random.uniform(Self.turnSpreads)
        let start = random.uniform(0..<180) * Double.pi / 180
        let turn = random.sign() * random.uniform(Self.turnAngles) * Double.pi / 180
        let duration = random.uniform(Self.turnDurations)
        let middle = hand.start(
            reaching: [Vector(dx: -spread / 2, dy: -spread / 2), Vector(dx: spread / 2, dy: spread / 2)], pad: 0,
            &random)
        let profile = MinimumJerkProfile.toRest
        let fingers = [0.0, Double.pi].map { side in
            Finger(tracedFor: duration) { time in
                let angle = start + side + turn * profile.travelled(at: time / duration)
                return middle + Vector(dx: cos(angle), dy: sin(angle)) * (spread / 2)
            }
        }
        return TouchScript(fingers: fingers.map { $0.jittered(by: random.jitterAmplitude(), using: &random) })
    }

    /// Two fingers `spread` apart at touch-down and `end` apart at the end,
    /// their midpoint moving by `drift`, each to rest over `duration`; the
    /// second comes down up to 40 ms after the first, on a millisecond of the
    /// first's trace (one panel's scans then report both). The hand is already moving
    /// by then, so the second lands where its path has got to and moves with
    /// the first from there: lagging its whole path instead would part two
    /// panning fingers by the hand's speed times the delay (40 pt and more in
    /// a quick pan), which no hand does.
    private func twoFingers(
        spread: Vector, to end: Vector, drift: Vector, duration: Double, wanders: [LateralWander],
        _ random: inout SeededRandom
    ) -> TouchScript {
        let pad = wanders.map { abs($0.amplitude) }.max() ?? 0
        let reach = [spread * -0.5, spread * 0.5, drift - end * 0.5, drift + end * 0.5]
        let middle = hand.start(reaching: reach, pad: pad, &random)
        let delay = random.landingDelay(StrokeSuite.secondFingerDelays)
        let first = hand.handFinger(
            [Stroke(from: middle + reach[0], to: middle + reach[2], duration: duration, wander: wanders[0])], &random)
        let second = hand.handFinger(
            [Stroke(from: middle + reach[1], to: middle + reach[3], duration: duration, wander: wanders[1])], &random)
        return TouchScript(fingers: [first, second.landing(after: delay)])
    }
}
