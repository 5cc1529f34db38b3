import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

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
        case .drained: break                              // wait for the descriptor again
        case .deviceRemoved, .endOfStream, .failed: break // its touches were cancelled; stop watching it
        }
        // When the loop wakes with no input at layout.window.clock.nextDeadline
        // (window seconds), let the router's timers fire:
        if let deadline = layout.window.clock.nextDeadline { layout.window.advanceTime(to: deadline) }
        // --- end ---
    }

    @Test func theLiveDeviceExampleCompilesAndFailsClearlyWithoutADevice() {
        do {
            try readmeExample()
        } catch let error as DeviceError {
            #expect([.noInputDirectory, .noTouchscreens, .permissionDenied].contains(error.reason))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
