import TouchRouteEvdev

/// Open a touchscreen for reading: the given node, checked to be a touchscreen,
/// or else the first touchscreen found.
public func openTouchscreen(path: String?, grab: Bool, discovery: TouchscreenDiscovery = TouchscreenDiscovery()) throws(DeviceError) -> LibevdevDevice {
    let chosen: String
    if let path { chosen = path } else { chosen = try discovery.touchscreens()[0].source }
    let device = try LibevdevDevice(path: chosen)
    let kind = DeviceKind(device.description)
    guard kind == .touchscreen else { throw DeviceError(device: chosen, reason: .notATouchscreen(kind)) }
    if grab { try device.grab() }
    return device
}
