import Testing
import TouchRouteTesting

@testable import TouchRoute

/// `HostView`: a widget the host draws and handles gets exactly the touches,
/// delays and cancels a `TapView` (or, not cancellable by scrolling, a
/// `Control`) gets inside a scroll view.
@Suite struct HostViewTests {
    /// The kinds of row a list can hold.
    enum Row: String, CaseIterable {
        case tap, control, host, uncancellableHost

        /// A row of this kind, with the phases a host widget's handler heard
        /// appended to `heard`.
        func make(_ name: String, _ frame: Rect, heard: Heard) -> View {
            switch self {
            case .tap: return TapView(name: name, frame: frame)
            case .control: return Control(name: name, frame: frame)
            case .host, .uncancellableHost:
                let row = HostView(name: name, frame: frame)
                row.isCancellableByScrolling = self == .host
                // The name is captured, not the view: the view holds the closure.
                row.touchesHandler = { phase, touches, event in
                    for touch in touches {
                        heard.entries.append("\(event.timestamp) \(touch.id) \(phase) \(name)")
                    }
                }
                return row
            }
        }
    }

    /// What host widgets' handlers heard: "time touch phase view", in order.
    final class Heard {
        var entries: [String] = []
    }

    /// A 400x600 window with a vertical list of 20 rows of 60 pt (1,200 pt of content).
    final class List {
        let window = Window(size: Size(400, 600))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let heard = Heard()
        let trace: TraceRecorder

        init(rows kind: Row) {
            list.contentSize = Size(400, 1200)
            for index in 0..<20 {
                list.addSubview(
                    kind.make("row\(index)", Rect(x: 0, y: 60 * Double(index), width: 400, height: 60), heard: heard))
            }
            window.addSubview(list)
            trace = TraceRecorder(window)
        }

        /// Every delivery and decision, and the scroll offsets, as comparable
        /// lines naming views by name.
        var routing: [String] {
            trace.records.compactMap { record in
                switch record {
                case .delivery(let d):
                    "\(d.time) \(d.touch) \(d.phase) \(d.view.name) at \(d.location)"
                case .decision(let d):
                    "\(d.time) \(d.touch) \(d.view.name) \(d.rule) \(d.outcome) \(d.displacement) → \(d.target?.name ?? "-")"
                case .scroll(let s):
                    "\(s.time) \(s.view.name) \(s.offset)"
                case .pointerScroll(let s):
                    "\(s.time) pointer-scroll \(s.view?.name ?? "-") \(s.applied)"
                case .gesture(let g):
                    "\(g.time) gesture \(g.recognizer.name) \(g.state)"
                case .tap:
                    nil  // a tap view's own report, which a host widget leaves to its toolkit
                case .problem(let p):
                    "\(p.time) problem \(p.message)"
                }
            }
        }

        /// The deliveries to rows, as a host handler would note them.
        var rowDeliveries: [String] {
            trace.deliveries.filter { $0.view.name.hasPrefix("row") }
                .map { "\($0.time) \($0.touch) \($0.phase) \($0.view.name)" }
        }
    }

    /// The gestures, each played from 1 s on the window's clock.
    enum Script: String, CaseIterable {
        case quickTap, tapHeldPastTheDelay, dragWithinTheDelay, dragAfterTheDelay, twoFingers, touchCatchingAGlide

        func play(on window: Window) {
            func send(_ time: Double, _ contacts: [(Int, TouchPhase, Point)]) {
                window.handle(
                    TouchFrame(
                        timestamp: time, contacts: contacts.map { Contact(id: $0.0, phase: $0.1, location: $0.2) }))
            }
            switch self {
            case .quickTap:
                window.play(.tap(at: Point(200, 90), duration: 0.08))
            case .tapHeldPastTheDelay:
                window.play(.longPress(at: Point(200, 90), duration: 0.3))
            case .dragWithinTheDelay:
                window.play(.drag(from: Point(200, 400), to: Point(200, 250), duration: 0.2))
            case .dragAfterTheDelay:
                // Still for 0.2 s (the row has it by then), then 150 pt up.
                send(1.0, [(0, .began, Point(200, 400))])
                for step in 1...10 {
                    send(1.2 + 0.01 * Double(step), [(0, .moved, Point(200, 400 - 15 * Double(step)))])
                }
                send(1.31, [(0, .ended, Point(200, 250))])
                window.settle()
            case .twoFingers:
                window.play(
                    .longPress(at: Point(200, 90), duration: 0.3)
                        .adding(.longPress(at: Point(200, 210), duration: 0.3), after: 0.05))
            case .touchCatchingAGlide:
                window.play(.drag(from: Point(200, 500), to: Point(200, 300), duration: 0.1), settling: false)
                window.play(.tap(at: Point(200, 300)), after: 0.1)
            }
        }

        /// What each row received: the gesture's point in UIKit's
        /// semantics, checked so that the comparison is known to cover it.
        func expectedRowPhases(cancellable: Bool) -> [String: [TouchPhase]] {
            switch self {
            case .quickTap, .tapHeldPastTheDelay: ["row1": [.began, .ended]]
            case .twoFingers: ["row1": [.began, .ended], "row3": [.began, .ended]]
            case .dragWithinTheDelay, .touchCatchingAGlide: [:]
            case .dragAfterTheDelay:
                [
                    "row6": cancellable
                        ? [.began, .moved, .cancelled] : [.began] + Array(repeating: .moved, count: 11) + [.ended]
                ]
            }
        }
    }

    /// The rows compared: a host widget and the toolkit class it stands in for.
    static let pairs: [(Row, Row)] = [(.tap, .host), (.control, .uncancellableHost)]

    @Test(arguments: Script.allCases, pairs)
    func aHostWidgetIsRoutedExactlyAsTheViewItStandsInFor(script: Script, pair: (Row, Row)) {
        let (reference, host) = (List(rows: pair.0), List(rows: pair.1))
        for list in [reference, host] { script.play(on: list.window) }
        #expect(host.routing == reference.routing)
        #expect(host.heard.entries == host.rowDeliveries, "the handler heard every delivery, in order")
        let received = Dictionary(
            grouping: reference.trace.deliveries.filter { $0.view.name.hasPrefix("row") }, by: \.view.name
        )
        .mapValues { $0.map(\.phase) }
        #expect(received == script.expectedRowPhases(cancellable: pair.0 == .tap))
        #expect(reference.trace.exactlyOnceViolations.isEmpty && host.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func anUncancellableHostWidgetKeepsItsTouchWhenTheListWouldScroll() {
        let f = List(rows: .uncancellableHost)
        Script.dragAfterTheDelay.play(on: f.window)
        #expect(f.list.contentOffset.y == 0, "the list did not scroll")
        #expect(
            f.trace.decisions(by: "list").contains {
                $0.rule == DecisionRule.touchesShouldCancel && $0.outcome == .declined
            })
        // The ten reports, and the move at the pan start where the list tried to take over.
        #expect(f.trace.phases(receivedBy: "row6") == [.began] + Array(repeating: .moved, count: 11) + [.ended])
    }

    @Test func isCancellableByScrollingIsTrueForViewsAndFalseForControls() {
        #expect(View(name: "v").isCancellableByScrolling)
        #expect(TapView(name: "t").isCancellableByScrolling)
        #expect(HostView(name: "h").isCancellableByScrolling)
        #expect(!Control(name: "c").isCancellableByScrolling)
        let list = ScrollView(name: "list")
        #expect(list.touchesShouldCancel(in: TapView(name: "t")))
        #expect(!list.touchesShouldCancel(in: Control(name: "c")))
    }

    /// A 100 pt round button at (50, 50) on a backdrop that takes touches.
    @Test func aRoundPointInsideHandlerIsHitOnlyInsideTheCircle() {
        let window = Window(size: Size(400, 300))
        let backdrop = TapView(name: "backdrop", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let button = HostView(name: "button", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        button.pointInsideHandler = { point in
            let dx = point.x - 50
            let dy = point.y - 50
            return dx * dx + dy * dy <= 50 * 50
        }
        var heard: [TouchPhase] = []
        button.touchesHandler = { phase, _, _ in heard.append(phase) }
        backdrop.addSubview(button)
        window.addSubview(backdrop)
        #expect(window.hitTest(Point(100, 100), with: nil) === button, "the centre")
        #expect(window.hitTest(Point(100, 51), with: nil) === button, "just inside the top")
        #expect(window.hitTest(Point(130, 130), with: nil) === button, "inside, towards the corner")
        #expect(window.hitTest(Point(55, 55), with: nil) === backdrop, "the bounds' corner, outside the circle")
        #expect(window.hitTest(Point(148, 148), with: nil) === backdrop)
        let trace = TraceRecorder(window)
        window.play(.tap(at: Point(100, 100)))
        window.play(.tap(at: Point(55, 55)))
        #expect(heard == [.began, .ended])
        #expect(
            trace.phases(receivedBy: "backdrop") == [.began, .ended], "the corner tap fell through to the backdrop")
    }

    @Test func thePointInsideHandlerReplacesTheBoundsTestButNotTheOtherChecks() {
        let window = Window(size: Size(400, 300))
        let button = HostView(name: "button", frame: Rect(x: 100, y: 100, width: 40, height: 40))
        button.pointInsideHandler = { point in abs(point.x - 20) <= 40 && abs(point.y - 20) <= 40 }  // padded by 20 pt
        window.addSubview(button)
        #expect(window.hitTest(Point(85, 85), with: nil) === button, "in the padding, outside the bounds")
        #expect(window.hitTest(Point(70, 70), with: nil) === window)
        button.isHidden = true
        #expect(window.hitTest(Point(120, 120), with: nil) === window, "hidden: never asked")
        button.isHidden = false
        button.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(120, 120), with: nil) === window, "interaction off: never asked")
        button.isUserInteractionEnabled = true
        button.pointInsideHandler = nil
        #expect(window.hitTest(Point(85, 85), with: nil) === window, "without a handler: the bounds")
        #expect(window.hitTest(Point(120, 120), with: nil) === button)
    }

    @Test func itKeepsItsTouchesFromTheResponderChain() {
        let window = Window(size: Size(400, 300))
        let parent = TapView(name: "parent", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let widget = HostView(name: "widget", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(widget)
        window.addSubview(parent)
        let trace = TraceRecorder(window)
        window.play(.tap(at: Point(50, 50)))
        #expect(trace.viewsReached == ["widget"], "without a handler too")
    }
}
