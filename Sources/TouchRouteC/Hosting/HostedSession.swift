import CTouchRoute
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

/// A session as the C API holds it: a `TouchSession` driving a hosted window.
final class HostedSession {
    let session: TouchSession
    unowned let owner: HostedWindow
    private(set) var handle: OpaquePointer!
    /// `tr_session_add_map` rules, first match first.
    var rules: [DeviceMappingRule] = []
    var deviceCallback = CCallback<tr_device_fn>()

    init(session: TouchSession, owner: HostedWindow) {
        self.session = session
        self.owner = owner
        handle = HandleTable.shared.insert(self, kind: .session)
        forwardDeviceChanges()
        Log.shared.write("A session for the window \"\(owner.window.name)\" was created.", priority: TR_LOG_DEBUG)
    }

    static func from(_ handle: OpaquePointer?, _ role: String = "session") throws(APIFailure) -> HostedSession {
        try HandleTable.shared.object(handle, kind: .session, as: HostedSession.self, role: role)
    }

    /// Re-arm the session's timer after the window changed outside a dispatch.
    func rearm() { session.rearm() }

    /// Release the handle; the window goes on without a session.
    func destroy() {
        HandleTable.shared.remove(handle)
        handle = nil
        Log.shared.write("The session of the window \"\(owner.window.name)\" was destroyed.", priority: TR_LOG_DEBUG)
    }

    /// The mapping onto the whole window, from C options (NULL: the defaults).
    func mappingOptions(_ c: UnsafePointer<tr_mapping>?) throws(APIFailure) -> CoordinateMapping.Options {
        var options = CoordinateMapping.Options(screenSize: owner.window.bounds.size)
        guard let c = c?.pointee else { return options }
        guard let rotation = Rotation(degrees: Int(c.rotation)) else {
            throw .invalid("mapping.rotation is \(c.rotation); give 0, 90, 180 or 270 (degrees clockwise).")
        }
        options.rotation = rotation
        if c.flip_horizontal { options.flips.insert(.horizontal) }
        if c.flip_vertical { options.flips.insert(.vertical) }
        if c.has_calibration {
            let values = withUnsafeBytes(of: c.calibration) { Array($0.bindMemory(to: Double.self)) }
            guard values.allSatisfy(\.isFinite) else {
                throw .invalid(
                    "mapping.calibration holds \(values); give 6 finite numbers, libinput's row-major 2×3 matrix.")
            }
            options.calibration = CalibrationMatrix(values[0], values[1], values[2], values[3], values[4], values[5])
        }
        return options
    }
}
