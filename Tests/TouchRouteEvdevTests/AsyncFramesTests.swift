import Glibc
import Testing
import TouchRoute
import TouchRoutePlayback

@testable import TouchRouteEvdev

/// `TouchReader.frames()` over a `PipeEventSource`, whose descriptor becomes
/// readable as an evdev node's does.
@Suite struct AsyncFramesTests {
    static let script = PanelScript()
    static let touchDown = script.fingerDown(x: 10, y: 20)

    @Test func framesArriveAsTheDescriptorBecomesReadableAndEndWithTheDevice() async throws {
        let source = PipeEventSource(batches: [
            Self.touchDown,
            Self.script.move(x: 30, y: 20, at: .milliseconds(10)),
            [.deviceRemoved],
        ])
        let reader = TouchReader(source: source, decoder: try TouchDecoder(device: MappingFixtures.plain))
        source.release()
        source.release()
        source.release()
        var phases: [TouchPhase] = []
        for try await frame in reader.frames() {
            phases += frame.contacts.map(\.phase)
        }
        #expect(phases == [.began, .moved, .cancelled])
    }

    @Test func aFailedReadEndsTheSequenceWithTheError() async throws {
        let failure = DeviceError(device: "pipe", reason: .system(errno: EIO, call: "read", text: "I/O error"))
        let source = PipeEventSource(batches: [Self.touchDown, [.failed(failure)]])
        let reader = TouchReader(source: source, decoder: try TouchDecoder(device: MappingFixtures.plain))
        source.release()
        source.release()
        var phases: [TouchPhase] = []
        await #expect(throws: failure) {
            for try await frame in reader.frames() { phases += frame.contacts.map(\.phase) }
        }
        #expect(phases == [.began, .cancelled], "the touch that was down is cancelled before the error")
    }
}
