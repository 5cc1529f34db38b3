import TouchRoute
import TouchRouteEvdev

/// The whole input path for a `LongSession`: its events decoded, mapped to the
/// default layout's screen and routed through the default layout, with a trace
/// that counts deliveries.
///
/// It has already played one whole cycle when it is made, so every view, table
/// and buffer has its size before a benchmark measures it.
final class RoutedSession {
    let layout = DefaultLayout()
    let pipeline: TouchPipeline<LongSessionSource>
    /// Touch deliveries so far, to prove that touches were routed.
    private(set) var deliveries = 0

    init(session: LongSession) throws {
        let decoder = try TouchDecoder(device: LongSession.device)
        let mapping = try CoordinateMapping(
            device: LongSession.device, options: .init(screenSize: DefaultLayout.standardScreen))
        pipeline = TouchPipeline(
            reader: TouchReader(source: LongSessionSource(session: session), decoder: decoder), mapping: mapping,
            window: layout.window, timeOrigin: EventTime(seconds: 0, microseconds: 0))
        layout.window.trace = { [unowned self] record in
            if case .delivery = record { deliveries &+= 1 }
        }
        pipeline.dispatch(limit: session.cycle.count)
    }
}
