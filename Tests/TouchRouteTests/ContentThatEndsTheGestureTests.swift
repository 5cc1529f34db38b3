import Testing
import TouchRoute
import TouchRouteTesting

/// Content whose own code ends the gesture while a scroll view is forwarding
/// it a move: the scroll view's arena entry is freed under it (and may be
/// taken by another view), so the scroll view must stop, not judge the move.
@Suite struct ContentThatEndsTheGestureTests {
    /// A row that cancels every touch in the window when a finger moves on it,
    /// as an app might on a move that opens a modal screen.
    final class CancellingRow: View {
        override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
            event.window.cancelAllTouches(reason: "The row opened a modal screen.")
        }
        override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
        override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
        override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {}
    }

    /// A 400 × 600 window: a horizontal pager of two pages, the first a
    /// vertical list that forwards at once, holding the row at y 100–160.
    struct Screen {
        let window = Window(size: Size(400, 600))
        let pager: ScrollView
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let row = CancellingRow(name: "row", frame: Rect(x: 0, y: 100, width: 400, height: 60))
        let trace: TraceRecorder

        init(_ kind: PagerKind) {
            pager = kind.makePager(frame: Rect(x: 0, y: 0, width: 400, height: 600), pages: 2)
            list.contentSize = Size(400, 2000)
            list.delaysContentTouches = false
            window.addSubview(pager)
            pager.addSubview(list)
            list.addSubview(row)
            trace = TraceRecorder(window)
        }
    }

    @Test(arguments: PagerKind.allCases) func aRowThatCancelsEveryTouchOnAMoveEndsTheGestureOnce(kind: PagerKind) {
        let screen = Screen(kind)
        var input = FingerScript(screen.window)
        input.move(from: [Point(200, 130)], to: [Point(203, 131)], steps: 1, lift: false)
        #expect(screen.window.activeTouches.isEmpty)
        #expect(screen.trace.phases(receivedBy: "row") == [.began, .moved, .cancelled])
        input.lift([0], at: [Point(203, 131)])  // the lift of a cancelled touch is dropped
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
        // The freed entries serve the next gesture: a drag on the list beside the row scrolls it.
        input.move(from: [Point(200, 400)], to: [Point(201, 300)], steps: 10, firstID: 1)
        input.settle()
        #expect(screen.list.contentOffset.y > 50)
        #expect(screen.pager.contentOffset == .zero)
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
    }
}
