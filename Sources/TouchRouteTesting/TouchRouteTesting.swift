/// What a test that imports this module gets besides the exactly-once check
/// and `LoggingView`: the scripted fingers (`TouchScript`, `Finger`), the
/// virtual-clock player (`Window.play`), the `TraceRecorder` and the seeded
/// stroke suite, which live in `TouchRouteStrokes` because the CLI's
/// `demo` and `evaluate` use them too and a shipped binary imports no test
/// module. Re-exported so that one import serves a toolkit's tests.
@_exported import TouchRouteStrokes
