import CTouchRoute
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

extension HostedSession {
    /// The `tr_session_add_map` rules and the layout file's `outputs:` over
    /// the window as it is now.
    func outputMap() throws(APIFailure) -> OutputMap {
        do {
            return try OutputMap(windowSize: owner.window.bounds.size, rules: rules, outputs: owner.outputs)
        } catch {
            throw .invalid("\(error)")
        }
    }

    /// The mapping of `device`, a touchscreen or a recording's device alike
    /// (`OutputMap`'s order): the first matching rule's region, else the
    /// layout output that lists or names it, else the whole window, over
    /// `options` (a `tr_mapping`). When the rules and outputs no longer fit
    /// together (a window resized since they were added), none of them is
    /// used: the device covers the window, and the log says why at
    /// TR_LOG_ERROR, so a map is never lost in silence.
    func mapping(for device: DeviceDescription, options: CoordinateMapping.Options) throws(CoordinateMappingError)
        -> CoordinateMapping
    {
        let map: OutputMap
        do {
            map = try outputMap()
        } catch {
            Log.shared.write(
                "The session of the window \"\(owner.window.name)\" maps \"\(device.name)\" onto the whole window: its tr_session_add_map rules and layout outputs no longer fit the window (\(error.message)). Add rules that fit the window's size now.",
                priority: TR_LOG_ERROR)
            return try CoordinateMapping(device: device, options: options)
        }
        return try map.coordinateMapping(for: device, base: options)
    }

    /// Log each `tr_session_add_map` rule that matches none of a recording's
    /// devices, at TR_LOG_ERROR: no device will come later, so the rule maps
    /// nothing, and the recording covers what the outputs or the window give.
    func logUnmatchedRules(recorded devices: [DeviceDescription], path: String) {
        guard let map = try? outputMap() else { return }
        let names = devices.map { "\"\(QuotedInput.printable($0.name))\"" }.joined(separator: ", ")
        for rule in map.unmatchedRules(among: devices) {
            Log.shared.write(
                "The tr_session_add_map rule '\(rule)' of the window \"\(owner.window.name)\" matches no device of the recording \(path) (recorded: \(names)); it is not used. Select the recorded device by its name, vendor:product, or its node as the recording names it (the recording's path for a file of one device).",
                priority: TR_LOG_ERROR)
        }
    }

    /// Send each device change to the log and to the C callback, with
    /// strings that live until it returns.
    func forwardDeviceChanges() {
        session.onDeviceChange = { [unowned self] change in
            log(change)
            guard let function = deviceCallback.function else { return }
            var event = tr_device_event()
            event.time = session.windowTimeNow
            let node: String
            let name: String
            let idPath: String?
            let reason: String?
            switch change {
            case .added(let device, let returning):
                event.change = TR_DEVICE_ADDED
                (node, name, idPath, reason) = (
                    device.node, device.description.name, device.description.udevProperties["ID_PATH"], nil
                )
                let region = device.mapping.region.rect
                event.region = tr_rect(x: region.minX, y: region.minY, width: region.width, height: region.height)
                event.returning = returning
            case .removed(let device, let cancelled):
                event.change = TR_DEVICE_REMOVED
                (node, name, idPath, reason) = (
                    device.node, device.description.name, device.description.udevProperties["ID_PATH"], nil
                )
                event.cancelled_touches = Int32(clamping: cancelled)
            case .refused(let refusedNode, let why):
                event.change = TR_DEVICE_REFUSED
                (node, name, idPath, reason) = (refusedNode, "", nil, why)
            }
            node.withCString { node in
                name.withCString { name in
                    Self.withOptionalCString(idPath) { idPath in
                        Self.withOptionalCString(reason) { reason in
                            event.node = node
                            event.name = name
                            event.id_path = idPath
                            event.reason = reason
                            function(deviceCallback.userData, &event)
                        }
                    }
                }
            }
        }
    }

    /// A touchscreen joining or leaving at TR_LOG_INFO, a refused one at TR_LOG_ERROR.
    private func log(_ change: DeviceChange) {
        switch change {
        case .added(let device, let returning):
            let region = device.mapping.region.rect
            Log.shared.write(
                "The touchscreen \"\(device.description.name)\" (\(device.node)) joined the session of the window \"\(owner.window.name)\", mapped onto \(region.width)x\(region.height)+\(region.minX)+\(region.minY)\(returning ? " as when it was last here" : "").",
                priority: TR_LOG_INFO)
        case .removed(let device, let cancelled):
            Log.shared.write(
                "The touchscreen \"\(device.description.name)\" (\(device.node)) left the session of the window \"\(owner.window.name)\"; \(cancelled) of its touches that were down were cancelled.",
                priority: TR_LOG_INFO)
        case .refused(let node, let reason):
            Log.shared.write(
                "The touchscreen \(node) was refused by the session of the window \"\(owner.window.name)\": \(reason)",
                priority: TR_LOG_ERROR)
        }
    }

    private static func withOptionalCString(_ text: String?, _ body: (UnsafePointer<CChar>?) -> Void) {
        if let text { text.withCString(body) } else { body(nil) }
    }
}
