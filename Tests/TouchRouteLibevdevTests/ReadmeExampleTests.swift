import Glibc
import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev
import TouchRouteRecordings

/// The README's live-device example, kept compiling. Without a touchscreen (as
/// on CI) it stops at `openTouchscreen` with the error a user would see.
@Suite struct ReadmeExampleTests {
    func readmeExample() throws {
        // --- README: reading a touchscreen ---
        let device = try openTouchscreen(path: nil, grab: false)  // the first touchscreen found
        let decoder = try TouchDecoder(device: device.description, snapshot: device.snapshot())
        let mapping = try CoordinateMapping(device: device.description, options: .init(screenSize: Size(800, 480)))
        let layout = DefaultLayout(screen: mapping.screenSize)
        let pipeline = TouchPipeline(
            reader: TouchReader(source: device, decoder: decoder), mapping: mapping,
            window: layout.window, timeOrigin: MonotonicClock.now())

        // Whenever device.pollDescriptor is readable:
        switch pipeline.dispatch() {
        case .drained: break  // wait for the descriptor again
        case .deviceRemoved, .endOfStream, .failed: break  // its touches were cancelled; stop watching it
        }
        // When the loop wakes with no input at layout.window.clock.nextDeadline
        // (window seconds), let the router's timers fire:
        if let deadline = layout.window.clock.nextDeadline { layout.window.advanceTime(to: deadline) }
        // --- end ---
    }

    func readmeSessionExample() throws {
        // --- README: driving TouchRoute from your main loop ---
        let device = try openTouchscreen(path: nil, grab: false)
        let mapping = try CoordinateMapping(device: device.description, options: .init(screenSize: Size(800, 480)))
        let layout = DefaultLayout(screen: mapping.screenSize)
        let session = try TouchSession(window: layout.window)
        try session.addDevice(device, mapping: mapping)

        // Watch session.pollDescriptor for POLLIN (g_unix_fd_add, QSocketNotifier,
        // your own poll) and, whenever it is readable:
        switch session.dispatch() {  // never blocks; a spurious call is harmless
        case .active: break
        case .ended: break  // a finite input ended: stop watching
        case .deviceRemoved(let node): print("\(node) went away; its touches were cancelled")
        case .failed(let error): print(error)
        }
        // Frames from the host's own input, on the session's clock:
        session.handle(
            TouchFrame(
                timestamp: session.windowTimeNow, contacts: [Contact(id: 0, phase: .began, location: Point(400, 200))]))
        // With layout.window.displaySync = .host, at each vsync:
        layout.window.displayFrame(at: session.windowTimeNow)
        // After moving the window yourself (an animated setContentOffset, scrollToPage):
        session.rearm()
        // --- end ---
        try session.run(stoppingWhenReadable: -1)
        let recording = try Recording.load(from: "swipe.evemu")
        session.addRecording(recording, mapping: mapping, pace: .realTime(speed: 1))
        session.addRecording(recording, mapping: mapping, pace: .asFastAsPossible)
    }

    /// The README's several-touchscreens example, run: here no touchscreen
    /// is present, so nothing joins, and the session waits for one.
    @Test func theHotplugExampleRunsAndWaitsForTouchscreens() throws {
        let layout = DefaultLayout(screen: Size(1280, 480))
        let session = try TouchSession(window: layout.window)
        // --- README: several touchscreens and hotplug ---
        let plan = try OutputMap(
            windowSize: Size(1280, 480),
            rules: [
                DeviceMappingRule(parsing: "touchroute-test-left=640x480+0+0"),
                DeviceMappingRule(parsing: "ILITEK*=640x480+640+0,rotate=180"),
            ])
        session.onDeviceChange = { change in
            switch change {
            case .added(let device, let returning):
                print("\(device.node) onto \(device.mapping.region)\(returning ? ", back" : "")")
            case .removed(let device, let cancelled):
                print("\(device.node) gone; \(cancelled) of its touches cancelled")
            case .refused(let node, let reason): print("\(node) refused: \(reason)")
            }
        }
        try session.followTouchscreens(
            TouchscreenWatch(seat: "seat0") { device throws(CoordinateMappingError) in
                try plan.coordinateMapping(for: device, base: .init(screenSize: Size(1280, 480)))
            })
        // --- end ---
        if access("/dev/input", F_OK) != 0 { #expect(session.devices.isEmpty) }
        #expect(session.dispatch() == .active, "a session that follows hotplug waits for touchscreens")
        #expect(session.hasActiveInput)
    }

    func readmeAsyncSessionExample(_ session: TouchSession) async throws {
        try await session.run()
    }

    @Test func theLiveDeviceExampleCompilesAndFailsClearlyWithoutADevice() {
        expectFailingClearlyWithoutADevice(readmeExample)
    }

    @Test func theSessionExampleCompilesAndFailsClearlyWithoutADevice() {
        expectFailingClearlyWithoutADevice(readmeSessionExample)
    }

    /// Without a touchscreen (as on CI), `example` stops at `openTouchscreen`
    /// with the error a user would see.
    private func expectFailingClearlyWithoutADevice(_ example: () throws -> Void) {
        do {
            try example()
        } catch let error as DeviceError {
            #expect([.noInputDirectory, .noTouchscreens, .permissionDenied].contains(error.reason))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
