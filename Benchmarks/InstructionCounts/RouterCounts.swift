import TouchRoute

// `scripts/instruction-counts.sh` runs this under callgrind: the named router
// benchmark's scenario (see `RouterScenarios.swift`), set up, then stepped
// `iterations` times and verified. Built with the TouchRoute module alone.

@inline(never) func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Step `scenario` `iterations` times, then verify it.
@inline(never)
func run<Scenario: RouterScenario>(_ scenario: Scenario, _ iterations: Int) {
    var scenario = scenario
    for _ in 0..<iterations { scenario.step() }
    scenario.verify()
    keep(scenario)
}

@main
struct RouterCounts {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let iterations = Int(arguments[2]) else {
            print("usage: router-counts BENCHMARK ITERATIONS")
            return
        }
        switch arguments[1] {
        case "moveFrame_1finger_tapViewLeaves", "moveFrame_10fingers_tapViewLeaves",
            "moveFrame_1finger_fiveRecognizers":
            let scenario = MoveFrameScenario(
                fingers: arguments[1].hasPrefix("moveFrame_10") ? 10 : 1,
                withFiveRecognizers: arguments[1].hasSuffix("fiveRecognizers"))
            run(scenario, iterations)
        case "dragFrame_1finger_listScrolling": run(ListDragScenario(), iterations)
        case "momentumFrame_threeLevelChain": run(MomentumScenario(sync: .timer), iterations)
        case "touch_rowInListInPager": run(RowTouchScenario(), iterations)
        case "touch_fiveRecognizers": run(RecognizerTouchScenario(), iterations)
        default:
            preconditionFailure("router-counts: no scenario named \(arguments[1])")
        }
    }
}
