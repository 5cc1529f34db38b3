import Benchmark

extension Benchmark {
    /// Step `scenario` once per scaled iteration, measuring that loop alone
    /// (its set-up and `verify()` stay outside the measurement), then verify it.
    @inline(__always)
    func measure<Scenario: RouterScenario>(_ scenario: inout Scenario) {
        startMeasurement()
        for _ in scaledIterations { scenario.step() }
        stopMeasurement()
        scenario.verify()
    }
}
