import TouchRoute

/// Where an engine reports a problem: the decoder passes its own log so a
/// report costs nothing when nobody listens.
struct ProblemLog {
    let deviceName: String
    var sink: ((DecodingProblem) -> Void)?

    func report(_ kind: Problem.Kind, _ message: @autoclosure () -> String, at time: EventTime) {
        sink?(DecodingProblem(time: time, kind: kind, message: message()))
    }
}
