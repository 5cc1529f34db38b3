import CTouchRoute
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

// tr_session_window_time: a host's own CLOCK_MONOTONIC moments (a vsync's
// timestamp) on the window's clock, by the session's offset.

@_cdecl("tr_session_window_time")
public func trSessionWindowTime(
    _ session: OpaquePointer?, _ monotonicNanoseconds: Int64, _ time: UnsafeMutablePointer<Double>?
)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let time = try required(time, "time")
        let hosted = try HostedSession.from(session)
        guard monotonicNanoseconds >= 0 else {
            throw .invalid(
                "monotonic_ns is \(monotonicNanoseconds); give a CLOCK_MONOTONIC reading in nanoseconds (tv_sec * 1000000000 + tv_nsec), which is never negative."
            )
        }
        // To the microsecond, as the kernel stamps events.
        time.pointee = hosted.session.windowTime(
            forMonotonic: EventTime(totalMicroseconds: Int(monotonicNanoseconds / 1000)))
    }
}
