import TouchRoute

/// Taps: still or sliding, with two fingers, and on content moving on its own.
extension StrokeSuite {
    /// Points between a tap and the screen's edges, beyond `edgeMargin`: taps
    /// land in the middle of the screen, clear of bars and edges.
    public static let tapInset = 48.0

    /// A tap that slides a distance from `slides` (points; 0 for still) in a
    /// random direction, lasting 50 to 200 ms. Its jitter never takes it more
    /// than `tapSlide` from where it came down.
    func tap(sliding slides: ClosedRange<Double>, _ random: inout SeededRandom) -> TouchScript {
        let point = start(reaching: [.zero], pad: Self.tapInset, &random)
        return TouchScript(fingers: [tapFinger(at: point, sliding: slides, &random)])
    }

    /// Two still fingers 40 to 80 pt apart in any direction, the second down
    /// up to 40 ms after the first, each lifting after its own 50 to 200 ms.
    func twoFingerTap(_ random: inout SeededRandom) -> TouchScript {
        let spread = random.vector(
            length: random.uniform(Self.fingerSpread), degrees: random.uniform(0..<90), off: .horizontal,
            way: random.sign())
        let point = start(reaching: [.zero, spread], pad: Self.tapInset, &random)
        let delay = random.landingDelay(Self.secondFingerDelays)
        let first = tapFinger(at: point, sliding: 0...0, &random)
        let second = tapFinger(at: point + spread, sliding: 0...0, &random)
        return TouchScript(fingers: [first, second.delayed(by: delay)])
    }

    /// A list set moving for a band on moving content: flicked up to glide,
    /// or pulled down past its top edge to spring back, and the moment to
    /// come down on it.
    func motionSetup(for band: StrokeBand, _ random: inout SeededRandom) -> MotionSetup {
        let bound = band.bound ?? 0
        switch band.kind {
        case .tapOnGlide, .fingerOnGlide:
            // 150 to 250 pt in 70 to 120 ms, lifting fast: over 1,200 pt/s.
            let flick = oneFingerStroke(
                random.vector(
                    length: random.uniform(150...250), degrees: random.uniform(0..<5), off: .vertical, way: -1),
                durations: 0.07...0.12, liftFractions: 0.6...0.75, &random)
            let speed = band.kind == .tapOnGlide ? bound : random.uniform(1.25 * bound...2 * bound)
            return .glide(flick: flick, untilSlowerThan: speed)
        default:
            // The list's pan starts after its threshold; the pull past the edge counts from there.
            let travel = random.uniform(targets.springPull) + ScrollView.standardPanStartThreshold
            let pull = oneFingerStroke(
                random.vector(length: travel, degrees: random.uniform(0..<5), off: .vertical, way: 1),
                durations: DragPace.slow.durations, liftFractions: 1...1, &random)
            let distance = band.kind == .tapOnSpring ? bound : random.uniform(1.5 * bound...2 * bound)
            return .springBack(pull: pull, untilWithin: distance)
        }
    }

    /// A tap's finger at `point`, traced at 1 kHz.
    func tapFinger(at point: Point, sliding slides: ClosedRange<Double>, _ random: inout SeededRandom) -> Finger {
        let slide = random.vector(
            length: random.uniform(slides), degrees: random.uniform(0..<90), off: .horizontal,
            way: random.sign())
        let stroke = Stroke(from: point, to: point + slide, duration: random.uniform(Self.tapDurations))
        let finger = handFinger([stroke], &random)
        return Finger(
            samples: finger.samples.map { sample in
                let offset = sample.location.displacement(from: point)
                let length = offset.length
                guard length > Self.tapSlide else { return sample }
                return Finger.Sample(time: sample.time, location: point + offset * (Self.tapSlide / length))
            })
    }
}
