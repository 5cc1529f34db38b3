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
        let offset = random.vector(lengthIn: offsets)
        let point = hand.start(reaching: [.zero, offset], pad: StrokeSuite.tapInset, &random)
        let first = hand.tapFinger(at: point, sliding: 0...2, &random)
        let second = hand.tapFinger(at: point + offset, sliding: 0...2, &random)
        return TouchScript(fingers: [first, second.delayed(by: first.upTime + random.landingDelay(gaps))])
    }

    /// A tap, then a double tap `separateTapOffsets` away, its first tap
    /// coming down a double tap's gap after the single tap lifts: quick
    /// enough to be its second, too far to be.
    func tapThenDoubleTap(_ random: inout SeededRandom) -> TouchScript {
        let away = random.vector(lengthIn: Self.separateTapOffsets)
        let near = random.vector(lengthIn: Self.doubleTapOffsets)
        let point = hand.start(reaching: [.zero, away, away + near], pad: StrokeSuite.tapInset, &random)
        let single = hand.tapFinger(at: point, sliding: 0...2, &random)
        let first = hand.tapFinger(at: point + away, sliding: 0...2, &random)
        let second = hand.tapFinger(at: point + away + near, sliding: 0...2, &random)
        let firstDown = single.upTime + random.landingDelay(Self.doubleTapGaps)
        let secondDown = firstDown + first.upTime + random.landingDelay(Self.doubleTapGaps)
        return TouchScript(fingers: [single, first.delayed(by: firstDown), second.delayed(by: secondDown)])
    }

    /// A finger held 0.7 to 1.2 s, straying up to 3 pt as it settles, with
    /// the jitter of a report; never more than `StrokeSuite.tapSlide` away.
    func hold(_ random: inout SeededRandom) -> TouchScript {
        let point = hand.start(reaching: [.zero], pad: StrokeSuite.tapInset, &random)
        let stray = random.vector(lengthIn: Self.holdTremor)
        let stroke = Stroke(from: point, to: point + stray, duration: random.uniform(Self.holdDurations))
        return TouchScript(fingers: [hand.handFinger([stroke], &random)])
    }
}
