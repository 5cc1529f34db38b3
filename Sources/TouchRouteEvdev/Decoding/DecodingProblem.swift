import TouchRoute

/// Something wrong in an event stream, and what the decoder did about it.
/// Decoding never stops on bad input: it reports and carries on.
public struct DecodingProblem: Hashable, Sendable, CustomStringConvertible {
    /// The time of the event that showed the problem.
    public var time: EventTime
    /// Where the problem came from, as the trace's `Problem` carries it on.
    public var kind: Problem.Kind
    /// A whole sentence naming the device: whose problem it is and what happened.
    public var message: String

    /// Makes a problem from its parts; each parameter is the property of the same name.
    public init(time: EventTime, kind: Problem.Kind, message: String) {
        self.time = time
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
