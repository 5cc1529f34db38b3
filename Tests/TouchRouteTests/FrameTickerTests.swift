import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Records its ticks, and stops the ticker after `limit` of them.
final class TickLog: FrameTickTarget {
    var times: [Double] = []
    var limit = Int.max
    var ticker: FrameTicker?

    func frameTick(at time: Double) {
        times.append(time)
        if times.count >= limit { ticker?.stop() }
    }
}

@Suite struct FrameTickerTests {
    /// A clock at zero and a ticker on it driving a fresh log.
    func makeTicker(_ rate: RefreshRate = .hz60) -> (VirtualClock, TickLog, FrameTicker) {
        let clock = VirtualClock()
        let log = TickLog()
        return (clock, log, FrameTicker(clock: clock, refreshRate: rate, target: log))
    }

    @Test(arguments: RefreshRate.tested)
    func ticksOnMultiplesOfTheFrameIntervalFromTheStart(rate: RefreshRate) {
        let clock = VirtualClock(now: 2.5)
        let log = TickLog()
        let ticker = FrameTicker(clock: clock, refreshRate: rate, target: log)
        ticker.start()
        #expect(ticker.isRunning)
        clock.advance(to: 3.5)
        #expect(log.times.count == Int(rate.hertz))
        for (index, time) in log.times.enumerated() {
            #expect(time == 2.5 + Double(index + 1) / rate.hertz)
        }
        #expect(log.times.last == 3.5)
        ticker.stop()
    }

    @Test func aRateThatIsNotAWholeNumberStillTicksAtExactlyStartPlusNOverHertz() throws {
        let rate = try #require(RefreshRate(hertz: 59.94))
        let clock = VirtualClock(now: 7.25)
        let log = TickLog()
        let ticker = FrameTicker(clock: clock, refreshRate: rate, target: log)
        ticker.start()
        clock.advance(to: 17.25)
        ticker.stop()
        #expect(log.times.count == 599)
        // Not accumulated: tick 599 is where 599 / 59.94 puts it, not 599 additions later.
        for (index, time) in log.times.enumerated() {
            #expect(time == 7.25 + Double(index + 1) / 59.94)
        }
    }

    @Test func irregularAdvancesGiveTheSameTicks() {
        func run(_ steps: [Double]) -> [Double] {
            let (clock, log, ticker) = makeTicker(.hz120)
            ticker.start()
            for step in steps { clock.advance(to: step) }
            ticker.stop()
            return log.times
        }
        let whole = run([1])
        let dripped = run(stride(from: 0.003, through: 1, by: 0.007).map { $0 } + [1])
        #expect(whole == dripped)
        #expect(whole.count == 120)
    }

    @Test func stopCancelsThePendingTick() {
        let (clock, log, ticker) = makeTicker()
        ticker.start()
        clock.advance(to: 0.05)
        ticker.stop()
        #expect(!ticker.isRunning)
        #expect(clock.nextDeadline == nil)
        clock.advance(to: 1)
        #expect(log.times.count == 3)
    }

    @Test func theTargetMayStopTheTickerFromATick() {
        let (clock, log, ticker) = makeTicker()
        log.ticker = ticker
        log.limit = 5
        ticker.start()
        clock.advance(to: 1)
        #expect(log.times.count == 5)
        #expect(!ticker.isRunning)
        #expect(clock.nextDeadline == nil)
    }

    @Test func restartingTicksFromTheNewStart() {
        let (clock, log, ticker) = makeTicker()
        ticker.start()
        clock.advance(to: 0.1)
        ticker.start()
        #expect(ticker.time(ofTick: 1) == 0.1 + 1.0 / 60)
        clock.advance(to: 0.1 + 1.0 / 60)
        #expect(log.times.last == 0.1 + 1.0 / 60)
        ticker.stop()
    }

    @Test func aTickerWithoutATargetStopsAtItsFirstTick() {
        let clock = VirtualClock()
        let ticker = FrameTicker(clock: clock, refreshRate: .hz60)
        ticker.start()
        clock.advance(to: 1)
        #expect(!ticker.isRunning)
        #expect(clock.nextDeadline == nil)
    }

    /// The target owns its ticker and stops it as it goes (the ticker holds
    /// it unowned): a list freed with its window mid-glide leaves no tick on
    /// the clock, and the clock runs on without touching it.
    @Test func aScrollViewFreedMidGlideLeavesNoTick() {
        let clock: VirtualClock
        weak var freed: ScrollView?
        do {
            let window = Window(size: Size(400, 300))
            let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 300))
            list.contentSize = Size(400, 1200)
            window.addSubview(list)
            window.play(.drag(from: Point(200, 250), to: Point(200, 130), duration: 0.1), settling: false)
            #expect(list.isMovingWithoutFinger)
            clock = window.clock
            freed = list
            #expect(clock.nextDeadline != nil)
        }
        #expect(freed == nil)
        #expect(clock.nextDeadline == nil)
        clock.advance(to: clock.now + 1)
    }
}
