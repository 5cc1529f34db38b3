import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback

/// `PanelScript`: a finger's reads decode as the panel's finger, at the base time.
@Suite struct PanelScriptTests {
    @Test func aScriptedFingerDecodesAsOneTouchDownMovedAndLiftedAtItsTimes() throws {
        let script = PanelScript(baseSeconds: 100)
        let decoder = try TouchDecoder(device: PanelScript.panel)
        var frames: [DeviceFrame] = []
        for read in script.fingerDown(x: 300, y: 100) + script.move(x: 310, y: 100, at: .milliseconds(1_016))
            + script.lift(at: .milliseconds(1_032))
        {
            guard case .event(let event) = read else { continue }
            decoder.decode(event) { frames.append($0) }
        }
        #expect(frames.map { $0.contacts.map(\.phase) } == [[.began], [.moved], [.ended]])
        #expect(
            frames.map(\.time) == [
                script.time(at: .milliseconds(0)), script.time(at: .milliseconds(1_016)),
                script.time(at: .milliseconds(1_032)),
            ])
        #expect(script.time(at: .milliseconds(1_016)) == EventTime(seconds: 101, microseconds: 16_000))
        #expect(frames[0].contacts[0].position.x == 300 && frames[0].contacts[0].position.y == 100)
    }
}
