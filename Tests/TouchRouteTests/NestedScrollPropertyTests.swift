import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Invariants of scroll chaining over random gestures with fixed seeds, so a
/// failure names the seed that reproduces it.
@Suite struct NestedScrollPropertyTests {
    typealias Sample = ChainFixtures.Sample

    /// A nested tree under test: its window, the chained views outermost
    /// first, and the area that random gestures cover.
    struct Tree {
        let name: String
        let window: Window
        let views: [ScrollView]
        /// Kept alive for the container, which holds it weakly.
        var pages: AnyObject?
    }

    static func trees(seed: UInt64) -> [Tree] {
        let headerAndList = ChainFixtures.HeaderAndList(listContentHeight: seed % 3 == 0 ? 300 : 1500, top: 50)
        let three = ChainFixtures.ThreeLevels()
        let window = Window(size: Size(400, 600))
        let container = NestedContainer(
            name: "c", frame: Rect(x: 0, y: 0, width: 400, height: 600), headerHeight: 180, hoverHeight: 44)
        let pages = ListPages(count: 3)
        window.addSubview(container)
        container.dataSource = pages
        var random = SeededRandom(seed: seed)
        // Some seeds take away a bounce, to check that such views never leave their range.
        for view in headerAndList.views + three.views where Int.random(in: 0..<4, using: &random) == 0 {
            view.bounces = false
        }
        return [
            Tree(name: "header and list", window: headerAndList.window, views: headerAndList.views),
            Tree(name: "three levels", window: three.window, views: three.views),
            Tree(
                name: "nested container", window: window,
                views: [container, container.pageScrollView(at: 0)!], pages: pages),
        ]
    }

    static let seeds: ClosedRange<UInt64> = 1...120

    @Test func whileDraggingTheFingersTravelEqualsWhatTheViewsTake() {
        for seed in Self.seeds {
            for tree in Self.trees(seed: seed) {
                let gesture = TouchScript.random(
                    in: Rect(x: 20, y: 60, width: 360, height: 520), maximumFingers: 1, seed: seed)
                let samples = ChainFixtures.samplesWithMotion(of: gesture, in: tree.window, watching: tree.views)
                NestedScrollChainTests.checkConservation(
                    samples, limits: tree.views.map { $0.offsetRange(along: .vertical) },
                    "seed \(seed), \(tree.name)")
            }
        }
    }

    @Test func aGlideKeepsItsVelocityAtEveryHandOff() {
        var handOffs = 0
        for seed in Self.seeds {
            for tree in Self.trees(seed: seed) {
                // A flick: a short fast stroke, up or down.
                var random = SeededRandom(seed: seed)
                let x = Double.random(in: 50...350, using: &random)
                let up = Bool.random(using: &random)
                let from = Point(x, up ? 540 : 120)
                let to = Point(x, up ? 540 - 90 : 120 + 90)
                let duration = Double.random(in: 0.03...0.12, using: &random)
                if !up {
                    // Start scrolled, so a flick down has somewhere to go.
                    for view in tree.views {
                        view.contentOffset = Point(0, view.offsetRange(along: .vertical).upperBound / 2)
                    }
                }
                let samples = ChainFixtures.samplesWithMotion(
                    of: .drag(from: from, to: to, duration: duration), in: tree.window, watching: tree.views)
                let lift = samples.lastIndex { $0.finger != nil }!
                let motion = Array(samples[lift...])
                func inRange(_ sample: Sample) -> Bool {
                    zip(tree.views, sample.offsets).allSatisfy { $0.offsetRange(along: .vertical).contains($1) }
                }
                for index in 1..<max(1, motion.count - 1) {
                    let (a, b, c) = (motion[index - 1], motion[index], motion[index + 1])
                    let first = NestedScrollChainTests.movers(a, b)
                    let second = NestedScrollChainTests.movers(b, c)
                    guard first != second, !first.isEmpty, !second.isEmpty, [a, b, c].allSatisfy(inRange) else {
                        continue
                    }
                    let v1 = zip(a.offsets, b.offsets).reduce(0) { $0 + $1.1 - $1.0 } / (b.time - a.time)
                    let v2 = zip(b.offsets, c.offsets).reduce(0) { $0 + $1.1 - $1.0 } / (c.time - b.time)
                    // Where the whole chain runs out of room the glide ends (or
                    // bounces): that is no hand-off.
                    let exhausted = zip(tree.views, c.offsets).allSatisfy { view, offset in
                        let range = view.offsetRange(along: .vertical)
                        return v1 > 0 ? offset >= range.upperBound : offset <= range.lowerBound
                    }
                    guard abs(v1) > Deceleration.stopSpeed * 2, !exhausted else { continue }
                    handOffs += 1
                    #expect(abs(v2 / v1 - 1) < 0.05, "seed \(seed), \(tree.name): \(v1) → \(v2) pt/s at \(b.time)")
                }
            }
        }
        #expect(handOffs > 50, "the flicks cross enough boundaries to mean something: \(handOffs)")
    }

    @Test func noViewPassesItsLimitsExceptByBouncingAndAllComeToRestWithin() {
        for seed in Self.seeds {
            for tree in Self.trees(seed: seed) {
                let gesture = TouchScript.random(
                    in: Rect(x: 20, y: 60, width: 360, height: 520), maximumFingers: 3, seed: seed)
                let samples = ChainFixtures.samplesWithMotion(of: gesture, in: tree.window, watching: tree.views)
                for sample in samples {
                    for (view, offset) in zip(tree.views, sample.offsets) where !view.bounces {
                        #expect(
                            view.offsetRange(along: .vertical).contains(offset),
                            "seed \(seed), \(tree.name): \(view.name) at \(offset) without bouncing")
                    }
                }
                for (view, offset) in zip(tree.views, samples.last!.offsets) {
                    #expect(
                        view.offsetRange(along: .vertical).contains(offset),
                        "seed \(seed), \(tree.name): \(view.name) rests at \(offset)")
                }
            }
        }
    }

    @Test func everyTouchIsDeliveredExactlyOnce() {
        for seed in Self.seeds {
            for tree in Self.trees(seed: seed) {
                let trace = TraceRecorder(tree.window)
                let gesture = TouchScript.random(
                    in: Rect(x: 0, y: 0, width: 400, height: 600), maximumFingers: 3, seed: seed)
                tree.window.play(gesture)
                #expect(
                    trace.exactlyOnceViolations.isEmpty, "seed \(seed), \(tree.name): \(trace.exactlyOnceViolations)")
                #expect(trace.problems.isEmpty, "seed \(seed), \(tree.name)")
                #expect(tree.window.activeTouches.isEmpty)
            }
        }
    }
}
