import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback
import TouchRouteTesting

@testable import TouchRouteLibevdev

/// Several touchscreens in one session: distinct touches, removal that
/// cancels only the removed device's touches, device records, and a device
/// that comes back. Pipes stand in for devices; the kernel tests do the same
/// with uinput panels and a real udevd.
@Suite struct TouchSessionDevicesTests {
    /// The fixture's session and pipe ("pipe", a finger on list0's row 1),
    /// a second pipe ("second", a finger lower down the same list) and what
    /// `onDeviceChange` said.
    final class TwoPanels {
        let fixture: SessionFixture
        let first: PipeEventSource
        let second: PipeEventSource
        var changes: [String] = []

        init(first: [[EventRead]], second: [[EventRead]]) throws {
            fixture = try SessionFixture(batches: nil)
            self.first = PipeEventSource(name: "pipe", batches: first)
            self.second = PipeEventSource(name: "second", batches: second)
            let session = fixture.session
            session.onDeviceChange = { [unowned self] change in
                switch change {
                case .added(let device, let returning):
                    changes.append("added \(device.node)\(returning ? " (returning)" : "")")
                case .removed(let device, let cancelled):
                    changes.append("removed \(device.node), \(cancelled) cancelled")
                case .refused(let node, let reason): changes.append("refused \(node): \(reason)")
                }
            }
            try session.addSource(self.first, decoder: try Self.decoder(session), mapping: try SessionFixture.mapping())
            try session.addSource(
                self.second, decoder: try Self.decoder(session), mapping: try SessionFixture.mapping())
        }

        static func decoder(_ session: TouchSession) throws -> TouchDecoder {
            try TouchDecoder(device: PanelScript.panel, numbering: session.contactNumbering)
        }
    }

    static let secondFinger = SessionFixture.script.fingerDown(x: 300, y: 300)

    @Test func touchesFromTwoDevicesAreDistinctTouchesInOneWindow() throws {
        let panels = try TwoPanels(first: [SessionFixture.fingerDown], second: [Self.secondFinger])
        panels.first.release()
        panels.second.release()
        #expect(panels.fixture.session.dispatch() == .active)
        let window = panels.fixture.layout.window
        #expect(window.activeTouches.count == 2, "each panel's slot 0 is its own touch")
        #expect(Set(window.activeTouches.map(\.id)).count == 2)
        #expect(panels.changes == ["added pipe", "added second"])
        #expect(panels.fixture.session.devices.map(\.node) == ["pipe", "second"])
    }

    @Test func aRemovedDeviceCancelsOnlyItsOwnTouchOnceAndTheOtherGoesOn() throws {
        let panels = try TwoPanels(
            first: [SessionFixture.fingerDown, [.deviceRemoved]],
            second: [Self.secondFinger, SessionFixture.lift(at: 40)])
        panels.first.release()
        panels.second.release()
        _ = panels.fixture.session.dispatch()
        panels.first.time = EventTime(seconds: 100, microseconds: 20_000)
        panels.first.release()
        #expect(panels.fixture.session.dispatch() == .deviceRemoved("pipe"))
        #expect(panels.changes == ["added pipe", "added second", "removed pipe, 1 cancelled"])
        let window = panels.fixture.layout.window
        #expect(window.activeTouches.count == 1, "the second panel's finger is still down")
        panels.second.release()
        #expect(panels.fixture.session.dispatch() == .active, "the second panel is still read")
        #expect(window.activeTouches.isEmpty)
        let trace = panels.fixture.trace
        #expect(trace.exactlyOnceViolations.isEmpty)
        let cancelled = Set(trace.deliveries.filter { $0.phase == .cancelled }.map(\.touch))
        let ended = Set(trace.deliveries.filter { $0.phase == .ended }.map(\.touch))
        #expect(cancelled.count == 1 && ended.count == 1 && cancelled.isDisjoint(with: ended))
        // The trace says why, once, at the view the touch was hit-tested to, before the cancels.
        let why = trace.decisions.filter { $0.outcome == .cancelled && $0.target == nil }
        #expect(why.map(\.rule) == [DecisionRule.deviceRemoved] && Set(why.map(\.touch)) == cancelled)
        #expect(
            why.first?.view === trace.deliveries.first { cancelled.contains($0.touch) }?.view, "its first recipient")
        let decisionIndex = trace.records.firstIndex {
            if case .decision(let d) = $0 { d.target == nil && d.outcome == .cancelled } else { false }
        }
        let firstCancel = trace.records.firstIndex {
            if case .delivery(let d) = $0 { d.phase == .cancelled } else { false }
        }
        #expect(decisionIndex != nil && firstCancel != nil && decisionIndex! < firstCancel!)
        #expect(panels.fixture.session.devices.map(\.node) == ["second"], "the removed device is let go")
        #expect(panels.fixture.session.eventCount == 10, "its events still count")
    }

    /// A finger on the first panel at 0, 10, 20 and 30 ms, and one on the
    /// second at 5, 15, 25 and 35 ms: both panels' frames waiting when the
    /// session is dispatched, as when a reader wakes late.
    static func interleavedFingers() -> (first: [EventRead], second: [EventRead]) {
        let script = SessionFixture.script
        let first =
            script.fingerDown(x: 300, y: 100) + script.move(x: 300, y: 120, at: .milliseconds(10))
            + script.move(x: 300, y: 140, at: .milliseconds(20)) + script.lift(at: .milliseconds(30))
        let second =
            script.fingerDown(x: 300, y: 300, at: .milliseconds(5)) + script.move(x: 300, y: 280, at: .milliseconds(15))
            + script.move(x: 300, y: 260, at: .milliseconds(25)) + script.lift(at: .milliseconds(35))
        return (first, second)
    }

    @Test func framesWaitingOnTwoDevicesAreRoutedInTimeOrderAcrossThem() throws {
        let fingers = Self.interleavedFingers()
        let panels = try TwoPanels(first: [fingers.first], second: [fingers.second])
        panels.first.release()
        panels.second.release()
        #expect(panels.fixture.session.dispatch() == .active)
        let trace = panels.fixture.trace
        #expect(trace.problems.map(\.message) == [], "no frame comes before the one routed before it")
        let times = trace.deliveries.map(\.time)
        #expect(times == times.sorted())
        let reports = trace.deliveries.filter { !$0.isInterpolated }.map(\.time)
        #expect(Set(reports) == [0, 0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035], "each frame at its own time")
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aFrameSplitAcrossReadsWaitsForItsReportAndStillGoesInTimeOrder() throws {
        let script = SessionFixture.script
        let down = script.fingerDown(x: 300, y: 100, at: .milliseconds(10))
        let panels = try TwoPanels(
            first: [Array(down.prefix(2)), Array(down.dropFirst(2)) + script.lift(at: .milliseconds(30))],
            second: [script.fingerDown(x: 300, y: 300, at: .milliseconds(5)) + script.lift(at: .milliseconds(20))])
        panels.first.release()
        _ = panels.fixture.session.dispatch()
        #expect(panels.fixture.trace.deliveries.isEmpty, "half a frame is not routed")
        panels.first.release()
        panels.second.release()
        _ = panels.fixture.session.dispatch()
        let trace = panels.fixture.trace
        #expect(trace.problems.map(\.message) == [])
        #expect(Array(Set(trace.deliveries.map(\.time))).sorted() == [0.005, 0.01, 0.02, 0.03])
        #expect(trace.deliveries.map(\.time) == trace.deliveries.map(\.time).sorted())
    }

    @Test func aRemovalIsRoutedAfterTheFramesTheOtherDeviceHasWaiting() throws {
        let fingers = Self.interleavedFingers()
        let panels = try TwoPanels(
            first: [SessionFixture.fingerDown + [.deviceRemoved]], second: [fingers.second])
        panels.first.time = EventTime(seconds: 100, microseconds: 40_000)
        panels.first.release()
        panels.second.release()
        #expect(panels.fixture.session.dispatch() == .deviceRemoved("pipe"))
        let trace = panels.fixture.trace
        #expect(trace.problems.map(\.message).allSatisfy { $0.contains("was removed") })
        let times = trace.deliveries.map(\.time)
        #expect(times == times.sorted())
        #expect(trace.deliveries.last?.phase == .cancelled, "the first panel's finger, cancelled at its removal")
        #expect(panels.changes == ["added pipe", "added second", "removed pipe, 1 cancelled"])
    }

    @Test func aSessionEndsWhenItsLastDeviceHasGoneAndRunSaysWhichWentLast() throws {
        let panels = try TwoPanels(first: [[.deviceRemoved]], second: [[.deviceRemoved]])
        panels.first.release()
        #expect(panels.fixture.session.dispatch() == .deviceRemoved("pipe"))
        panels.second.release()
        #expect(throws: DeviceError(device: "second", reason: .removed)) { try panels.fixture.session.run() }
        #expect(panels.changes.suffix(2) == ["removed pipe, 0 cancelled", "removed second, 0 cancelled"])
    }

    @Test func aDeviceThatComesBackIsReturningAndKeepsTheMappingSetForIt() throws {
        let panels = try TwoPanels(first: [[.deviceRemoved]], second: [])
        let session = panels.fixture.session
        var turned = CoordinateMapping.Options()
        turned.rotation = .clockwise90
        try session.setMapping(turned, forDeviceAt: "pipe")
        #expect(session.devices.first?.mapping.rotation == .clockwise90)
        panels.first.release()
        _ = session.dispatch()
        let key = DeviceKey(PanelScript.panel)
        #expect(session.rememberedMappings[key]?.rotation == .clockwise90)
        let again = PipeEventSource(name: "pipe-again", batches: [])
        try session.addSource(again, decoder: try TwoPanels.decoder(session), mapping: try SessionFixture.mapping())
        #expect(panels.changes.last == "added pipe-again (returning)")
    }

    @Test func aDeviceIsKeyedByItsIDPathElseByNameAndVendorProduct() {
        var panel = PanelScript.panel
        panel.identity = DeviceIdentity(bus: 3, vendor: 0x0eef, product: 0x1, version: 1)
        #expect(DeviceKey(panel).text == "\(panel.name) 0eef:0001")
        panel.udevProperties["ID_PATH"] = "pci-0000:00:14.0-usb-0:2:1.0"
        #expect(DeviceKey(panel).text == "ID_PATH=pci-0000:00:14.0-usb-0:2:1.0")
    }

    @Test func noDeviceJoinsASessionThatPlaysARecording() throws {
        let fixture = try SessionFixture(batches: nil)
        let recording = Recording(path: "drag.evemu", format: .evemu, description: PanelScript.panel, events: [])
        fixture.session.addRecording(recording, mapping: try SessionFixture.mapping(), pace: .asFastAsPossible)
        let pipe = PipeEventSource(name: "pipe", batches: [])
        #expect(throws: DeviceError(device: "pipe", reason: .sessionInUse(by: "drag.evemu"))) {
            try fixture.session.addSource(
                pipe, decoder: try TwoPanels.decoder(fixture.session), mapping: try SessionFixture.mapping())
        }
    }

    @Test func setMappingForANodeTheSessionDoesNotReadIsNotFound() throws {
        let panels = try TwoPanels(first: [], second: [])
        #expect(throws: DeviceError(device: "/dev/input/event9", reason: .notFound)) {
            try panels.fixture.session.setMapping(CoordinateMapping.Options(), forDeviceAt: "/dev/input/event9")
        }
    }
}
