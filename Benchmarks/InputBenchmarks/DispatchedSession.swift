import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

/// A `LongSession` fed frame by frame through a `TouchSession`'s dispatch, as
/// a host's main loop drives it: a `PipeFrameSource` as its device, the
/// default layout as its window, and a trace that counts deliveries.
///
/// It has already played one whole cycle when it is made, so every view,
/// table and buffer has its size before a benchmark measures it.
final class DispatchedSession {
    let layout = DefaultLayout()
    let source: PipeFrameSource
    let session: TouchSession
    /// Frames in one cycle of the long session.
    let framesPerCycle: Int
    /// Touch deliveries so far, to prove that touches were routed.
    private(set) var deliveries = 0

    init(session long: LongSession) throws {
        source = PipeFrameSource(session: long)
        session = try TouchSession(window: layout.window)
        try session.addSource(
            source, decoder: try TouchDecoder(device: LongSession.device),
            mapping: try CoordinateMapping(
                device: LongSession.device, options: .init(screenSize: DefaultLayout.standardScreen)))
        framesPerCycle = long.cycle.count { $0.isReport }
        layout.window.trace = { [unowned self] record in
            if case .delivery = record { deliveries &+= 1 }
        }
        for _ in 0..<framesPerCycle { routeFrame() }
    }

    /// One frame: the descriptor becomes readable, and the host dispatches.
    @inline(__always)
    func routeFrame() {
        source.release()
        let outcome = session.dispatch()
        precondition(outcome == .active, "the benchmark device stays")
    }
}
