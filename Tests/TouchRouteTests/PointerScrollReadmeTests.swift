import Foundation
import Testing
import TouchRouteTesting

@testable import TouchRoute

/// The pointer-scrolling article's example, as it is printed there.
@Suite struct PointerScrollReadmeTests {
    @Test func theReadmeExampleScrollsFlingsAndTurnsThePage() {
        let layout = DefaultLayout()  // a pager of three lists, 800x480
        let pointer = Point(x: 400, y: 240)
        layout.window.handle(
            PointerScroll(timestamp: 1, location: pointer, source: .wheel, delta: Vector(dx: 0, dy: 120)))
        #expect(layout.lists[0].contentOffset.y == 48)  // one detent down
        for step in 0..<12 {  // two fingers, 10 points a frame at 120 Hz
            layout.window.handle(
                PointerScroll(
                    timestamp: 2 + Double(step) / 120, location: pointer, source: .finger,
                    phase: step == 0 ? .began : .changed, delta: Vector(dx: 0, dy: 10)))
        }
        layout.window.handle(
            PointerScroll(timestamp: 2.1, location: pointer, source: .finger, phase: .ended, delta: .zero))
        layout.window.settle()  // the fling coasts and stops
        #expect(layout.lists[0].contentOffset.y > 700)
        layout.window.handle(
            PointerScroll(timestamp: 20, location: pointer, source: .wheel, delta: Vector(dx: 120, dy: 0)))
        layout.window.settle()
        #expect(layout.currentPage == 1)  // a horizontal detent turns the page
    }

    /// The pointer-scrolling article shows the test above, line for line.
    @Test func theReadmeShowsThisExample() throws {
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(
            contentsOf: root.appendingPathComponent("Sources/TouchRoute/TouchRoute.docc/PointerScrolling.md"),
            encoding: .utf8)
        let start = try #require(test.range(of: "ThePage() {\n"))
        let end = try #require(test[start.upperBound...].range(of: "\n    }\n"))
        let code = test[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(8) }.joined(separator: "\n")
        #expect(readme.contains("```swift\n" + code + "\n```\n"))
    }
}
