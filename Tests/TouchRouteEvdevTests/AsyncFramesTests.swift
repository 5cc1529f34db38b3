import Glibc
import Testing
import TouchRoute
import TouchRouteTesting
@testable import TouchRouteEvdev

/// `TouchReader.frames()` over a `PipeEventSource`, whose descriptor becomes
/// readable as an evdev node's does.
@Suite struct AsyncFramesTests {
    static func event(_ ms: Int, _ type: UInt16, _ code: UInt16, _ value: Int32) -> EventRead {
        .event(InputEvent(time: EventTime(seconds: 0, microseconds: ms * 1000), type: type, code: code, value: value))
    }

    static let touchDown: [EventRead] = [
        event(0, EventType.absolute, AbsoluteAxisCode.trackingID, 1),
        event(0, EventType.absolute, AbsoluteAxisCode.positionX, 10),
        event(0, EventType.absolute, AbsoluteAxisCode.positionY, 20),
        event(0, EventType.synchronization, SynchronizationCode.report, 0),
    ]

    @Test func framesArriveAsTheDescriptorBecomesReadableAndEndWithTheDevice() async throws {
        let source = PipeEventSource(batches: [
            Self.touchDown,
            [Self.event(10, EventType.absolute, AbsoluteAxisCode.positionX, 30),
             Self.event(10, EventType.synchronization, SynchronizationCode.report, 0)],
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
