import TouchRouteEvdev

/// Open a touchscreen for reading: the given node, or else the first
/// touchscreen found.
///
/// A node found is a touchscreen by `DeviceDescription.isTouchscreenForTouchRoute`.
/// A node given by name is read whenever it reports positions, as a user
/// who names a device means it: when the rule would not have picked it,
/// `warn` hears a sentence that says so and why. One that reports no
/// positions (a keyboard) is refused, unless `anyNamedDevice` (`record`,
/// which records whatever it is asked to), or it is a mouse with a wheel or
/// a touchpad (`DeviceDescription.isPointerDevice`), read without a
/// warning: it scrolls the view under its pointer.
public func openTouchscreen(
    path: String?, grab: Bool, discovery: TouchscreenDiscovery = TouchscreenDiscovery(),
    anyNamedDevice: Bool = false, warn: (String) -> Void = { _ in }
) throws(DeviceError) -> LibevdevDevice {
    let chosen: String
    if let path { chosen = path } else { chosen = try discovery.touchscreens()[0].source }
    let device = try LibevdevDevice(path: chosen)
    let description = device.description
    // A mouse with a wheel or a touchpad, named, is read as the pointer it
    // is: it scrolls the view under it.
    if !description.isTouchscreenForTouchRoute && !(path != nil && description.isPointerDevice) {
        let kind = DeviceKind(description)
        guard path != nil, description.reportsPositions || anyNamedDevice else {
            throw DeviceError(device: chosen, reason: .notATouchscreen(kind == .touchscreen ? .other : kind))
        }
        warn(
            "\(chosen) (\"\(description.name)\") is read because it was named, though \(kind.explanation), so it would not have been picked as a touchscreen on its own."
        )
    }
    if grab { try device.grab() }
    return device
}
