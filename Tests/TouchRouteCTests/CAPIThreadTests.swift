import CTouchRoute
import Foundation
import Synchronization
import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

@testable import TouchRouteC

/// A window belongs to the thread that made it: calls on its handles from
/// other threads are refused with TR_ERROR_WRONG_THREAD, never a crash, while
/// its own thread goes on routing. Run under ThreadSanitizer in CI too.
/// Serialized, with the other tests here that set the process-wide log.
@Suite("C API threads and the log", .serialized)
struct CAPIThreadTests {
    static let threads = 40
    static let callsPerThread = 1_000

    @Test("40 C threads × 1,000 calls on one window: each refused, the owner's calls succeed, no signal")
    func cProgram() throws {
        let run = try CProgram("threads_test.c").run()
        #expect(run.terminationReason == .exit, "threads_test.c died by signal \(run.status)")
        #expect(run.status == 0, "threads_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("threads_test: all checks passed"))
    }

    /// The same race in this process, on Swift threads calling the exported
    /// functions, so that ThreadSanitizer watches the library's every access.
    @Test("Swift threads calling the C functions on another thread's window are refused")
    func swiftThreads() throws {
        var window: OpaquePointer?
        #expect(trWindowCreateDefaultLayout(tr_size(width: 800, height: 480), &window) == TR_OK)
        var row: OpaquePointer?
        #expect(trWindowFindView(window, "list0.row3", &row) == TR_OK)
        let tally = Tally()
        let log = LogTranscript.listening()
        defer { LogTranscript.stopListening() }
        let handles = (
            window: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(window!))),
            row: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(row!)))
        )
        let finished = DispatchGroup()
        for _ in 0..<Self.threads {
            finished.enter()
            Thread {
                Self.callOften(
                    window: OpaquePointer(bitPattern: handles.window), row: OpaquePointer(bitPattern: handles.row),
                    tally: tally)
                finished.leave()
            }.start()
        }
        // The owner routes a drag on list0 meanwhile.
        var finger = tr_contact(id: 1, phase: TR_PHASE_BEGAN, x: 400, y: 400, pressure: .nan, major: .nan, minor: .nan)
        var ownerFailures = 0
        for step in 0..<Self.callsPerThread {
            finger.y = 400 - Double(step % 200)
            if trWindowHandleFrame(window, 1 + Double(step) * 0.004, &finger, 1) != TR_OK { ownerFailures += 1 }
            finger.phase = TR_PHASE_MOVED
        }
        finished.wait()
        #expect(ownerFailures == 0)
        #expect(tally.wrongThread.load(ordering: .relaxed) == Self.threads * Self.callsPerThread)
        #expect(tally.other.load(ordering: .relaxed) == 0)
        // Each refusal is logged as an error, naming the call.
        let errors = log.messages(at: TR_LOG_ERROR)
        #expect(errors.count == Self.threads * Self.callsPerThread)
        #expect(errors.first?.hasPrefix("tr_") == true && errors.first?.contains(" was called on thread ") == true)
        var frame = tr_rect()
        #expect(trViewFrame(row, &frame) == TR_OK)
        #expect(frame.width == 800 && frame.height == 64)
        #expect(trWindowDestroy(window) == TR_OK)
    }

    @Test("touchscreens joining and leaving are logged as info, a refused one as an error")
    func deviceChangesAreLogged() throws {
        let log = LogTranscript.listening(at: TR_LOG_INFO)
        defer { LogTranscript.stopListening() }
        var window: OpaquePointer?
        var session: OpaquePointer?
        #expect(trWindowCreate("panel", tr_size(width: 800, height: 480), &window) == TR_OK)
        #expect(trSessionCreate(window, &session) == TR_OK)
        let hosted = try HostedSession.from(session)
        let panel = DeviceDescription(
            name: "Test Panel",
            axes: [.absX: AbsoluteAxis(minimum: 0, maximum: 799), .absY: AbsoluteAxis(minimum: 0, maximum: 479)])
        let device = SessionDevice(
            node: "/dev/input/event42", description: panel,
            mapping: try CoordinateMapping(device: panel, options: .init(screenSize: Size(width: 800, height: 480))))
        hosted.session.onDeviceChange?(.added(device, returning: false))
        hosted.session.onDeviceChange?(.removed(device, cancelledTouches: 2))
        hosted.session.onDeviceChange?(.refused(node: "/dev/input/event43", reason: "Permission denied."))
        #expect(
            log.messages(at: TR_LOG_INFO) == [
                "The touchscreen \"Test Panel\" (/dev/input/event42) joined the session of the window \"panel\", mapped onto 800.0x480.0+0.0+0.0.",
                "The touchscreen \"Test Panel\" (/dev/input/event42) left the session of the window \"panel\"; 2 of its touches that were down were cancelled.",
            ])
        #expect(
            log.messages(at: TR_LOG_ERROR) == [
                "The touchscreen /dev/input/event43 was refused by the session of the window \"panel\": Permission denied."
            ])
        // Below the threshold, nothing.
        #expect(trSetLogPriority(TR_LOG_ERROR) == TR_OK)
        hosted.session.onDeviceChange?(.added(device, returning: true))
        #expect(log.messages(at: TR_LOG_INFO).count == 2)
        #expect(trWindowDestroy(window) == TR_OK)
    }

    /// A recording of several devices plays every touchscreen, each onto
    /// its own output (by WL_OUTPUT), with distinct touch ids; the keyboard
    /// beside them is named in the log.
    @Test func aRecordingOfSeveralDevicesPlaysEveryTouchscreenAndNamesTheRest() throws {
        var window: OpaquePointer?
        let layout = CProgram.packageRoot.appendingPathComponent("Examples/two-panels.yaml").path
        #expect(trWindowLoadLayout(layout, tr_size(width: 0, height: 0), &window) == TR_OK)
        defer { _ = trWindowDestroy(window) }
        var session: OpaquePointer?
        #expect(trSessionCreate(window, &session) == TR_OK)
        let log = LogTranscript.listening(at: TR_LOG_INFO)
        defer { LogTranscript.stopListening() }
        var began: [Int: Double] = [:]
        let hosted = try HostedSession.from(session)
        hosted.session.window.trace = { record in
            if case .delivery(let delivery) = record, delivery.phase == .began {
                began[delivery.touch.rawValue] = delivery.location.x
            }
        }
        let path = CProgram.packageRoot.appendingPathComponent(
            "Tests/TouchRouteEvdevTests/Fixtures/recordings/libinput/two-panels.yml"
        ).path
        #expect(trSessionOpenRecording(session, path, nil, 0, nil) == TR_OK)
        var state = TR_INPUT_ACTIVE
        #expect(trSessionDispatch(session, &state) == TR_OK)
        #expect(state == TR_INPUT_ENDED)
        // The left panel's touch began on the left output, the right one's on the right.
        #expect(began.keys.sorted() == [1, 2], "\(began)")
        #expect((began[1] ?? .nan) < 640 && (began[2] ?? 0) >= 640, "\(began)")
        let said = log.messages(at: TR_LOG_INFO).filter { $0.hasPrefix(path) }
        #expect(
            said == [
                "\(path): device 2 of 3, /dev/input/event3 (TouchRoute Fixture Keyboard) is not played: it reports neither absolute X/Y nor multitouch positions with BTN_TOUCH or INPUT_PROP_DIRECT; a session plays touchscreens, mice with a wheel and touchpads."
            ], "\(said)")
    }

    /// A file of several devices none of which a session can play is
    /// refused, each device named with why.
    @Test func aRecordingOfKeyboardsAloneIsRefusedNamingEach() throws {
        var window: OpaquePointer?
        #expect(trWindowCreateDefaultLayout(tr_size(width: 800, height: 480), &window) == TR_OK)
        defer { _ = trWindowDestroy(window) }
        var session: OpaquePointer?
        #expect(trSessionCreate(window, &session) == TR_OK)
        let path = CProgram.packageRoot.appendingPathComponent(
            "Tests/TouchRouteEvdevTests/Fixtures/recordings/libinput/two-keyboards.yml"
        ).path
        #expect(trSessionOpenRecording(session, path, nil, 0, nil) == TR_ERROR_FILE)
        let message = String(cString: tr_last_error())
        #expect(
            message.hasPrefix(
                "\(path) holds 2 devices, and none can be played: device 1 of 2, /dev/input/event3 (TouchRoute Fixture Keyboard) is not played:"
            ), "\(message)")
        #expect(message.hasSuffix(". A session plays touchscreens, mice with a wheel and touchpads."))
    }

    /// What a log handler heard, from any thread.
    final class LogTranscript: Sendable {
        private let heard = Mutex<[(tr_log_priority, String)]>([])

        static let hear: tr_log_fn = { userData, priority, message in
            let transcript = Unmanaged<LogTranscript>.fromOpaque(userData!).takeUnretainedValue()
            let text = String(cString: message!)
            transcript.heard.withLock { $0.append((priority, text)) }
        }

        /// A transcript that hears the process-wide log from now on, at
        /// `priority` and above; `stopListening()` (in a `defer`) undoes it.
        static func listening(at priority: tr_log_priority = TR_LOG_ERROR) -> LogTranscript {
            let log = LogTranscript()
            #expect(trSetLogHandler(hear, Unmanaged.passUnretained(log).toOpaque()) == TR_OK)
            #expect(trSetLogPriority(priority) == TR_OK)
            return log
        }

        /// No handler, and the default priority, again.
        static func stopListening() {
            _ = trSetLogPriority(TR_LOG_ERROR)
            _ = trSetLogHandler(nil, nil)
        }

        func messages(at priority: tr_log_priority) -> [String] {
            heard.withLock { $0.filter { $0.0 == priority }.map(\.1) }
        }
    }

    final class Tally: Sendable {
        let wrongThread = Atomic<Int>(0)
        let other = Atomic<Int>(0)
    }

    private static func callOften(window: OpaquePointer?, row: OpaquePointer?, tally: Tally) {
        var finger = tr_contact(id: 7, phase: TR_PHASE_BEGAN, x: 400, y: 200, pressure: .nan, major: .nan, minor: .nan)
        var number = 0.0
        var rect = tr_rect()
        for turn in 0..<callsPerThread {
            let status =
                switch turn % 4 {
                case 0: trWindowHandleFrame(window, 50, &finger, 1)
                case 1: trWindowNow(window, &number)
                case 2: trViewSetFrame(row, tr_rect(x: 0, y: 0, width: 10, height: 10))
                default: trViewFrame(row, &rect)
                }
            if status == TR_ERROR_WRONG_THREAD {
                tally.wrongThread.add(1, ordering: .relaxed)
            } else {
                tally.other.add(1, ordering: .relaxed)
            }
        }
    }
}
