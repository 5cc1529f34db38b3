import CTouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

// tr_session_add_map, tr_session_follow_touchscreens, tr_session_follow_devices, tr_session_set_touchpad,
// tr_session_on_device,
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
        try follow(session, seat, grab, mapping, pointers: false, "tr_session_follow_touchscreens")
    }
}

@_cdecl("tr_session_follow_devices")
public func trSessionFollowDevices(
    _ session: OpaquePointer?, _ seat: UnsafePointer<CChar>?, _ grab: Bool, _ mapping: UnsafePointer<tr_mapping>?,
    _ devices: tr_follow
) -> tr_status {
    exported { () throws(APIFailure) in
        _ = try HostedSession.from(session)
        let pointers: Bool
        switch devices {
        case TR_FOLLOW_TOUCHSCREENS: pointers = false
        case TR_FOLLOW_TOUCHSCREENS_AND_POINTERS: pointers = true
        default:
            throw .invalid(
                "devices is \(devices.rawValue); give TR_FOLLOW_TOUCHSCREENS or TR_FOLLOW_TOUCHSCREENS_AND_POINTERS.")
        }
        try follow(session, seat, grab, mapping, pointers: pointers, "tr_session_follow_devices")
    }
}

/// Follow the seat's touchscreens (and, with `pointers`, its mice with a
/// wheel and touchpads), for the two functions above.
private func follow(
    _ session: OpaquePointer?, _ seat: UnsafePointer<CChar>?, _ grab: Bool, _ mapping: UnsafePointer<tr_mapping>?,
    pointers: Bool, _ function: String
) throws(APIFailure) {
    let hosted = try HostedSession.from(session)
    let options = try hosted.mappingOptions(mapping)
    let seatName = seat.map { String(cString: $0) } ?? UdevInputDevice.defaultSeat
    guard !seatName.isEmpty else {
        throw .invalid("seat is empty; give a seat name such as \"seat0\", or NULL for seat0.")
    }
    try hosted.owner.routing(function) { () throws(APIFailure) in
        // The rules as they are when each device comes, so a rule added
        // later applies to the panels plugged in after it.
        var watch = TouchscreenWatch(seat: seatName, grab: grab) {
            [unowned hosted] device throws(CoordinateMappingError) in
            try hosted.mapping(for: device, options: options)
        }
        watch.includesPointers = pointers
        do throws(DeviceError) {
            try hosted.session.followTouchscreens(watch)
        } catch {
            if case .sessionInUse = error.reason { throw APIFailure(TR_ERROR_STATE, error.description) }
            throw APIFailure(TR_ERROR_SYSTEM, error.description)
        }
    }
}

@_cdecl("tr_session_set_touchpad")
public func trSessionSetTouchpad(_ session: OpaquePointer?, _ naturalScrolling: Bool, _ pointsPerMillimetre: Double)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let hosted = try HostedSession.from(session)
        guard pointsPerMillimetre == 0 || (pointsPerMillimetre.isFinite && pointsPerMillimetre > 0) else {
            throw .invalid(
                "points_per_mm is \(pointsPerMillimetre); give a number above 0, or 0 for the pad's width across the window's."
            )
        }
        // A setting, not routing: allowed inside callbacks, as setting a property is.
        hosted.session.touchpadOptions = TouchpadDecoder.Options(
            naturalScrolling: naturalScrolling,
            pointsPerMillimetre: pointsPerMillimetre == 0 ? nil : pointsPerMillimetre)
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
