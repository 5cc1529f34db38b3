import TouchRoute

/// One finger that travels: a slow drag, a swipe on a zoomed photo, strokes
/// from the screen's left edge.
extension ArenaSuite {
    /// 80 to 250 pt within 20° of horizontal, either way, in 0.9 to 1.6 s,
    /// to rest: a minimum-jerk start is slow, so the finger is still near
    /// its touch-down when a long press's time runs out.
    func slowDrag(_ random: inout SeededRandom) -> TouchScript {
        let chord = random.vector(
            length: random.uniform(Self.slowDragTravels), degrees: random.uniform(0..<20), off: .horizontal,
            way: random.sign())
        return hand.oneFingerStroke(chord, durations: Self.slowDragDurations, liftFractions: 1...1, &random)
    }

    /// A drag or quick drag within 15° of horizontal, either way, that
    /// travels `distance` (to the photo's edge) and 80 to 200 pt more.
    func swipe(past distance: Double, _ random: inout SeededRandom) -> TouchScript {
        let pace: DragPace = Bool.random(using: &random) ? .slow : .fast
        let travel = distance + random.uniform(Self.travelsPastEdge)
        // `ArenaJudge` places the photo `distance` from the edge the finger drags towards.
        let chord = random.vector(
            length: travel, degrees: random.uniform(0..<15), off: .horizontal, way: random.sign())
        return hand.oneFingerStroke(chord, durations: pace.durations, liftFractions: 1...1, &random)
    }

    /// A finger coming down 1 to 16 pt from the screen's left edge, moving
    /// 60 to 300 pt within 30° of `axis`: right for an edge pan, up or down
    /// for a list drag.
    func edgeStroke(along axis: Axis, _ random: inout SeededRandom) -> TouchScript {
        let pace: DragPace = Bool.random(using: &random) ? .slow : .fast
        let way = axis == .horizontal ? 1 : random.sign()
        var chord = random.vector(
            length: random.uniform(StrokeSuite.travels), degrees: random.uniform(Self.edgeStrokeAngles), off: axis,
            way: way)
        // Away from the edge, never into it.
        chord.dx = abs(chord.dx)
        let wander = random.wander(forTravel: chord.length)
        chord = hand.fitted(chord, pad: abs(wander.amplitude))
        let x = random.uniform(Self.edgeZone)
        let margin = StrokeSuite.edgeMargin + abs(wander.amplitude)
        let low = margin - min(chord.dy, 0)
        let high = screen.height - margin - max(chord.dy, 0)
        let start = Point(x: x, y: low < high ? random.uniform(low...high) : screen.height / 2)
        let stroke = Stroke(
            from: start, to: start + chord, duration: random.uniform(pace.durations), wander: wander)
        var finger = hand.handFinger([stroke], &random)
        // Jitter and wander never carry the finger off the screen's edge.
        finger = Finger(
            samples: finger.samples.map {
                Finger.Sample(time: $0.time, location: Point(x: max($0.location.x, 0.5), y: $0.location.y))
            })
        return TouchScript(fingers: [finger])
    }
}
