import Testing

@testable import TouchRouteEvdev

/// Checks that `body` throws a `RecordingError` whose whole message is
/// `message`, as users will read it.
func expectRecordingError(
    _ message: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("no error thrown; expected \"\(message)\"", sourceLocation: sourceLocation)
    } catch {
        #expect((error as? RecordingError)?.description == message, sourceLocation: sourceLocation)
    }
}
