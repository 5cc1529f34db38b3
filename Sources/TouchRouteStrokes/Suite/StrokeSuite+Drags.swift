import Glibc
import TouchRoute

/// Drags: one finger at an angle, the drift-back drag, two fingers together.
extension StrokeSuite {
    /// Points the two fingers of a two-finger stroke are apart.
    public static let fingerSpread = 40.0...80
    /// Seconds between the two fingers' touch-downs, at most.
    public static let secondFingerDelays = 0.0...0.04

    /// A drag `degrees` off `axis`, either way along it, at `pace`.
    func drag(off axis: Axis, degrees: Double, pace: DragPace, _ random: inout SeededRandom) -> TouchScript {
        let chord = random.vector(length: random.uniform(Self.travels), degrees: degrees, off: axis, way: random.sign())
        return oneFingerStroke(chord, durations: pace.durations, liftFractions: pace.liftFractions, &random)
    }

    /// One finger along `chord` (shortened to fit the screen), placed at
    /// random, wandering, jittering, traced at 1 kHz.
    func oneFingerStroke(
        _ chord: Vector, durations: ClosedRange<Double>, liftFractions: ClosedRange<Double>,
        _ random: inout SeededRandom
    ) -> TouchScript {
        let wander = random.wander(forTravel: chord.length)
        let pad = abs(wander.amplitude)
        let chord = fitted(chord, pad: pad)
        let start = start(reaching: [.zero, chord], pad: pad, &random)
        let stroke = Stroke(
            from: start, to: start + chord, duration: random.uniform(durations),
            profile: MinimumJerkProfile(liftingAt: random.uniform(liftFractions)), wander: wander)
        return TouchScript(fingers: [handFinger([stroke], &random)])
    }

    /// Points a rolling start goes before the finger settles on its line.
    public static let rollLengths = 10.0...16
    /// Degrees off the drag's line that a rolling start goes, either side.
    public static let rollAngles = 15.0...45
    /// Seconds a rolling start takes.
    public static let rollDurations = 0.03...0.08

    /// A drag 0–30° off `axis`, at `pace`, whose finger lands and rolls: its
    /// first `rollLengths` points go `rollAngles` off the line, then it heads
    /// for the drag's end. The chord, touch-down to lift, is the drag's.
    func rollingDrag(off axis: Axis, pace: DragPace, _ random: inout SeededRandom) -> TouchScript {
        let planned = random.vector(
            length: random.uniform(Self.travels), degrees: random.uniform(0..<30), off: axis, way: random.sign())
        let wander = random.wander(forTravel: planned.length)
        let pad = abs(wander.amplitude) + Self.rollLengths.upperBound
        let chord = fitted(planned, pad: pad)
        let turn = random.sign() * random.uniform(Self.rollAngles) * Double.pi / 180
        let heading = atan2(chord.dy, chord.dx) + turn
        let length = random.uniform(Self.rollLengths)
        let roll = Vector(dx: length * cos(heading), dy: length * sin(heading))
        let start = start(reaching: [.zero, roll, chord], pad: pad, &random)
        let strokes = [
            Stroke(from: start, to: start + roll, duration: random.uniform(Self.rollDurations)),
            Stroke(
                from: start + roll, to: start + chord, duration: random.uniform(pace.durations),
                profile: MinimumJerkProfile(liftingAt: random.uniform(pace.liftFractions)), wander: wander),
        ]
        return TouchScript(fingers: [handFinger(strokes, &random)])
    }

    /// Up (or down) a list 60 to 150 pt, then back to within 3 pt of the
    /// starting row and 8 to 24 pt to one side, each leg coming to rest, as
    /// in a drag recorded on a real panel: (400, 300) → (402, 200) → (384, 299)
    /// over 1.6 s.
    func driftBack(_ random: inout SeededRandom) -> TouchScript {
        let away = Vector(dx: random.uniform(-6...6), dy: random.sign() * random.uniform(60...150))
        let back = Vector(dx: random.sign() * random.uniform(8...24), dy: random.uniform(-3...3))
        let wanders = [random.wander(forTravel: away.length), random.wander(forTravel: (back - away).length)]
        let pad = wanders.map { abs($0.amplitude) }.max()!
        let start = start(reaching: [.zero, away, back], pad: pad, &random)
        let strokes = [
            Stroke(from: start, to: start + away, duration: random.uniform(0.5...0.9), wander: wanders[0]),
            Stroke(from: start + away, to: start + back, duration: random.uniform(0.5...0.9), wander: wanders[1]),
        ]
        return TouchScript(fingers: [handFinger(strokes, &random)])
    }

    /// Two fingers side by side (40 to 80 pt apart, within 30° of level), the
    /// second down up to 40 ms after the first, dragging together within 10°
    /// of vertical, slow or fast. One panel reports both, in the same frames
    /// (see `TouchScript.sampled(at:)`).
    func twoFingerDrag(_ random: inout SeededRandom) -> TouchScript {
        let pace: DragPace = Bool.random(using: &random) ? .slow : .fast
        let spread = random.vector(
            length: random.uniform(Self.fingerSpread), degrees: random.uniform(0..<30), off: .horizontal,
            way: random.sign())
        let travel = random.uniform(Self.travels)
        let wanders = [random.wander(forTravel: travel), random.wander(forTravel: travel)]
        let pad = wanders.map { abs($0.amplitude) }.max()!
        let chord = fitted(
            random.vector(length: travel, degrees: random.uniform(0..<10), off: .vertical, way: random.sign()),
            pad: pad, room: spread)
        let start = start(reaching: [.zero, chord, spread, spread + chord], pad: pad, &random)
        let duration = random.uniform(pace.durations)
        let delay = random.landingDelay(Self.secondFingerDelays)
        let first = handFinger(
            [Stroke(from: start, to: start + chord, duration: duration, wander: wanders[0])], &random)
        let second = handFinger(
            [Stroke(from: start + spread, to: start + spread + chord, duration: duration, wander: wanders[1])], &random)
        return TouchScript(fingers: [first, second.delayed(by: delay)])
    }

    /// A finger making `strokes`, traced at 1 kHz, each traced millisecond
    /// jittered by a per-stroke amplitude; touch-down and lift stay where the
    /// strokes put them, so the chord is exact.
    func handFinger(_ strokes: [Stroke], _ random: inout SeededRandom) -> Finger {
        Finger(strokes: strokes).jittered(by: random.jitterAmplitude(), using: &random)
    }
}
