import Testing
import TouchRouteTesting

@testable import TouchRoute

/// `View.takeOver(_:)`: a container that lets touches through to its content
/// and takes them back, as a scroll view does, without being one.
@Suite struct ContainerTakeOverTests {
    /// A pull-down sheet: it hit-tests itself, forwards each touch to the
    /// content under it, and takes the touch over once it has gone 8 pt down.
    final class Sheet: View {
        private var targets: [TouchID: View] = [:]
        private(set) var pulled = 0.0
        static let slop = 8.0

        override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
            super.hitTest(point, with: event) == nil ? nil : self
        }

        override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
            for touch in touches {
                let target = super.hitTest(touch.location(in: self), with: event)
                targets[touch.id] = target
                if let target, target !== self {
                    forward(.began, touches.filter(where: { $0 === touch }), with: event, to: target)
                }
            }
        }

        override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
            for touch in touches {
                if touch.claimant === self {
                    pulled = touch.translation.dy
                } else if touch.translation.dy > Self.slop {
                    takeOver(touches.filter(where: { $0 === touch }))
                } else if let target = targets[touch.id] {
                    forward(.moved, touches.filter(where: { $0 === touch }), with: event, to: target)
                }
            }
        }

        override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
            finish(.ended, touches, event)
        }

        override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
            finish(.cancelled, touches, event)
        }

        private func finish(_ phase: TouchPhase, _ touches: TouchSet, _ event: TouchEvent) {
            for touch in touches {
                if let target = targets.removeValue(forKey: touch.id) {
                    forward(phase, touches.filter(where: { $0 === touch }), with: event, to: target)
                }
            }
        }
    }

    /// A vertical list (content touches at once) holding the sheet, which
    /// holds a logging button-like row.
    private static func listWithSheet() -> (Window, ScrollView, Sheet, LoggingView, TraceRecorder) {
        let window = Window(size: Size(400, 600))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = Size(400, 2000)
        list.delaysContentTouches = false
        let sheet = Sheet(name: "sheet", frame: Rect(x: 0, y: 100, width: 400, height: 300))
        let row = LoggingView(name: "row", frame: Rect(x: 0, y: 0, width: 400, height: 100))
        sheet.addSubview(row)
        list.addSubview(sheet)
        window.addSubview(list)
        return (window, list, sheet, row, TraceRecorder(window))
    }

    @Test func aTapReachesTheContent() {
        let (window, _, _, row, trace) = Self.listWithSheet()
        window.play(.tap(at: Point(200, 150)))
        #expect(row.phases == [.began, .ended])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aPullCancelsTheContentOnceAndTheListAboveStops() {
        let (window, list, sheet, row, trace) = Self.listWithSheet()
        window.play(.drag(from: Point(200, 150), to: Point(200, 350), duration: 0.3))
        #expect(row.phases.first == .began && row.phases.last == .cancelled)
        #expect(row.phases.filter { $0 == .cancelled }.count == 1)
        #expect(sheet.pulled > 150)
        #expect(list.contentOffset.y == 0, "the list stopped testing the sheet's touch")
        let sheetDecisions = trace.decisions.filter { $0.view === sheet }
        #expect(sheetDecisions.map(\.outcome) == [.takenOver, .cancelled])
        #expect(sheetDecisions.allSatisfy { $0.rule == .container })
        #expect(sheetDecisions.last?.target === row)
        #expect(trace.decisions.contains { $0.view === list && $0.outcome == .claimedByChild })
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func theContentsRecognizerFailsWhenTheContainerTakesOver() {
        let (window, _, _, row, _) = Self.listWithSheet()
        let press = LongPressGestureRecognizer(name: "press")
        press.allowableMovement = .infinity
        var states: [GestureRecognizerState] = []
        press.onStateChange = { states.append($0.state) }
        row.addGestureRecognizer(press)
        window.play(.drag(from: Point(200, 150), to: Point(200, 350), duration: 0.3))
        #expect(states == [.failed])
    }
}
