import Glibc
import Testing
import TouchRoute
@testable import TouchRouteEvdev

/// `TouchReader.frames()` over a source whose descriptor is a pipe: a byte
/// written to the pipe makes it readable, as an event does an evdev node.
@Suite struct AsyncFramesTests {
    /// Plays a list of reads, one batch per byte written to its pipe.
    final class PipeSource: PollableEventSource, @unchecked Sendable {
        let name = "pipe"
        let pollDescriptor: Int32
        let writeEnd: Int32
        private var batches: [[EventRead]]
        private var current: [EventRead] = []

        init(batches: [[EventRead]]) {
            var ends: [Int32] = [-1, -1]
            _ = pipe(&ends)
            _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
            pollDescriptor = ends[0]
            writeEnd = ends[1]
            self.batches = batches
        }

        deinit {
            close(pollDescriptor)
            close(writeEnd)
        }

        /// Make the next batch readable.
        func signal() {
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }

        func nextEvent() -> EventRead {
            if current.isEmpty {
                var byte: UInt8 = 0
                guard read(pollDescriptor, &byte, 1) == 1, !batches.isEmpty else { return .wouldBlock }
                current = batches.removeFirst()
            }
            return current.isEmpty ? .wouldBlock : current.removeFirst()
        }

        func nextResyncEvent() -> EventRead { .wouldBlock }
        func currentTime() -> EventTime { EventTime(seconds: 9, microseconds: 0) }
    }

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
        let source = PipeSource(batches: [
            Self.touchDown,
            [Self.event(10, EventType.absolute, AbsoluteAxisCode.positionX, 30),
             Self.event(10, EventType.synchronization, SynchronizationCode.report, 0)],
            [.deviceRemoved],
        ])
        let reader = TouchReader(source: source, decoder: try TouchDecoder(device: MappingFixtures.plain))
        source.signal()
        source.signal()
        source.signal()
        var phases: [TouchPhase] = []
        for try await frame in reader.frames() {
            phases += frame.contacts.map(\.phase)
        }
        #expect(phases == [.began, .moved, .cancelled])
    }

    @Test func aFailedReadEndsTheSequenceWithTheError() async throws {
        let failure = DeviceError(device: "pipe", reason: .system(errno: EIO, call: "read", text: "I/O error"))
        let source = PipeSource(batches: [Self.touchDown, [.failed(failure)]])
        let reader = TouchReader(source: source, decoder: try TouchDecoder(device: MappingFixtures.plain))
        source.signal()
        source.signal()
        var phases: [TouchPhase] = []
        await #expect(throws: failure) {
            for try await frame in reader.frames() { phases += frame.contacts.map(\.phase) }
        }
        #expect(phases == [.began, .cancelled], "the touch that was down is cancelled before the error")
    }
}
