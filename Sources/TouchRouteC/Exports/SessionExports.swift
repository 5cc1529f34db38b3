import CTouchRoute
import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev
import TouchRouteRecordings

// tr_session_*: touchscreens, recordings, and one descriptor for a main loop.

@_cdecl("tr_session_create")
public func trSessionCreate(_ window: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let owner = try HostedWindow.from(window)
        guard !owner.isRouting else { throw .reentrant("tr_session_create") }
        guard owner.session == nil else {
            throw APIFailure(
                TR_ERROR_STATE, "The window already has a session; destroy it first, or add the input to it.")
        }
        let session: TouchSession
        do {
            session = try TouchSession(window: owner.window)
        } catch {
            throw APIFailure(TR_ERROR_SYSTEM, "\(error)")
        }
        let hosted = HostedSession(session: session, owner: owner)
        owner.session = hosted
        out.pointee = hosted.handle
    }
}

@_cdecl("tr_session_destroy")
public func trSessionDestroy(_ session: OpaquePointer?) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedSession.from(session)
        guard !hosted.owner.isRouting else { throw .reentrant("tr_session_destroy") }
        hosted.owner.session = nil
        hosted.destroy()
    }
}

@_cdecl("tr_session_open_device")
public func trSessionOpenDevice(
    _ session: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ grab: Bool, _ mapping: UnsafePointer<tr_mapping>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedSession.from(session)
        let options = try hosted.mappingOptions(mapping)
        try hosted.owner.routing("tr_session_open_device") { () throws(APIFailure) in
            do {
                let device = try openTouchscreen(path: path.map { String(cString: $0) }, grab: grab) { warning in
                    Log.shared.write(warning, priority: TR_LOG_INFO)
                }
                let mapping = try hosted.mapping(for: device.description, options: options)
                try hosted.session.addDevice(device, mapping: mapping)
            } catch let error as DeviceError {
                throw APIFailure(error)
            } catch let error as APIFailure {
                throw error
            } catch {
                throw APIFailure(TR_ERROR_DEVICE, "\(error)")
            }
        }
    }
}

@_cdecl("tr_session_open_recording")
public func trSessionOpenRecording(
    _ session: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ description: UnsafePointer<CChar>?, _ speed: Double,
    _ mapping: UnsafePointer<tr_mapping>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedSession.from(session)
        let path = try CArguments.string(path, "path")
        guard speed.isFinite, speed >= 0 else {
            throw .invalid(
                "speed is \(speed); give 0 for as fast as possible, or a finite factor above 0 (1 is real time).")
        }
        let options = try hosted.mappingOptions(mapping)
        let recordings: [Recording]
        do {
            recordings = try Recording.loadEveryDevice(
                from: path, descriptionFile: description.map { String(cString: $0) })
        } catch {
            throw APIFailure(TR_ERROR_FILE, "\(error)")
        }
        // Of a file of several devices (libinput record --all), every
        // touchscreen and wheel; the rest are named in the log.
        let choice = RecordingDeviceChoice(recordings, player: .session)
        guard !choice.routed.isEmpty else { throw APIFailure(TR_ERROR_FILE, choice.refusal(of: recordings, in: path)) }
        for skipped in choice.skipped {
            Log.shared.write("\(path): \(choice.sentence(for: skipped, of: recordings))", priority: TR_LOG_INFO)
        }
        var devices: [(recording: Recording, mapping: CoordinateMapping)] = []
        for index in choice.routed {
            do {
                devices.append(
                    (recordings[index], try hosted.mapping(for: recordings[index].description, options: options)))
            } catch {
                throw APIFailure(TR_ERROR_FILE, "\(error)")
            }
        }
        hosted.logUnmatchedRules(recorded: devices.map(\.recording.description), path: path)
        try hosted.owner.routing("tr_session_open_recording") {
            hosted.session.addRecording(
                devices: devices, pace: speed == 0 ? .asFastAsPossible : .realTime(speed: speed))
        }
    }
}

@_cdecl("tr_session_fd")
public func trSessionFd(_ session: OpaquePointer?, _ fd: UnsafeMutablePointer<Int32>?) -> tr_status {
    exported { () throws(APIFailure) in
        let fd = try required(fd, "fd")
        fd.pointee = try HostedSession.from(session).session.pollDescriptor
    }
}

@_cdecl("tr_session_dispatch")
public func trSessionDispatch(_ session: OpaquePointer?, _ state: UnsafeMutablePointer<tr_input_state>?) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedSession.from(session)
        let outcome = try hosted.owner.routing("tr_session_dispatch") { hosted.session.dispatch() }
        switch outcome {
        case .active: state?.pointee = TR_INPUT_ACTIVE
        case .ended: state?.pointee = TR_INPUT_ENDED
        case .deviceRemoved(let node):
            // One of several going away is only a device event.
            if hosted.session.hasActiveInput {
                state?.pointee = TR_INPUT_ACTIVE
            } else {
                throw APIFailure(TR_ERROR_DEVICE_REMOVED, DeviceError(device: node, reason: .removed).description)
            }
        case .failed(let error):
            // With other input going on, no status says so: the log does.
            guard hosted.session.hasActiveInput else { throw APIFailure(error) }
            Log.shared.write("\(error.description) The session's other input goes on.", priority: TR_LOG_ERROR)
            state?.pointee = TR_INPUT_ACTIVE
        }
    }
}

@_cdecl("tr_session_run")
public func trSessionRun(_ session: OpaquePointer?, _ stopFd: Int32) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedSession.from(session)
        guard hosted.session.hasInput || stopFd >= 0 else {
            throw APIFailure(
                TR_ERROR_STATE,
                "tr_session_run would never return: the session has no device or recording, and no stop descriptor was given. Open an input first, or pass a descriptor that becomes readable to stop."
            )
        }
        try hosted.owner.routing("tr_session_run") { () throws(APIFailure) in
            do throws(DeviceError) {
                try hosted.session.run(stoppingWhenReadable: stopFd >= 0 ? stopFd : nil)
            } catch {
                throw APIFailure(error)
            }
        }
    }
}

@_cdecl("tr_session_now")
public func trSessionNow(_ session: OpaquePointer?, _ now: UnsafeMutablePointer<Double>?) -> tr_status {
    exported { () throws(APIFailure) in
        let now = try required(now, "now")
        now.pointee = try HostedSession.from(session).session.windowTimeNow
    }
}

@_cdecl("tr_session_handle_frame")
public func trSessionHandleFrame(_ session: OpaquePointer?, _ contacts: UnsafePointer<tr_contact>?, _ count: Int)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let hosted = try HostedSession.from(session)
        try hosted.owner.route(
            timestamp: hosted.session.windowTimeNow, contacts: contacts, count: count, call: "tr_session_handle_frame")
    }
}
