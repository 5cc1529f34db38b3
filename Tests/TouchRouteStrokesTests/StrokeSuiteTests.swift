import Glibc
import Testing
import TouchRoute
import TouchRouteStrokes

@Suite struct StrokeSuiteTests {
    /// Small, so each test reads every stroke; every band is there.
    let suite = StrokeSuite(seed: 20_261_123, perBand: 12)

    @Test func theSameSeedMakesTheSameSuiteAndAnotherSeedAnother() {
        #expect(StrokeSuite(seed: 20_261_123, perBand: 12).strokes == suite.strokes)
        let other = StrokeSuite(seed: 20_261_124, perBand: 12)
        #expect(other.bands == suite.bands)
        #expect(zip(other.strokes, suite.strokes).allSatisfy { $0.path != $1.path })
    }

    @Test func eachGestureIsMadeAgainFromItsOwnSeed() {
        for stroke in suite.strokes {
            #expect(suite.stroke(in: stroke.band, seed: stroke.seed) == stroke)
        }
    }

    @Test func everyBandHasItsGesturesInTableOrder() {
        #expect(
            suite.bands.map(\.description) == [
                "horizontal 0–10°", "horizontal 10–20°", "horizontal 20–30°", "horizontal 30–40°", "horizontal 40–45°",
                "vertical 0–10°", "vertical 10–20°", "vertical 20–30°", "vertical 30–40°", "vertical 40–45°",
                "still tap", "sliding tap", "drift-back drag", "two-finger drag", "two-finger tap",
                "tap on glide < 20 pt/s", "finger on glide > 600 pt/s", "tap on spring < 0.8 pt",
                "finger on spring > 20 pt", "horizontal, rolling start", "vertical, rolling start",
            ])
        #expect(suite.strokes.map(\.band) == suite.bands.flatMap { Array(repeating: $0, count: 12) })
    }

    @Test func fingersAreTracedEveryMillisecondFromTouchDownToLift() {
        for stroke in suite.strokes {
            for finger in stroke.path.fingers + (stroke.setup?.path.fingers ?? []) {
                let times = finger.samples.map(\.time)
                #expect(
                    zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 0.001) < 1e-9 },
                    "\(stroke.band) seed \(stroke.seed)")
                // On the millisecond grid from the stroke's start, so a late finger shares the first's scans.
                #expect(abs((times[0] * 1000).rounded() - times[0] * 1000) < 1e-6)
            }
        }
    }

    @Test func dragsRespectTheirAngleBandBothWaysAlongTheAxis() {
        for band in suite.bands where band.angles != nil {
            let axis: Axis = band.kind == .horizontalDrag ? .horizontal : .vertical
            var ways: Set<Bool> = []
            for stroke in suite.strokes where stroke.band == band {
                let chord = chordOf(stroke.path.fingers[0])
                let degrees = atan2(abs(chord[axis.cross]), abs(chord[axis])) * 180 / Double.pi
                #expect(band.angles!.contains(degrees), "\(band) seed \(stroke.seed): \(degrees)°")
                #expect((60...300).contains(chord.length))
                ways.insert(chord[axis] > 0)
            }
            #expect(ways == [true, false], "\(band)")
        }
    }

    @Test func dragsFollowAMinimumJerkProfile() {
        for stroke in suite.strokes where stroke.band.angles != nil && (stroke.pace == .slow || stroke.pace == .fast) {
            let finger = stroke.path.fingers[0]
            let chord = chordOf(finger)
            let direction = chord * (1 / chord.length)
            // Progress along the chord over a fifth of the stroke, at its start,
            // middle and end: jitter moves a report by at most 1.5 pt.
            func progress(from start: Double, to end: Double) -> Double {
                let duration = finger.upTime
                let at = { (fraction: Double) -> Double in
                    let sample = finger.samples.min {
                        abs($0.time - fraction * duration) < abs($1.time - fraction * duration)
                    }!
                    let offset = sample.location.displacement(from: finger.samples[0].location)
                    return offset.dx * direction.dx + offset.dy * direction.dy
                }
                return at(end) - at(start)
            }
            let first = progress(from: 0, to: 0.2)
            let middle = progress(from: 0.4, to: 0.6)
            let last = progress(from: 0.8, to: 1)
            #expect(first < middle / 2 && last < middle / 2, "\(stroke.band) seed \(stroke.seed)")
        }
    }

    /// A rolling start: its first 8 pt go 15–45° off the line the finger
    /// then follows to the lift (0–30° off the band's axis); a report's
    /// jitter (up to 1 pt an axis) widens both by a few degrees.
    @Test func rollingStartsGoOffTheLineFirst() {
        let rolling = suite.strokes.filter {
            $0.band.kind == .rollingHorizontalDrag || $0.band.kind == .rollingVerticalDrag
        }
        #expect(rolling.count == 24)
        func degrees(_ a: Vector, _ b: Vector) -> Double {
            acos(max(-1, min(1, (a.dx * b.dx + a.dy * b.dy) / (a.length * b.length)))) * 180 / Double.pi
        }
        for stroke in rolling {
            let axis: Axis = stroke.band.kind == .rollingHorizontalDrag ? .horizontal : .vertical
            let samples = stroke.path.fingers[0].samples
            let start = samples[0].location
            let rolled = samples.first { $0.location.displacement(from: start).length > 8 }!.location
            let roll = rolled.displacement(from: start)
            let line = samples[samples.count - 1].location.displacement(from: rolled)
            #expect((8...53).contains(degrees(roll, line)), "seed \(stroke.seed): \(degrees(roll, line))°")
            let lineDegrees = atan2(abs(line[axis.cross]), abs(line[axis])) * 180 / Double.pi
            #expect(lineDegrees < 34, "seed \(stroke.seed): \(lineDegrees)°")
            #expect(samples[samples.count - 1].location.displacement(from: start).length >= 50)
        }
    }

    @Test func flicksLiftWhileMovingFast() {
        let flicks = suite.strokes.filter { $0.pace == .flick && $0.band.angles != nil }
        #expect(flicks.count > 10)
        for stroke in flicks {
            let samples = stroke.path.fingers[0].samples
            let n = samples.count
            // The last 10 ms before the lift covered at least a fifth of the mean speed's travel.
            let lastStep = samples[n - 1].location.displacement(from: samples[n - 11].location).length
            let meanStep = chordOf(stroke.path.fingers[0]).length / Double(n - 1) * 10
            #expect(lastStep > meanStep / 5, "\(stroke.band) seed \(stroke.seed)")
            #expect((0.06...0.15).contains(samples[n - 1].time))
        }
    }

    @Test func stillTapsOnlyJitterAndNeverByMoreThanAPointPerAxis() {
        var largest = 0.0
        for stroke in suite.strokes where stroke.band.kind == .stillTap {
            let samples = stroke.path.fingers[0].samples
            for sample in samples {
                let offset = sample.location.displacement(from: samples[0].location)
                #expect(abs(offset.dx) <= 1 && abs(offset.dy) <= 1)
                largest = max(largest, abs(offset.dx), abs(offset.dy))
            }
            #expect((0.05...0.2).contains(samples[samples.count - 1].time))
        }
        #expect(largest > 0.2)
    }

    @Test func tapsStrayAtMostEightPoints() {
        for stroke in suite.strokes where stroke.band.isTap {
            for finger in stroke.path.fingers {
                let down = finger.samples[0].location
                #expect(finger.samples.allSatisfy { $0.location.displacement(from: down).length <= 8 + 1e-9 })
            }
        }
        let slides = suite.strokes.filter { $0.band.kind == .slidingTap }.map { chordOf($0.path.fingers[0]).length }
        #expect(slides.allSatisfy { (1...8).contains($0) })
    }

    @Test func driftBackDragsEndWithinAFewPointsOfTheirStartRow() {
        for stroke in suite.strokes where stroke.band.kind == .driftBack {
            let samples = stroke.path.fingers[0].samples
            let start = samples[0].location
            let end = samples[samples.count - 1].location
            #expect(abs(end.y - start.y) <= 3)
            #expect((8...24).contains(abs(end.x - start.x)))
            let reach = samples.map { abs($0.location.y - start.y) }.max()!
            #expect(reach > 55 && reach < 160)
            #expect(stroke.intent == .scroll)
        }
    }

    @Test func twoFingersComeDownTogetherAndApart() {
        for stroke in suite.strokes where stroke.band.kind == .twoFingerDrag || stroke.band.kind == .twoFingerTap {
            let fingers = stroke.path.fingers
            #expect(fingers.count == 2)
            #expect((0...0.04).contains(fingers[1].downTime - fingers[0].downTime))
            let apart = fingers[1].samples[0].location.displacement(from: fingers[0].samples[0].location).length
            #expect((40...80).contains(apart))
        }
    }

    @Test func everythingHappensOnTheScreenAwayFromItsEdges() {
        let inner = Rect(x: 24, y: 24, width: 800 - 48, height: 480 - 48)
        for stroke in suite.strokes {
            for sample in (stroke.path.fingers + (stroke.setup?.path.fingers ?? [])).flatMap(\.samples) {
                // Jitter may take a report a point past the margin.
                #expect(inner.contains(sample.location) || insideByAPoint(sample.location, inner), "\(stroke.band)")
            }
        }
    }

    @Test func movingContentIsFlickedUpToGlideOrPulledDownToSpring() {
        for stroke in suite.strokes {
            switch stroke.setup {
            case .glide(let flick, let speed):
                #expect(chordOf(flick.fingers[0]).dy < -140)
                #expect(stroke.band.kind == .tapOnGlide ? speed == 20 : (750...1200).contains(speed))
            case .springBack(let pull, let distance):
                #expect((69...130).contains(chordOf(pull.fingers[0]).dy))
                #expect(stroke.band.kind == .tapOnSpring ? distance == 0.8 : (30...40).contains(distance))
            case nil:
                #expect(!stroke.band.description.contains(" on "))
            }
        }
    }

    private func chordOf(_ finger: Finger) -> Vector {
        finger.samples[finger.samples.count - 1].location.displacement(from: finger.samples[0].location)
    }

    private func insideByAPoint(_ point: Point, _ rect: Rect) -> Bool {
        Rect(x: rect.minX - 1, y: rect.minY - 1, width: rect.width + 2, height: rect.height + 2).contains(point)
    }
}
