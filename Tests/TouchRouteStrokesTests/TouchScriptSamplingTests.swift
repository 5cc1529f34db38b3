import Testing
import TouchRoute
import TouchRouteStrokes

@Suite struct TouchScriptSamplingTests {
    /// A finger moving right 1 pt every millisecond for 100 ms, from x = 0.
    private let traced = Finger(tracedFor: 0.1) { Point(x: $0 * 1000, y: 0) }

    @Test func aTracedFingerHasASampleEveryMillisecondAndIsItsOwnReportAt1kHz() {
        #expect(traced.samples.count == 101)
        #expect(abs(traced.samples[37].location.x - 37) < 1e-9)
        #expect(traced.sampled(at: .model) == traced)
    }

    @Test func aPanelReportsDownMovesAndLiftAtItsScansFromTheStart() {
        let reported = traced.sampled(at: .hz30)
        // Scans at 0, 33.3, 66.7 ms: down, two moves at the latest traced positions; the lift
        // at the first scan at or after 100 ms, where the finger left the glass.
        let times: [Double] = [0, 1.0 / 30, 2.0 / 30, 3.0 / 30]
        let xs: [Double] = [0, 33, 66, 100]
        #expect(reported.samples.map(\.time) == times)
        #expect(reported.samples.map { $0.location.x.rounded() } == xs)
        let frames = TouchScript(fingers: [traced]).sampled(at: .hz30).frames(startingAt: 0)
        #expect(frames.map(\.contacts[0].phase) == [.began, .moved, .moved, .ended])
    }

    @Test func aFingerThatLandsLateIsReportedAtTheNextScanWhereItIsThen() {
        let late = traced.landing(after: 0.013)
        let reported = TouchScript(fingers: [traced, late]).sampled(at: .hz60)
        #expect(reported.fingers[1].samples[0].time == 1.0 / 60)
        #expect(reported.fingers[1].samples[0].location.x.rounded() == 16)
        // Both fingers share the panel's scans: one frame each.
        let frames = reported.frames(startingAt: 0)
        #expect(frames.count == reported.fingers[0].samples.count)
        #expect(frames.dropFirst().allSatisfy { $0.contacts.count == 2 })
    }

    @Test func aTouchBetweenTwoScansIsReportedDownAtOneAndUpAtTheNext() {
        let brief = Finger(samples: [
            Finger.Sample(time: 0.002, location: Point(5, 5)), Finger.Sample(time: 0.009, location: Point(6, 5)),
        ])
        let reported = brief.sampled(at: .hz60)
        let times: [Double] = [1.0 / 60, 2.0 / 60]
        #expect(reported.samples.map(\.time) == times)
        #expect(reported.samples.map(\.location) == [Point(5, 5), Point(6, 5)])
    }

    @Test func everyRatesReportsAreTracedPositionsOfTheSameStroke() {
        let suite = StrokeSuite(seed: 27, perBand: 2)
        for stroke in suite.strokes {
            for rate in [ReportRate.hz30, .hz60, .hz90, .hz120, .hz240] {
                let script = stroke.script(at: rate)
                #expect(script.fingers.count == stroke.path.fingers.count)
                for (reported, path) in zip(script.fingers, stroke.path.fingers) {
                    let positions = Set(path.samples.map(\.location))
                    // Jittered as the trace is, at every rate: the reports are a subset of it.
                    #expect(reported.samples.allSatisfy { positions.contains($0.location) })
                    #expect(reported.samples.last?.location == path.samples.last?.location)
                    // Scans fall on the rate's grid from the stroke's start.
                    #expect(
                        reported.samples.allSatisfy {
                            abs(($0.time * rate.hertz).rounded() - $0.time * rate.hertz) < 1e-6
                        }, "\(stroke.band) seed \(stroke.seed) \(rate)")
                }
            }
        }
    }

    @Test func aReportRateIsFromOneTo1000Hertz() {
        #expect(ReportRate(hertz: 0) == nil && ReportRate(hertz: 1001) == nil && ReportRate(hertz: .nan) == nil)
        #expect(ReportRate(hertz: 1)?.period == 1 && ReportRate(hertz: 59.94)?.description == "59.94 Hz")
        #expect(ReportRate.evaluated.map(\.hertz) == [30, 60, 120, 240])
    }
}
