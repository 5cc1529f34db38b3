import TouchRouteEvdev

/// Open a touchscreen for reading: the given node, checked to be a
/// touchscreen, or else the first touchscreen found.
///
/// The check is udev's `ID_INPUT_TOUCHSCREEN` when udev knows the node
/// (`ID_INPUT` is set), else the capability check `input_id` makes.
public func openTouchscreen(path: String?, grab: Bool, discovery: TouchscreenDiscovery = TouchscreenDiscovery())
    throws(DeviceError) -> LibevdevDevice
{
    let chosen: String
    if let path { chosen = path } else { chosen = try discovery.touchscreens()[0].source }
    let device = try LibevdevDevice(path: chosen)
    let kind = DeviceKind(device.description)
    let properties = device.description.udevProperties
    let isTouchscreen = properties["ID_INPUT"] == "1" ? properties["ID_INPUT_TOUCHSCREEN"] == "1" : kind == .touchscreen
    guard isTouchscreen else {
        throw DeviceError(device: chosen, reason: .notATouchscreen(kind == .touchscreen ? .other : kind))
    }
    if grab { try device.grab() }
    return device
}
