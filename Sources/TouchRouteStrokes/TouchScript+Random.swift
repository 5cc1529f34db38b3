import TouchRoute

extension TouchScript {
    /// A random script inside `area`: one to `maximumFingers` fingers, each a
    /// tap, a hold or a wandering path with its own start delay, duration and
    /// report rate. The same seed always gives the same script.
    public static func random(in area: Rect, maximumFingers: Int = 3, seed: UInt64) -> TouchScript {
        var random = SeededRandom(seed: seed)
        let count = Int.random(in: 1...max(1, maximumFingers), using: &random)
        func point() -> Point {
            Point(
                x: Double.random(in: area.minX..<area.maxX, using: &random),
                y: Double.random(in: area.minY..<area.maxY, using: &random))
        }
        var fingers: [Finger] = []
        for _ in 0..<count {
            let delay = Double.random(in: 0...0.3, using: &random)
            let duration = Double.random(in: 0.03...0.6, using: &random)
            let rate = [60.0, 90, 120, 240].randomElement(using: &random)!
            let points = (0..<Int.random(in: 1...4, using: &random)).map { _ in point() }
            fingers.append(Finger(along: points, duration: duration, rate: rate).delayed(by: delay))
        }
        return TouchScript(fingers: fingers)
    }
}
