import CTouchRoute
import Foundation
import Testing
import TouchRoute

@testable import TouchRouteC

/// Gesture recognizers, zoom and arena participants through the C API.
///
/// `recognizers_test.c` checks what the C side does on its own (handles,
/// parameters, flags, zoom settings, lifetimes, threads). The programs that
/// need the router's gesture behaviour run once that behaviour exists: a
/// Swift tap recognizer that recognizes a tap (`GestureBehaviourProbe.recognizersRecognize`),
/// a pinch that begins (`GestureBehaviourProbe.pinchBegins`),
/// an arena that asks a participant (`GestureBehaviourProbe.arenaAsksParticipants`), and a
/// zoom that is reported (`GestureBehaviourProbe.zoomIsReported`).
@Suite("C API: gestures")
struct CAPIGestureTests {
    @Test("recognizers, zoom settings and participants are made, configured and released from C")
    func recognizersProgram() throws {
        let run = try CProgram("recognizers_test.c").run()
        #expect(run.status == 0, "recognizers_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("recognizers_test: all checks passed"))
    }

    @Test(
        "a tap waiting for a double tap, and a long press, recognize from C",
        .enabled(if: GestureBehaviourProbe.recognizersRecognize, "the recognizers' behaviour is not written yet"))
    func gesturesProgram() throws {
        let run = try CProgram("gestures_test.c").run()
        #expect(run.status == 0, "gestures_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("gestures_test: all checks passed"))
    }

    @Test(
        "a pinch made in C begins, follows the fingers' spread and ends",
        .enabled(if: GestureBehaviourProbe.pinchBegins, "the pinch recognizer's behaviour is not written yet"))
    func pinchProgram() throws {
        let run = try CProgram("pinch_test.c").run()
        #expect(run.status == 0, "pinch_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("pinch_test: all checks passed"))
    }

    @Test(
        "a C slider in the arena claims horizontal drags and gives vertical ones to its list",
        .enabled(if: GestureBehaviourProbe.arenaAsksParticipants, "the arena does not ask participants yet"))
    func participantProgram() throws {
        let run = try CProgram("participant_test.c").run()
        #expect(run.status == 0, "participant_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("participant_test: all checks passed"))
    }

    @Test(
        "a zooming scroll view's scale reaches the scroll callback",
        .enabled(if: GestureBehaviourProbe.zoomIsReported, "zooming does not report scroll records yet"))
    func zoomProgram() throws {
        let run = try CProgram("zoom_test.c").run()
        #expect(run.status == 0, "zoom_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("zoom_test: all checks passed"))
    }

    @Test("every transition reaches the window's gesture callback and the recognizer's own, with its values")
    func transitionsReachC() throws {
        var window: OpaquePointer?
        #expect(trWindowCreate("gestures", tr_size(width: 400, height: 400), &window) == TR_OK)
        defer { _ = trWindowDestroy(window) }
        var root: OpaquePointer?
        var handle: OpaquePointer?
        #expect(trWindowRoot(window, &root) == TR_OK)
        #expect(trRecognizerCreate(window, TR_GESTURE_PINCH, "pinch", &handle) == TR_OK)
        #expect(trViewAddRecognizer(root, handle) == TR_OK)
        let heard = Heard()
        let context = Unmanaged.passUnretained(heard).toOpaque()
        #expect(trWindowOnGesture(window, Heard.hear, context) == TR_OK)
        // A Swift action set before C listened (a layout's) still runs, first.
        let hosted = try HostedRecognizer.from(handle)
        // How many records C had heard each time the Swift action ran.
        var swiftSaw: [Int] = []
        hosted.recognizer.onStateChange = { _ in swiftSaw.append(heard.changes.count) }
        #expect(trRecognizerOnChange(handle, Heard.hear, context) == TR_OK)
        hosted.recognizer.transition(to: .began)
        #expect(heard.changes.count == 2)
        let change = try #require(heard.changes.first)
        #expect(change.recognizer == handle && change.view == root && change.kind == TR_GESTURE_PINCH)
        #expect(change.state == TR_GESTURE_BEGAN && String(cString: change.state_name) == "began")
        #expect(String(cString: change.name) == "pinch" && String(cString: change.kind_name) == "pinch")
        #expect(change.scale.isNaN && change.x.isNaN)
        #expect(trRecognizerOnChange(handle, nil, nil) == TR_OK)
        hosted.recognizer.transition(to: .changed)
        #expect(heard.changes.count == 3, "only the window's callback is left")
        #expect(swiftSaw == [1, 3], "after the trace record, before the C action")
        #expect(trRecognizerDestroy(handle) == TR_OK)
        #expect(hosted.recognizer.onStateChange != nil, "the Swift action is given back")
    }

    @Test(
        "the README's C example compiles and runs; once the arena and recognizers work, it prints what the README shows"
    )
    func readmeExample() throws {
        let example = try ReadmeExample(after: "#### Gestures from C")
        let run = try example.run()
        #expect(run.status == 0, "\(run.standardError)")
        guard GestureBehaviourProbe.recognizersRecognize && GestureBehaviourProbe.arenaAsksParticipants else { return }
        let output = try example.shownOutput(opening: "```\n$ ./gestures\n")
        #expect(run.standardOutput == output, "the README should show:\n\(run.standardOutput)")
    }

    @Test("the C enums follow the Swift cases, and the names are the trace's")
    func enumsAndNames() {
        for (index, kind) in GestureKind.allCases.enumerated() {
            #expect(kind.cValue.rawValue == UInt32(index))
            #expect(String(cString: kind.cName) == kind.rawValue)
        }
        for (index, state) in GestureRecognizerState.allCases.enumerated() {
            #expect(state.cValue.rawValue == UInt32(index))
            #expect(String(cString: state.cName) == state.rawValue)
        }
        #expect(TR_GESTURE_EDGE_PAN.rawValue == 7 && TR_GESTURE_RECOGNIZED.rawValue == 6)
    }

    /// What a gesture callback heard.
    final class Heard {
        var changes: [tr_gesture_change] = []

        static let hear: tr_gesture_fn = { userData, change in
            guard let userData, let change else { return }
            Unmanaged<Heard>.fromOpaque(userData).takeUnretainedValue().changes.append(change.pointee)
        }
    }
}

/// Whether the parts of issue 26 that the C programs need are in this build.
enum GestureBehaviourProbe {
    /// A tap recognizer on a window recognizes one tap.
    static let recognizersRecognize: Bool = {
        let window = Window(size: Size(width: 100, height: 100))
        let tap = TapGestureRecognizer(name: "probe")
        window.addGestureRecognizer(tap)
        var recognized = false
        tap.onStateChange = { if $0.state == .recognized { recognized = true } }
        for (time, phase) in [(1.0, TouchPhase.began), (1.05, .ended)] {
            window.handle(
                TouchFrame(timestamp: time, contacts: [Contact(id: 0, phase: phase, location: Point(50, 50))]))
        }
        window.clock.advance(to: 3)
        return recognized
    }()

    /// A pinch recognizer on a window begins when two fingers move apart.
    static let pinchBegins: Bool = {
        let window = Window(size: Size(width: 400, height: 400))
        let pinch = PinchGestureRecognizer(name: "probe")
        window.addGestureRecognizer(pinch)
        var began = false
        pinch.onStateChange = { if $0.state == .began { began = true } }
        for step in 0...10 {
            let spread = 50 + 5 * Double(step)
            let phase = step == 0 ? TouchPhase.began : .moved
            window.handle(
                TouchFrame(
                    timestamp: 1 + 0.02 * Double(step),
                    contacts: [
                        Contact(id: 0, phase: phase, location: Point(200 - spread, 200)),
                        Contact(id: 1, phase: phase, location: Point(200 + spread, 200)),
                    ]))
        }
        return began
    }()

    /// Zooming a scroll view reports a scroll record with its scale.
    static let zoomIsReported: Bool = {
        let window = Window(size: Size(width: 100, height: 100))
        let scrollView = ScrollView(name: "probe", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(scrollView)
        scrollView.maximumZoomScale = 4
        var reported = false
        window.trace = { record in
            if case .scroll(let change) = record, change.zoom == 2 { reported = true }
        }
        scrollView.setZoomScale(2)
        return reported
    }()

    /// The arena asks a participant where it stands on a touch that moves.
    static let arenaAsksParticipants: Bool = {
        final class Asked: View, GestureArenaParticipant {
            var asked = false
            func arenaStance(for touch: Touch) -> ArenaStance {
                asked = true
                return .hold
            }
        }
        // In a list, where the participant competes with a scroll view for the touch.
        let window = Window(size: Size(width: 100, height: 100))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        list.contentSize = Size(width: 100, height: 1000)
        window.addSubview(list)
        let view = Asked(name: "probe", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        list.addSubview(view)
        for (time, phase, x) in [(1.0, TouchPhase.began, 20.0), (1.2, .moved, 60), (1.3, .ended, 60)] {
            window.handle(TouchFrame(timestamp: time, contacts: [Contact(id: 0, phase: phase, location: Point(x, 50))]))
        }
        return view.asked
    }()
}
