import Foundation
import Testing
import TouchRoute
import TouchRouteTesting

/// The continuous recognizers' state machines under seeded random one- and
/// two-finger scripts: only legal transitions, every gesture that began ends
/// or is cancelled, and the reported values match the fingers' geometry.
@Suite struct ContinuousRecognizerPropertyTests {
    private static let area = Rect(x: 0, y: 0, width: 800, height: 600)
    private static let seeds: Range<UInt64> = 0..<300

    enum Recognizer: String, CaseIterable, CustomTestStringConvertible {
        case pan, twoFingerPan, pinch, rotation, edgePan

        func make() -> GestureRecognizer {
            switch self {
            case .pan: return PanGestureRecognizer(name: rawValue)
            case .twoFingerPan:
                let pan = PanGestureRecognizer(name: rawValue)
                pan.minimumNumberOfTouches = 2
                pan.maximumNumberOfTouches = 2
                return pan
            case .pinch: return PinchGestureRecognizer(name: rawValue)
            case .rotation: return RotationGestureRecognizer(name: rawValue)
            case .edgePan:
                let pan = ScreenEdgePanGestureRecognizer(name: rawValue)
                pan.edges = .all
                return pan
            }
        }

        var testDescription: String { rawValue }
    }

    /// Two fingers, each down within 0.1 s of the other, wandering through
    /// two to four random points (one starting near the left edge now and
    /// then) for 0.2 to 0.8 s at a random report rate.
    private static func twoFingers(seed: UInt64) -> TouchScript {
        var random = SeededRandom(seed: seed)
        var fingers: [Finger] = []
        for _ in 0..<2 {
            var points = (0..<Int.random(in: 2...4, using: &random)).map { _ in
                Point(
                    x: Double.random(in: area.minX..<area.maxX, using: &random),
                    y: Double.random(in: area.minY..<area.maxY, using: &random))
            }
            if Bool.random(using: &random) { points[0].x = Double.random(in: 0..<20, using: &random) }
            let finger = Finger(
                along: points, duration: Double.random(in: 0.2...0.8, using: &random),
                rate: [60.0, 120, 240].randomElement(using: &random)!)
            fingers.append(finger.delayed(by: Double.random(in: 0...0.1, using: &random)))
        }
        return TouchScript(fingers: fingers)
    }

    @Test(arguments: Recognizer.allCases)
    func onlyLegalTransitionsAndEveryGestureThatBeganFinishes(_ kind: Recognizer) {
        for seed in Self.seeds {
            let harness = RecognizerHarness(kind.make(), windowSize: Self.area.size)
            harness.play(.random(in: Self.area, maximumFingers: 2, seed: seed))
            harness.play(Self.twoFingers(seed: seed))
            let illegal = harness.illegalTransitions.map { "\($0.from) → \($0.to)" }
            #expect(illegal.isEmpty, "seed \(seed): \(illegal)")
            #expect(harness.unfinishedGestures == 0, "seed \(seed)")
            let began = harness.states.filter { $0 == .began }.count
            let finished = harness.states.filter { $0 == .ended || $0 == .cancelled }.count
            #expect(began == finished, "seed \(seed)")
            #expect(harness.recognizer.state == .possible, "seed \(seed)")
            #expect(harness.resets >= 2, "seed \(seed)")
        }
    }

    /// A toolkit that batches its input (several samples a frame, each with
    /// its own time) must get the same gesture as one that sends each sample
    /// in a frame of its own.
    @Test(arguments: Recognizer.allCases)
    func batchedSamplesGiveTheSameTransitionsAsOneFramePerSample(_ kind: Recognizer) {
        for seed in Self.seeds.prefix(100) {
            let frames = Self.twoFingers(seed: seed).frames(startingAt: 1)
            let single = RecognizerHarness(kind.make(), windowSize: Self.area.size)
            single.handle(frames)
            let batched = RecognizerHarness(kind.make(), windowSize: Self.area.size)
            batched.handle(Self.batches(of: 3, from: frames))
            #expect(single.states == batched.states, "seed \(seed)")
            #expect(single.transitions.map(\.values) == batched.transitions.map(\.values), "seed \(seed)")
        }
    }

    /// `frames` sent `size` at a time, each sample keeping its own time.
    private static func batches(of size: Int, from frames: [TouchFrame]) -> [TouchFrame] {
        stride(from: 0, to: frames.count, by: size).map { start in
            let group = frames[start..<min(start + size, frames.count)]
            let contacts = group.flatMap { frame in
                frame.contacts.map { contact in
                    var timed = contact
                    timed.timestamp = frame.timestamp
                    return timed
                }
            }
            return TouchFrame(timestamp: group.last!.timestamp, contacts: contacts)
        }
    }

    typealias Fingers = [(id: TouchID, location: Point)]

    /// Play every seed's two-finger script to a fresh recognizer from `make`
    /// and hand `check` each record of a gesture under way, from its `began`
    /// on, with the fingers it began with and those now, until its fingers
    /// first differ from those it began with (then its values follow the
    /// fingers' motion, not their positions: see `PanGestureRecognizer`).
    /// - Returns: how many records were checked.
    private static func checkSinceBegan(
        _ make: () -> GestureRecognizer, _ check: (_ began: Fingers, _ now: Fingers, GestureValues, UInt64) -> Void
    ) -> Int {
        var checked = 0
        for seed in seeds {
            let harness = RecognizerHarness(make(), windowSize: area.size)
            harness.play(twoFingers(seed: seed))
            var began: RecognizerHarness.Transition?
            for transition in harness.transitions {
                if transition.to == .began { began = transition }
                guard let start = began, transition.to == .began || transition.to == .changed,
                    transition.fingers.map(\.id) == start.fingers.map(\.id)
                else {
                    began = nil
                    continue
                }
                check(start.fingers, transition.fingers, transition.values, seed)
                checked += 1
            }
        }
        return checked
    }

    private static func line(_ fingers: Fingers) -> Vector {
        fingers[1].location.displacement(from: fingers[0].location)
    }

    @Test func aPinchsScaleIsTheSpanOverTheSpanWhenItBegan() {
        let checked = Self.checkSinceBegan({ PinchGestureRecognizer(name: "pinch") }) { began, now, values, seed in
            let expected = Self.line(now).length / max(Self.line(began).length, 0.001)
            #expect(abs(values.scale! - expected) <= 1e-9 * max(1, expected), "seed \(seed)")
        }
        #expect(checked > 1000)
    }

    @Test func aRotationIsTheTurnOfTheLineBetweenTheFingersSinceItBegan() {
        let checked = Self.checkSinceBegan({ RotationGestureRecognizer(name: "rotation") }) {
            began, now, values, seed in
            let start = Self.line(began)
            let end = Self.line(now)
            let turn = atan2(end.dy, end.dx) - atan2(start.dy, start.dx)
            // Equal up to whole turns: the recognizer counts them, the geometry cannot.
            #expect(abs(remainder(values.rotation! - turn, 2 * Double.pi)) < 1e-9, "seed \(seed)")
        }
        #expect(checked > 1000)
    }

    @Test func aPansTranslationIsTheCentroidsTravelSinceItBegan() {
        let checked = Self.checkSinceBegan({ PanGestureRecognizer(name: "pan") }) { began, now, values, seed in
            let travel = Self.centroid(now).displacement(from: Self.centroid(began))
            #expect((values.translation! - travel).length < 1e-9, "seed \(seed)")
            #expect(values.location == Self.centroid(now), "seed \(seed)")
        }
        #expect(checked > 1000)
    }

    private static func centroid(_ fingers: Fingers) -> Point {
        let count = Double(fingers.count)
        return Point(
            x: fingers.map(\.location.x).reduce(0, +) / count, y: fingers.map(\.location.y).reduce(0, +) / count)
    }
}
