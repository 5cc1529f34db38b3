import TouchRoute
import TouchRouteEvdev

// `scripts/instruction-counts.sh` runs this under callgrind: the named input
// or C API benchmark's loop over `iterations` events or frames, on the same
// sessions and drags the benchmarks use.

@inline(never) func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Decode and map `iterations` events of `event(at:)` for `device`.
func decodeAndMap(device: DeviceDescription, _ iterations: Int, _ event: (Int) -> InputEvent) throws {
    let decoder = try TouchDecoder(device: device)
    let mapping = try CoordinateMapping(device: device, options: .init(screenSize: DefaultLayout.standardScreen))
    var sum = 0.0
    for index in 0..<iterations {
        decoder.decode(event(index)) { frame in
            for contact in frame.contacts { sum += mapping.contact(from: contact).location.x }
        }
    }
    precondition(sum > 0, "contacts were decoded")
}

@main
struct InputCounts {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let iterations = Int(arguments[2]) else {
            print("usage: input-counts BENCHMARK ITERATIONS")
            return
        }
        switch arguments[1] {
        case "decodeAndMap_perEvent":
            let session = LongSession()
            try decodeAndMap(device: LongSession.device, iterations) { session.event(at: $0) }
        case "decodeAndMap_protocolA_perEvent":
            try decodeAndMap(device: EventCycle.protocolA.device, iterations) { EventCycle.protocolA.event(at: $0) }
        case "decodeAndMap_singleTouch_perEvent":
            try decodeAndMap(device: EventCycle.singleTouch.device, iterations) {
                EventCycle.singleTouch.event(at: $0)
            }
        case "decodeMapRoute_defaultLayout_perEvent":
            let routed = try RoutedSession(session: LongSession())
            for _ in 0..<iterations { routed.pipeline.dispatch(limit: 1) }
            precondition(routed.deliveries > 0, "touches were routed")
        case "dragFrame_defaultLayout_cAPI":
            var drag = CDrag()
            for _ in 0..<iterations { drag.step() }
            drag.finish()
        default:
            preconditionFailure("input-counts: no scenario named \(arguments[1])")
        }
    }
}
