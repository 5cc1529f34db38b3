/// Why reading a source stopped: the answer of `EventSource.drain` and of
/// `TouchReader.dispatch` (whose `Outcome` this is).
///
/// "Would block" is a result, not an error: `.drained` means wait for the
/// source's descriptor again. The other three end the stream; a reader that
/// decodes also cancels the touches that were down when one of them arrives.
public enum ReadOutcome: Equatable, Sendable {
    /// Everything available was read; wait for the descriptor again.
    case drained
    /// A finite source (a recording, a test's script) has no more events.
    case endOfStream
    /// The device went away (`ENODEV`): unplugged, or its driver unbound.
    case deviceRemoved
    /// Reading failed for another reason.
    case failed(DeviceError)
}
