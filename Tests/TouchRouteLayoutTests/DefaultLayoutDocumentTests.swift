import Foundation
import Testing
import TouchRoute
import TouchRouteLayout

/// The shipped default layout (`LayoutDocument.defaultLayout`, the embedded
/// Examples/remorseful-pager.yaml) and its code twin `DefaultLayout` build the
/// same tree and route the same touches, on every screen.
@Suite struct DefaultLayoutDocumentTests {
    static let screens = [
        Size(800, 480), Size(1280, 768), Size(800, 800), Size(1920, 1080), Size(1001, 333), Size(333, 1001),
        Size(4096, 4096), Size(1366.5, 768.25), Size(1, 1),
    ]

    /// What tells two views apart for routing: class, name, frame, and each
    /// scroll setting the layout could set; one line a view, in tree order.
    static func lines(of window: Window) -> [String] {
        var lines: [String] = []
        func visit(_ view: View) {
            lines.append(description(of: view))
            view.subviews.forEach(visit)
        }
        window.subviews.forEach(visit)
        return lines
    }

    static func description(of view: View) -> String {
        var text =
            "\(type(of: view)) \(view.name) \(view.frame) hidden:\(view.isHidden) "
            + "interaction:\(view.isUserInteractionEnabled) multi:\(view.isMultipleTouchEnabled)"
        if let scroll = view as? ScrollView {
            text +=
                " content:\(scroll.contentSize) inset:\(scroll.contentInset) paging:\(scroll.isPagingEnabled)"
                + " bounce:\(scroll.alwaysBounceHorizontal),\(scroll.alwaysBounceVertical),\(scroll.bounces)"
                + " lock:\(scroll.isDirectionalLockEnabled) delays:\(scroll.delaysContentTouches)"
                + " cancels:\(scroll.canCancelContentTouches) threshold:\(scroll.panStartThreshold)"
                + " deceleration:\(scroll.decelerationRate) overscroll:\(scroll.overscrollBehavior)"
                + " priority:\(scroll.nestedScrollPriority) child:\(scroll.nestedScrollingChild?.name ?? "-")"
                + " policy:\(scroll.arbitrationPolicy)"
        }
        if let pager = view as? RemorsefulScrollView {
            text += " strategy:\(pager.strategy) arbitration:\(pager.arbitration)"
        }
        return text + " subviews:\(view.subviews.count)"
    }

    @Test(arguments: screens)
    func theDocumentBuildsTheDefaultLayoutsTree(on screen: Size) {
        let built = LayoutDocument.defaultLayout.build(screen: screen)
        let code = DefaultLayout(screen: screen)
        #expect(built.window.bounds.size == code.window.bounds.size)
        let fromDocument = Self.lines(of: built.window)
        let fromCode = Self.lines(of: code.window)
        #expect(fromDocument.count == fromCode.count)
        // The first view that differs, so that a failure shows one view, not 154.
        let first = zip(fromDocument, fromCode).first { $0 != $1 }
        #expect(first == nil, "\(first.map { "document: \($0)\ncode:     \($1)" } ?? "")")
        #expect(built.scrollViews.map(\.name) == ["pager"] + code.lists.map(\.name))
        #expect(built.pagedView?.pageCount == DefaultLayout.pageCount)
        #expect(code.lists.allSatisfy { $0.subviews.count == DefaultLayout.rowsPerList })
    }

    /// A tap, a vertical drag, a horizontal swipe and a diagonal drag, each
    /// 10 frames at 60 Hz, placed relative to the screen, then 2 s to settle.
    static func gestures(on screen: Size) -> [[TouchFrame]] {
        let w = screen.width
        let h = screen.height
        let strokes = [
            (Point(w * 0.15, 96), Point(w * 0.15, 96)), (Point(w * 0.5, h * 0.85), Point(w * 0.5, h * 0.2)),
            (Point(w * 0.75, h * 0.5), Point(w * 0.25, h * 0.5 + 3)),
            (Point(w * 0.35, h * 0.8), Point(w * 0.55, h * 0.45)),
        ]
        return strokes.enumerated().map { index, stroke in
            (0...10).map { step in
                let fraction = Double(step) / 10
                let point = Point(
                    stroke.0.x + (stroke.1.x - stroke.0.x) * fraction, stroke.0.y + (stroke.1.y - stroke.0.y) * fraction
                )
                let phase: TouchPhase = step == 0 ? .began : step == 10 ? .ended : .moved
                return TouchFrame(
                    timestamp: Double(index) * 3 + Double(step) / 60,
                    contacts: [Contact(id: index, phase: phase, location: point)])
            }
        }
    }

    /// The trace and scroll offsets of `gestures` played on `window`, starting on page 1.
    static func play(_ gestures: [[TouchFrame]], on window: Window, scrollViews: [ScrollView], showing: () -> Void)
        -> [String]
    {
        var lines: [String] = []
        window.trace = { lines.append(String(describing: $0)) }
        showing()
        for (index, frames) in gestures.enumerated() {
            frames.forEach(window.handle)
            window.clock.advance(to: Double(index) * 3 + 2.5)
            lines.append(scrollViews.map { "\($0.name) \($0.contentOffset)" }.joined(separator: " "))
        }
        return lines
    }

    @Test(arguments: screens)
    func theDocumentRoutesAsTheDefaultLayout(on screen: Size) {
        let gestures = Self.gestures(on: screen)
        let built = LayoutDocument.defaultLayout.build(screen: screen)
        let code = DefaultLayout(screen: screen)
        let fromDocument = Self.play(gestures, on: built.window, scrollViews: built.scrollViews) {
            built.pagedView?.show(page: 1)
        }
        let fromCode = Self.play(gestures, on: code.window, scrollViews: [code.pager] + code.lists) {
            code.show(page: 1)
        }
        #expect(fromDocument.count > gestures.count, "the gestures were traced")
        #expect(fromDocument == fromCode)
    }

    @Test func theDocumentIsTheExampleFile() throws {
        let path = ExampleLayoutsTests.packageRoot.appendingPathComponent("Examples/remorseful-pager.yaml").path
        let file = try LayoutFile.load(path: path)
        var shipped = LayoutDocument.defaultLayout
        shipped.file = file.file
        #expect(shipped == file)
        #expect(file.size == nil, "it takes the screen's size")
    }

    @Test func theStandardScreenIsTheTwinsToo() {
        #expect(LayoutDocument.standardScreen == DefaultLayout.standardScreen)
    }
}
