import Testing
import TouchRoute
import TouchRouteTesting

/// Who takes a drag in a horizontal pager of vertical lists: the pager a
/// clearly horizontal one, the list under the finger a clearly vertical one.
/// The drags play on the window's virtual clock, so the test never sleeps
/// and gives the same decisions on every run.
@Suite struct PagerOfListsTests {
    /// A window of 800 × 480 points holding a two-page pager; each page is a
    /// list of 30 rows, 64 points high, that scrolls vertically.
    final class PagerOfLists {
        let window = Window(size: Size(800, 480))
        let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let lists: [ScrollView]

        init() {
            pager.contentSize = Size(1600, 480)
            pager.isPagingEnabled = true
            window.addSubview(pager)
            lists = (0..<2).map { page in
                let list = ScrollView(
                    name: "list\(page)", frame: Rect(x: 800 * Double(page), y: 0, width: 800, height: 480))
                list.contentSize = Size(800, 64 * 30)
                for row in 0..<30 {
                    list.addSubview(
                        TapView(
                            name: "list\(page).row\(row)",
                            frame: Rect(x: 0, y: 64 * Double(row), width: 800, height: 64)))
                }
                return list
            }
            lists.forEach(pager.addSubview)
        }
    }

    @Test func aHorizontalSwipeTurnsThePage() {
        let screen = PagerOfLists()
        let trace = TraceRecorder(screen.window)
        // 400 points left, 3 down: clearly horizontal.
        screen.window.play(.swipe(from: Point(600, 200), to: Point(200, 203)))
        #expect(trace.outcomes(by: "pager").contains(.takenOver))
        #expect(!trace.outcomes(by: "list0").contains(.takenOver))
        #expect(screen.pager.contentOffset.x == 800)
        #expect(screen.lists[0].contentOffset.y == 0)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aVerticalDragScrollsTheList() {
        let screen = PagerOfLists()
        let trace = TraceRecorder(screen.window)
        // 250 points up, 4 sideways: clearly vertical.
        screen.window.play(.drag(from: Point(400, 400), to: Point(404, 150), duration: 0.5))
        #expect(trace.outcomes(by: "list0").contains(.takenOver))
        #expect(!trace.outcomes(by: "pager").contains(.takenOver))
        #expect(screen.pager.contentOffset.x == 0)
        #expect(screen.lists[0].contentOffset.y > 0)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }
}
