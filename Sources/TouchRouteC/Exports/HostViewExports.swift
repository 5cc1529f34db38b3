import CTouchRoute
import TouchRoute

// tr_host_view_create, tr_participant_view_create, tr_participant_on_verdict: a
// widget the toolkit draws and handles itself, and one that competes for its
// touches in the arena and hears whether it won each.

@_cdecl("tr_host_view_create")
public func trHostViewCreate(
    _ window: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ frame: tr_rect,
    _ callbacks: UnsafePointer<tr_host_callbacks>?, _ userData: UnsafeMutableRawPointer?,
    _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    createHostView(window, name, frame, callbacks, userData, out) { name, frame, _ in
        HostView(name: name, frame: frame)
    }
}

@_cdecl("tr_participant_view_create")
public func trParticipantViewCreate(
    _ window: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ frame: tr_rect,
    _ callbacks: UnsafePointer<tr_host_callbacks>?, _ stance: tr_stance_fn?, _ userData: UnsafeMutableRawPointer?,
    _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    createHostView(window, name, frame, callbacks, userData, out) { name, frame, owner throws(APIFailure) in
        guard let stance else { throw .null("stance") }
        let participant = ParticipantHostView(name: name, frame: frame)
        participant.stanceHandler = { [unowned owner, unowned participant] touch in
            let handle = owner.cIdentity(of: participant).handle
            var c = owner.cTouch(touch, in: participant)
            let translation = touch.translation
            switch stance(userData, handle, &c, translation.dx, translation.dy) {
            case TR_STANCE_ACCEPT: return .accept
            case TR_STANCE_REJECT: return .reject
            default: return .hold
            }
        }
        return participant
    }
}

@_cdecl("tr_participant_on_verdict")
public func trParticipantOnVerdict(
    _ view: OpaquePointer?, _ callback: tr_verdict_fn?, _ userData: UnsafeMutableRawPointer?
) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedView.from(view)
        guard let participant = hosted.view as? ParticipantHostView else {
            throw hosted.wrongKind("tr_participant_on_verdict", needs: "a participant (tr_participant_view_create)")
        }
        guard let callback else {
            participant.verdictHandler = nil
            return
        }
        participant.verdictHandler = { [unowned owner = hosted.owner, unowned participant] touch, accepted in
            let handle = owner.cIdentity(of: participant).handle
            var c = owner.cTouch(touch, in: participant)
            callback(userData, handle, &c, accepted, owner.window.clock.now)
        }
    }
}

/// Check a host view's arguments, make it with `make`, and give it a handle
/// and its callbacks. `function` names the C call in messages.
private func createHostView(
    _ window: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ frame: tr_rect,
    _ callbacks: UnsafePointer<tr_host_callbacks>?, _ userData: UnsafeMutableRawPointer?,
    _ out: UnsafeMutablePointer<OpaquePointer?>?, function: StaticString = #function,
    _ make: (String, Rect, HostedWindow) throws(APIFailure) -> HostView
) -> tr_status {
    exported(function: function) { () throws(APIFailure) in
        let out = try required(out, "out")
        let owner = try HostedWindow.from(window)
        let name = try CArguments.string(name, "name")
        let frame = try CArguments.rect(frame, "frame")
        guard let callbacks else { throw .null("callbacks") }
        out.pointee = owner.host(try make(name, frame, owner), callbacks: callbacks.pointee, userData: userData)
    }
}

extension HostedWindow {
    /// Give `host` a handle and the C callbacks; returns the handle.
    func host(_ host: HostView, callbacks: tr_host_callbacks, userData: UnsafeMutableRawPointer?) -> OpaquePointer {
        let hosted = hosted(for: host)
        let handle = hosted.handle!
        if let pointInside = callbacks.point_inside {
            host.pointInsideHandler = { point in pointInside(userData, handle, point.x, point.y) }
        }
        if let touches = callbacks.touches {
            host.touchesHandler = { [unowned self, unowned host] phase, set, _ in
                // On the stack, per call: a host callback that makes another
                // host view hear touches must not find its own overwritten.
                withUnsafeTemporaryAllocation(of: tr_touch.self, capacity: HostedWindow.touchCapacity) { buffer in
                    let count = fill(buffer.baseAddress!, with: set, in: host)
                    touches(userData, handle, phase.cValue, buffer.baseAddress, count, window.clock.now)
                }
            }
        }
        return handle
    }

    /// Write `touches` into `buffer` as C touches in `view`'s coordinates;
    /// returns how many. A touch set never holds more touches than can be
    /// down, which is the buffer's capacity.
    func fill(_ buffer: UnsafeMutablePointer<tr_touch>, with touches: TouchSet, in view: View) -> Int {
        var count = 0
        for touch in touches where count < Self.touchCapacity {
            buffer[count] = cTouch(touch, in: view)
            count += 1
        }
        return count
    }

    /// A touch as a host view sees it: in its coordinates, and in the window's.
    func cTouch(_ touch: Touch, in view: View) -> tr_touch {
        let local = touch.location(in: view)
        return tr_touch(
            id: Int64(touch.id.rawValue), x: local.x, y: local.y, window_x: touch.location.x,
            window_y: touch.location.y, tap_count: Int32(clamping: touch.tapCount),
            interpolated: touch.isInterpolated)
    }
}
