import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev
import TouchRouteRecordings

extension RecordCommand {
    /// Record `touchscreens` into one `libinput record` file, as `libinput
    /// record --all` writes one, until Ctrl-C or until every one is gone.
    ///
    /// The format lists each device's events after its description, so the
    /// file is written when the recording stops: until then each device's
    /// events wait in an `EventSpool`. Times count from the first event of
    /// any device, so the devices' frames keep their order and gaps. A device
    /// unplugged, or failing, meanwhile keeps what it recorded; the others go
    /// on. Once every one has gone, the file is written and the command fails
    /// (as `record` of one device does when it goes), saying what it holds.
    func recordSeveral(_ touchscreens: [LibevdevDevice], into spools: [EventSpool], to file: Int32) throws {
        let destination = output ?? "standard output"
        printError("recording \(touchscreens.count) touchscreens to \(destination); Ctrl-C stops:")
        for touchscreen in touchscreens { printError("  \(touchscreen.path) (\(touchscreen.description.name))") }

        let interrupt = InterruptSignal.install()
        var descriptors = touchscreens.map { pollfd(fd: $0.pollDescriptor, events: Int16(POLLIN), revents: 0) }
        descriptors.append(pollfd(fd: interrupt, events: Int16(POLLIN), revents: 0))
        var reading = touchscreens.count
        var stops: [String] = []
        while reading > 0 {
            _ = poll(&descriptors, nfds_t(descriptors.count), -1)
            // Every device is drained, even after Ctrl-C: what they sent before is kept.
            for (index, touchscreen) in touchscreens.enumerated() where descriptors[index].fd >= 0 {
                let spool = spools[index]
                let stop = drain(touchscreen, recorded: { spool.count }, record: spool.append)
                try spool.flush()
                if let stop {
                    // poll() skips a negative descriptor.
                    descriptors[index].fd = -1
                    reading -= 1
                    stops.append("\(stop)")
                    if reading > 0 { printError("\(stop) Still recording the other touchscreens.") }
                }
            }
            if descriptors[touchscreens.count].revents != 0 { break }
        }

        let origin = spools.compactMap(\.firstTime).min() ?? EventTime(totalMicroseconds: 0)
        let devices = zip(touchscreens, spools).map { touchscreen, spool in
            LibinputRecordDevice(description: touchscreen.description, node: touchscreen.path, events: spool.events)
        }
        try RecordingConversion.writeLibinputRecord(devices, origin: origin) { bytes in
            if let error = writeAll(bytes, to: file) {
                throw CommandFailure("cannot write to \(destination): \(String(cString: strerror(error))).")
            }
        }
        if let spool = spools.first(where: { $0.readError != nil }), let error = spool.readError {
            throw CommandFailure(
                "cannot read back \(spool.device)'s events from their temporary file: \(String(cString: strerror(error))); "
                    + "\(destination) holds only part of them.")
        }
        let total = spools.reduce(0) { $0 + $1.count }
        let recorded = "recorded \(total) events of \(touchscreens.count) touchscreens to \(destination)."
        guard reading > 0 else {
            // Every one went away or failed: the last one's reason, and what was kept.
            throw CommandFailure("\(stops.last ?? "every touchscreen stopped.") The recording stopped: \(recorded)")
        }
        printError(recorded)
    }
}
