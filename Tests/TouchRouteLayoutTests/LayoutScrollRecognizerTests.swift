import Testing
import TouchRoute
import TouchRouteLayout
import TouchRouteTesting

/// A scroll view's own recognizers in layout files: the names
/// `<view name>.pan` and `.pinch` in any recognizer's lists, the `pan:` and
/// `pinch:` keys, the two example recipes, and the messages for what is wrong.
@Suite struct LayoutScrollRecognizerTests {
    func message(_ text: String) -> String { layoutMessage(text) }

    static let swipeRow = Point(600, 3 * 64 + 32)

    @Test func swipeToDeleteDeletesOnAQuickSwipeAndTurnsThePageOnASlowDrag() throws {
        let layout = try ExampleLayoutsTests.build("swipe-to-delete.yaml")
        let pager = try #require(layout.scrollViews.first as? RemorsefulScrollView)
        let trace = TraceRecorder(layout.window)
        #expect(pager.gestureRecognizers.map(\.name) == ["pager.pan"], "the pinch is related to nothing: not made")
        #expect(pager.panGestureRecognizer.failureRequirements.map(\.name) == ["delete0", "delete1"])
        layout.window.play(.swipe(from: Self.swipeRow, to: Point(400, Self.swipeRow.y)))
        #expect(
            trace.gestureChanges.map { "\($0.recognizer.name) \($0.state.rawValue)" } == [
                "pager.pan failed", "delete0 recognized",
            ])
        #expect(pager.contentOffset == .zero)
        layout.window.play(.drag(from: Self.swipeRow, to: Point(100, Self.swipeRow.y), duration: 2))
        #expect(pager.contentOffset.x == 800, "the slow drag turned the page")
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func theEdgePanGoesBackAndAnyOtherDragTurnsThePage() throws {
        let layout = try ExampleLayoutsTests.build("edge-pan-over-pager.yaml")
        let pager = try #require(layout.scrollViews.first as? RemorsefulScrollView)
        let trace = TraceRecorder(layout.window)
        pager.contentOffset = Point(800, 0)
        layout.window.play(.drag(from: Point(4, 200), to: Point(400, 200), duration: 0.4))
        let back = trace.gestureChanges.filter { $0.recognizer.name == "back" }.map(\.state)
        #expect(back.first == .began && back.last == .ended)
        #expect(pager.contentOffset.x == 800)
        layout.window.play(.drag(from: Point(300, 200), to: Point(700, 200), duration: 0.4))
        #expect(pager.contentOffset.x == 0)
        #expect(trace.gestureChanges.contains { $0.recognizer.name == "pager.pan" && $0.state == .began })
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aPanRecognizesTogetherWithAListsPan() throws {
        let layout = try ExampleLayoutsTests.build("hide-toolbar-on-scroll.yaml")
        let list = try #require(layout.scrollViews.first)
        #expect(list.gestureRecognizers.map(\.name) == ["list.pan", "toolbar"])
        let trace = TraceRecorder(layout.window)
        layout.window.play(.drag(from: Point(200, 400), to: Point(200, 100), duration: 0.4))
        #expect(list.contentOffset.y > 0)
        for name in ["toolbar", "list.pan"] {
            let states = trace.gestureChanges.filter { $0.recognizer.name == name }.map(\.state)
            #expect(states.first == .began && states.last == .ended, "\(name)")
        }
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aScrollViewsRecognizersAreMadeOnlyWhenTheFileRelatesThem() throws {
        let layout = try ExampleLayoutsTests.build("remorseful-pager.yaml")
        #expect(layout.scrollViews.allSatisfy { $0.gestureRecognizers.isEmpty })
    }

    @Test func aTapMayRequireAListsPanToFail() throws {
        let document = try LayoutFile.parse(
            """
            size: [400, 400]
            views:
              - type: scroll
                name: list
                frame: [0, 0, 400, 400]
                contentSize: [400, 2000]
                subviews:
                  - type: tap
                    name: row
                    frame: [0, 0, 400, 64]
                    recognizers: [{kind: tap, name: open, requiresFailureOf: [list.pan]}]
            """, file: "x.yaml")
        let layout = document.build()
        let trace = TraceRecorder(layout.window)
        layout.window.play(.drag(from: Point(200, 30), to: Point(200, 300), duration: 0.3))
        layout.window.play(.tap(at: Point(200, 30)))
        let open = trace.gestureChanges.filter { $0.recognizer.name == "open" }.map(\.state)
        #expect(open == [.failed, .recognized])
    }

    @Test func thePanAndPinchKeysTakeOnlyTheirLists() {
        let view = "views:\n  - type: pager\n    name: p\n    frame: [0, 0, 10, 10]\n"
        #expect(
            message(view + "    pan: [a]\n")
                == "x.yaml:5: views[0].pan: expected a mapping, found a list of 1. "
                + "Give the pan as {requiresFailureOf: [names], simultaneousWith: [names]}.")
        #expect(
            message(view + "    pinch: {cancelsTouches: false}\n")
                == "x.yaml:5: views[0].pinch.cancelsTouches: unknown key 'cancelsTouches' for a scroll view's pinch. "
                + "Use one of: requiresFailureOf, simultaneousWith.")
        #expect(
            message(view + "    pan: {requiresFailureOf: [swipe]}\n")
                == "x.yaml:5: views[0].pan.requiresFailureOf[0]: no recognizer is named 'swipe'. "
                + "Name a recognizer given in a recognizers: list of this file, "
                + "or a scroll view's own as <view name>.pan or <view name>.pinch.")
        #expect(
            message(view + "    pan: {simultaneousWith: [p.pan]}\n")
                == "x.yaml:5: views[0].pan.simultaneousWith[0]: 'p.pan' names the recognizer itself. "
                + "Name another recognizer.")
        #expect(
            message(view + "    recognizers: [{kind: tap, name: p.pan}]\n")
                == "x.yaml:5: views[0].recognizers[0].name: the recognizer name 'p.pan' is the scroll view 'p''s own "
                + "pan. Give this recognizer another name; relate to the scroll view's pan by naming it in a list.")
    }

    @Test func aPlainViewHasNoPan() {
        #expect(
            message("views:\n  - {type: view, name: a, frame: [0, 0, 1, 1], pan: {}}\n")
                == "x.yaml:2: views[0].pan: unknown key 'pan' for a plain view. "
                + "Use one of: type, name, frame, hidden, interaction, multipleTouch, subviews, recognizers.")
        #expect(
            message(
                "views:\n  - {type: view, name: a, frame: [0, 0, 1, 1], recognizers: "
                    + "[{kind: tap, name: t, requiresFailureOf: [a.pan]}]}\n")
                == "x.yaml:2: views[0].recognizers[0].requiresFailureOf[0]: no recognizer is named 'a.pan'. "
                + "Name a recognizer given in a recognizers: list of this file, "
                + "or a scroll view's own as <view name>.pan or <view name>.pinch.")
    }
}
