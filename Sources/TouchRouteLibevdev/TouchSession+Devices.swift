import Glibc
import TouchRouteEvdev

extension TouchSession {
    /// The touchscreens being read, in the order they joined.
    public var devices: [SessionDevice] {
        inputs.compactMap { $0.asDevice?.device }
    }

    /// Read every touchscreen `watch` takes: those present now, and each one
    /// plugged in later, until it is unplugged. Each joins with
    /// `onDeviceChange` saying `.added`; one that cannot be opened or mapped
    /// is `.refused`, with why. A device that goes away cancels its own
    /// touches (once) and is `.removed`; the session goes on, waiting for
    /// more. With udevd, udev says what is a touchscreen and which seat it is
    /// on; without it, the kernel's hotplug events and a capability check
    /// stand in (and no device is on a seat other than seat0).
    /// - Throws: `DeviceError` when the hotplug monitor cannot start.
    public func followTouchscreens(_ watch: TouchscreenWatch) throws(DeviceError) {
        if let refusal = refusal(of: "the touchscreen watch", isDevice: true) { throw refusal }
        let usesUdev = Udev.isRunning()
        let udev = try Udev()
        // Listen before looking, so a device plugged in meanwhile is not missed
        // (one seen twice is taken once).
        let monitor = try UdevMonitor(udev: udev, source: usesUdev ? .udev : .kernel)
        try epoll.add(
            monitor.pollDescriptor, for: monitor.source == .udev ? "the udev monitor" : "the kernel's uevents")
        inputs.append(HotplugInput(monitor: monitor, watch: watch))
        isFollowingTouchscreens = true
        if usesUdev {
            for device in udev.inputDevices() { take(device, checkingCapabilities: false, for: watch) }
            return
        }
        var unreadable: [DeviceError] = []
        let before = devices.count
        for node in TouchscreenDiscovery().eventNodes() {
            take(
                UdevInputDevice(node: node, name: "", properties: [:]), checkingCapabilities: true, for: watch,
                unreadable: &unreadable)
        }
        // Without udev every node is opened, keyboards too: their permission
        // errors matter only when no touchscreen could be read.
        if devices.count == before {
            for error in unreadable {
                onDeviceChange?(.refused(node: error.device, reason: watch.describesRefusal(error)))
            }
        }
    }

    /// Map the device at `node` with `options` from now on (its touches that
    /// are down move to the new place), and again if it is unplugged and
    /// comes back.
    /// - Throws: `CoordinateMappingError` when the options do not suit the
    ///   device; `DeviceError` `.notFound` when the session reads no device
    ///   at `node`.
    public func setMapping(_ options: CoordinateMapping.Options, forDeviceAt node: String) throws {
        guard let input = deviceInput(atNode: node) else { throw DeviceError(device: node, reason: .notFound) }
        let mapping = try CoordinateMapping(device: input.device.description, options: options)
        input.setMapping(mapping)
    }

    /// Take `candidate` if `watch` wants it: a touchscreen on the watch's seat
    /// (by udev's properties, or by its capabilities when
    /// `checkingCapabilities`), or with `includesPointers` a mouse with a
    /// wheel or a touchpad, accepted, opened and mapped. Anything else is
    /// passed over in silence; a failure to open or map is `.refused`.
    func take(_ candidate: UdevInputDevice, checkingCapabilities: Bool, for watch: TouchscreenWatch) {
        var unreadable: [DeviceError] = []
        take(candidate, checkingCapabilities: checkingCapabilities, for: watch, unreadable: &unreadable)
        for error in unreadable { onDeviceChange?(.refused(node: error.device, reason: watch.describesRefusal(error))) }
    }

    private func take(
        _ candidate: UdevInputDevice, checkingCapabilities: Bool, for watch: TouchscreenWatch,
        unreadable: inout [DeviceError]
    ) {
        if deviceInput(atNode: candidate.node) != nil { return }
        // A mouse or touchpad passes udev's check here; its wheel or fingers
        // are checked once opened.
        let maybePointer = watch.includesPointers && candidate.isPointerOnSeat(watch.seat)
        if !checkingCapabilities && !maybePointer
            && TouchscreenDiscovery.verdict(on: candidate, seat: watch.seat) != .touchscreen
        {
            return
        }
        if checkingCapabilities && watch.seat != UdevInputDevice.defaultSeat { return }
        let device: LibevdevDevice
        do {
            device = try LibevdevDevice(path: candidate.node, udevProperties: candidate.properties)
        } catch {
            // A mouse or touchpad the user may not read (udev's rule grants
            // touchscreens only) is passed over: it may not even have a wheel.
            if !maybePointer || TouchscreenDiscovery.verdict(on: candidate, seat: watch.seat) == .touchscreen {
                unreadable.append(error)
            }
            return
        }
        let isPointer = watch.includesPointers && device.description.isPointerDevice
        if (checkingCapabilities || maybePointer) && !device.description.isTouchscreenForTouchRoute && !isPointer {
            return
        }
        guard watch.accepts(device.description) else { return }
        do {
            if watch.grab { try device.grab() }
            let key = DeviceKey(device.description)
            let mapping =
                try rememberedMappings[key].map { options throws(CoordinateMappingError) in
                    try CoordinateMapping(device: device.description, options: options)
                } ?? watch.mapping(device.description)
            try addDevice(device, mapping: mapping)
        } catch {
            onDeviceChange?(.refused(node: candidate.node, reason: watch.describesRefusal(error)))
        }
    }

    /// End the device at `node` as removed, if the session reads it and its
    /// read has not said so already: udev's `remove` can come first.
    func endDevice(atNode node: String) {
        guard let input = deviceInput(atNode: node) else { return }
        input.endAsRemoved(in: self)
        afterTimers?()
    }

    private func deviceInput(atNode node: String) -> (any DeviceInput)? {
        inputs.lazy.compactMap(\.asDevice).first { $0.name == node && !$0.isFinished }
    }
}
