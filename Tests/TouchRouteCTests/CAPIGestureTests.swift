import CTouchRoute
import Foundation
import Testing
import TouchRoute

@testable import TouchRouteC

/// Gesture recognizers, zoom and arena participants through the C API.
///
/// `recognizers_test.c` checks what the C side does on its own (handles,
/// parameters, flags, zoom settings, lifetimes, threads); the other programs
/// drive the router's gestures from C: taps and a long press, a pinch, a
/// participant slider, and a zoom.
@Suite("C API: gestures")
struct CAPIGestureTests {
    @Test("recognizers, zoom settings and participants are made, configured and released from C")
    func recognizersProgram() throws {
        let run = try CProgram("recognizers_test.c").run()
        #expect(run.status == 0, "recognizers_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("recognizers_test: all checks passed"))
    }

    @Test("a tap waiting for a double tap, and a long press, recognize from C")
    func gesturesProgram() throws {
        let run = try CProgram("gestures_test.c").run()
        #expect(run.status == 0, "gestures_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("gestures_test: all checks passed"))
    }

    @Test("a pinch made in C begins, follows the fingers' spread and ends")
    func pinchProgram() throws {
        let run = try CProgram("pinch_test.c").run()
        #expect(run.status == 0, "pinch_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("pinch_test: all checks passed"))
    }

    @Test("a transform made in C reads the parameter table, and reports scale, rotation and translation")
    func transformProgram() throws {
        let run = try CProgram("transform_test.c").run()
        #expect(run.status == 0, "transform_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("transform_test: all checks passed"))
    }

    @Test("a should-begin rule set from C refuses a pan and a tap, and allows them again")
    func shouldBeginProgram() throws {
        let run = try CProgram("should_begin_test.c").run()
        #expect(run.status == 0, "should_begin_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("should_begin_test: all checks passed"))
    }

    @Test("a custom recognizer made in C begins after 30 pt, moved by its own callbacks, under its own kind name")
    func customRecognizerProgram() throws {
        let run = try CProgram("custom_recognizer_test.c").run()
        #expect(run.status == 0, "custom_recognizer_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("custom_recognizer_test: all checks passed"))
    }

    @Test("a C slider in the arena claims horizontal drags and gives vertical ones to its list")
    func participantProgram() throws {
        let run = try CProgram("participant_test.c").run()
        #expect(run.status == 0, "participant_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("participant_test: all checks passed"))
    }

    @Test(
        "a pager's pan from C waits for a row's swipe to fail, and turns the page once it has; a list's pan waits for a custom recognizer"
    )
    func scrollRecognizersProgram() throws {
        let run = try CProgram("scroll_recognizers_test.c").run()
        #expect(run.status == 0, "scroll_recognizers_test.c failed:\n\(run.standardError)")
        #expect(run.standardOutput.contains("scroll_recognizers_test: all checks passed"))
    }

    @Test("a zooming scroll view's scale reaches the scroll callback")
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
        // A pinch under way reports its scale (1 at its start); with no finger down there is no location.
        #expect(change.scale == 1 && change.x.isNaN && change.rotation.isNaN)
        #expect(trRecognizerOnChange(handle, nil, nil) == TR_OK)
        hosted.recognizer.transition(to: .changed)
        #expect(heard.changes.count == 3, "only the window's callback is left")
        #expect(swiftSaw == [1, 3], "after the trace record, before the C action")
        #expect(trRecognizerDestroy(handle) == TR_OK)
        #expect(hosted.recognizer.onStateChange != nil, "the Swift action is given back")
    }

    @Test(
        "the C API article's gesture example compiles, runs and prints what the article shows"
    )
    func readmeExample() throws {
        let example = try ReadmeExample(after: "### Gestures from C", in: "Sources/TouchRoute/TouchRoute.docc/CAPI.md")
        let run = try example.run()
        #expect(run.status == 0, "\(run.standardError)")
        let output = try example.shownOutput(opening: "```\n$ ./gestures\n")
        #expect(run.standardOutput == output, "the article should show:\n\(run.standardOutput)")
    }

    @Test("the C enums follow the Swift cases, and the names are the trace's")
    func enumsAndNames() {
        // TR_GESTURE_CUSTOM (8) came before TR_GESTURE_TRANSFORM: the kinds after it are one above their index.
        for (index, kind) in GestureKind.allBuiltIn.enumerated() {
            #expect(kind.cValue.rawValue == UInt32(index < 8 ? index : index + 1))
            #expect(kind.cName.map { String(cString: $0) } == kind.name)
        }
        let scrub = GestureKind(name: "scrub", isContinuous: true)
        #expect(scrub.cValue == TR_GESTURE_CUSTOM && scrub.cName == nil)
        #expect(TR_GESTURE_CUSTOM.rawValue == 8 && TR_GESTURE_TRANSFORM.rawValue == 9)
        for (index, state) in GestureRecognizerState.allCases.enumerated() {
            #expect(state.cValue.rawValue == UInt32(index))
            #expect(String(cString: state.cName) == state.rawValue)
        }
        #expect(TR_GESTURE_EDGE_PAN.rawValue == 7 && TR_GESTURE_RECOGNIZED.rawValue == 6)
    }

    @Test("tr_recognizer_parameter follows the Swift cases: appended, never renumbered")
    func parameterNumbers() {
        let header = [
            TR_RECOGNIZER_TAPS_REQUIRED, TR_RECOGNIZER_TOUCHES_REQUIRED, TR_RECOGNIZER_MINIMUM_TOUCHES,
            TR_RECOGNIZER_MAXIMUM_TOUCHES, TR_RECOGNIZER_MINIMUM_PRESS_DURATION, TR_RECOGNIZER_ALLOWABLE_MOVEMENT,
            TR_RECOGNIZER_DIRECTION, TR_RECOGNIZER_EDGES, TR_RECOGNIZER_MAXIMUM_TAP_DURATION,
            TR_RECOGNIZER_MAXIMUM_TAP_INTERVAL, TR_RECOGNIZER_MAXIMUM_TAP_DISTANCE, TR_RECOGNIZER_MINIMUM_DISTANCE,
            TR_RECOGNIZER_MINIMUM_SPEED, TR_RECOGNIZER_MAXIMUM_ANGLE, TR_RECOGNIZER_PAN_THRESHOLD,
            TR_RECOGNIZER_SPAN_SLOP, TR_RECOGNIZER_ROTATION_THRESHOLD, TR_RECOGNIZER_EDGE_ZONE_WIDTH,
        ]
        #expect(header.map(\.rawValue) == Array(0..<18))
        #expect(RecognizerParameter.allCases.map(\.rawValue) == header.map(\.rawValue))
        #expect(RecognizerParameter.allCases.map(\.cName).last == "TR_RECOGNIZER_EDGE_ZONE_WIDTH")
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
