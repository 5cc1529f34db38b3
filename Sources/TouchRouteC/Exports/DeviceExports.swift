import CTouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

// tr_session_add_map, tr_session_follow_touchscreens, tr_session_on_device,
// tr_session_device_count: several touchscreens, hotplug and output mapping.

@_cdecl("tr_session_add_map")
public func trSessionAddMap(_ session: OpaquePointer?, _ rule: UnsafePointer<CChar>?) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedSession.from(session)
        let text = try CArguments.string(rule, "rule")
        let parsed: DeviceMappingRule
        do {
            parsed = try DeviceMappingRule(parsing: text)
        } catch {
            throw .invalid("\(error)")
        }
        hosted.rules.append(parsed)
        do throws(APIFailure) {
            _ = try hosted.outputMap()
        } catch {
            hosted.rules.removeLast()
            throw error
        }
    }
}

@_cdecl("tr_session_follow_touchscreens")
public func trSessionFollowTouchscreens(
    _ session: OpaquePointer?, _ seat: UnsafePointer<CChar>?, _ grab: Bool, _ mapping: UnsafePointer<tr_mapping>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedSession.from(session)
        let options = try hosted.mappingOptions(mapping)
        let seatName = seat.map { String(cString: $0) } ?? UdevInputDevice.defaultSeat
        guard !seatName.isEmpty else {
            throw .invalid("seat is empty; give a seat name such as \"seat0\", or NULL for seat0.")
        }
        try hosted.owner.routing("tr_session_follow_touchscreens") { () throws(APIFailure) in
            // The rules as they are when each device comes, so a rule added
            // later applies to the panels plugged in after it.
            let watch = TouchscreenWatch(seat: seatName, grab: grab) {
                [unowned hosted] device throws(CoordinateMappingError) in
                try hosted.mapping(for: device, options: options)
            }
            do throws(DeviceError) {
                try hosted.session.followTouchscreens(watch)
            } catch {
                if case .sessionInUse = error.reason { throw APIFailure(TR_ERROR_STATE, error.description) }
                throw APIFailure(TR_ERROR_SYSTEM, error.description)
            }
        }
    }
}

@_cdecl("tr_session_on_device")
public func trSessionOnDevice(
    _ session: OpaquePointer?, _ callback: tr_device_fn?, _ userData: UnsafeMutableRawPointer?
) -> tr_status {
    exported { () throws(APIFailure) in
        try HostedSession.from(session).deviceCallback = CCallback(function: callback, userData: userData)
    }
}

@_cdecl("tr_session_device_count")
public func trSessionDeviceCount(_ session: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> tr_status {
    exported { () throws(APIFailure) in
        let count = try required(count, "count")
        count.pointee = try HostedSession.from(session).session.devices.count
    }
}
