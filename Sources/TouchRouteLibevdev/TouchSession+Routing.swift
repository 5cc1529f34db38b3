import TouchRoute
import TouchRouteEvdev

/// Routing a step's input: the hotplug watch and a recording first, then the
/// devices' frames merged in time order, then letting go of ended devices.
extension TouchSession {
    /// Route every input that has not finished (the hotplug watch and a
    /// recording first, then the devices' frames in time order), then let go
    /// of the devices that ended. Returns a removal or failure, if one
    /// happened.
    func route(upTo until: Double) -> SessionOutcome {
        var outcome = SessionOutcome.active
        for input in inputs where !input.isFinished && input.asDevice == nil {
            note(input.route(upTo: until, in: self), in: &outcome)
        }
        routeDevicesInTimeOrder(upTo: until, outcome: &outcome)
        retireEndedDevices(outcome: &outcome)
        return outcome
    }

    /// Read every device ahead, then route the frame that happened first
    /// among them, with every frame of its device up to the next one's, until
    /// none holds a whole frame: one window has one clock, so a reader that
    /// woke late must not route one device's frames past another's earlier
    /// ones (see `FrameQueue`). A device read alone is routed as it is read.
    /// O(devices) per turn, nothing allocated.
    func routeDevicesInTimeOrder(upTo until: Double, outcome: inout SessionOutcome) {
        var reading = 0
        var alone: (any DeviceInput)?
        for input in inputs {
            guard let device = input.asDevice, !device.isFinished else { continue }
            reading += 1
            alone = device
        }
        if reading == 1, let alone {
            return note(alone.route(upTo: until, in: self), in: &outcome)
        }
        for input in inputs { input.asDevice?.readAhead() }
        while true {
            var earliest: (device: any DeviceInput, time: EventTime)?
            var runnerUp: EventTime?
            for input in inputs {
                guard let device = input.asDevice, let time = device.nextFrameTime else { continue }
                if let first = earliest, first.time <= time {
                    runnerUp = min(runnerUp ?? time, time)
                } else {
                    runnerUp = earliest?.time
                    earliest = (device, time)
                }
            }
            guard let earliest else { return }
            note(earliest.device.route(through: runnerUp, in: self), in: &outcome)
        }
    }

    /// Keep a removal or failure `routed` as the dispatch's outcome.
    func note(_ routed: SessionOutcome, in outcome: inout SessionOutcome) {
        if routed != .active && routed != .ended { outcome = routed }
    }

    /// Stop watching each device whose stream ended (it was unplugged, failed,
    /// or a test's pipe closed), say so through `onDeviceChange`, and drop it,
    /// closing its descriptor: a session that sees panels come and go for
    /// months holds only the ones present. O(inputs), nothing allocated
    /// unless one ended.
    func retireEndedDevices(outcome: inout SessionOutcome) {
        guard inputs.contains(where: { $0.isFinished && $0.asDevice != nil }) else { return }
        for input in inputs.lazy.compactMap(\.asDevice) where input.isFinished {
            if let descriptor = input.pollDescriptor { epoll.remove(descriptor) }
            retiredEventCount += input.eventCount
            rememberedMappings[input.device.key] = input.device.mapping.options
            if input.wasRemoved && outcome == .active { outcome = .deviceRemoved(input.name) }
            onDeviceChange?(.removed(input.device, cancelledTouches: input.cancelledAtEnd))
        }
        inputs.removeAll { $0.isFinished && $0.asDevice != nil }
    }
}
