import TouchRoute

/// One finger that barely moves: two taps, and a hold.
extension ArenaSuite {
    /// Two taps, each 50 to 200 ms and sliding at most `StrokeSuite.tapSlide`,
    /// the second coming down a gap from `gaps` after the first lifts, a
    /// distance from `offsets` away in any direction. Each tap is its own
    /// finger (its own contact), as a panel reports two touches.
    func twoTaps(
        gaps: ClosedRange<Double>, offsets: ClosedRange<Double>, _ random: inout SeededRandom
    ) -> TouchScript {
        let offset = random.vector(
            length: random.uniform(offsets), degrees: random.uniform(0..<90), off: .horizontal, way: random.sign())
        let point = hand.start(reaching: [.zero, offset], pad: StrokeSuite.tapInset, &random)
        let first = hand.tapFinger(at: point, sliding: 0...2, &random)
        let second = hand.tapFinger(at: point + offset, sliding: 0...2, &random)
        return TouchScript(fingers: [first, second.delayed(by: first.upTime + random.landingDelay(gaps))])
    }

    /// A finger held 0.7 to 1.2 s, straying up to 3 pt as it settles, with
    /// the jitter of a report; never more than `StrokeSuite.tapSlide` away.
    func hold(_ random: inout SeededRandom) -> TouchScript {
        let point = hand.start(reaching: [.zero], pad: StrokeSuite.tapInset, &random)
        let stray = random.vector(
            length: random.uniform(Self.holdTremor), degrees: random.uniform(0..<90), off: .horizontal,
            way: random.sign())
        let stroke = Stroke(from: point, to: point + stray, duration: random.uniform(Self.holdDurations))
        return TouchScript(fingers: [hand.handFinger([stroke], &random)])
    }
}
