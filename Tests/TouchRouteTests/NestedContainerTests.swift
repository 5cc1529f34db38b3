import Testing
import TouchRoute
import TouchRouteTesting

/// The container's structure and layout: frames, heights, resizes, reloads
/// and the empty case. Paging behaviour is in `NestedContainerPagesTests`.
@Suite struct NestedContainerTests {
    @Test func theStructureAndFramesFollowTheHeights() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        #expect(container.subviews.map(\.name) == ["c.header", "c.hover", "c.pager"])
        #expect(container.header.frame == Rect(x: 0, y: 0, width: 400, height: 200))
        #expect(container.hoverBar.frame == Rect(x: 0, y: 200, width: 400, height: 50))
        #expect(container.pager.frame == Rect(x: 0, y: 250, width: 400, height: 550))
        #expect(container.contentSize == Size(400, 800))
        #expect(container.contentOffsetRange.y == 0...200)
        #expect(container.scrollableAxes == .vertical)
        #expect(container.nestedScrollPriority == .collapseFirst)
        #expect(container.pager.isPagingEnabled)
        #expect(container.pager.contentSize == Size(1200, 550))
        #expect(container.pageCount == 3)
        #expect(container.pager.subviews.map(\.name) == ["c.page0"])
        let page = container.pager.subviews[0]
        #expect(page.frame == Rect(x: 0, y: 0, width: 400, height: 550))
        let list = try! #require(container.pageScrollView(at: 0))
        #expect(list.superview === page)
        #expect(list.frame == Rect(x: 0, y: 0, width: 400, height: 550))
        #expect(list.alwaysBounceVertical)
        #expect(container.headerCollapse == 0)
    }

    /// The hover bar reaches the top exactly when the header is collapsed, and
    /// the pager then fills the rest of the container.
    @Test func theHoverBarSticksToTheTopOnceTheHeaderIsCollapsed() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        container.contentOffset = Point(0, 100)
        #expect(container.headerCollapse == 0.5)
        container.contentOffset = Point(0, container.contentOffsetRange.y.upperBound)
        #expect(container.headerCollapse == 1)
        #expect(container.hoverBar.frame.minY - container.contentOffset.y == 0)
        #expect(container.pager.frame.maxY - container.contentOffset.y == container.bounds.height)
        // Hit testing agrees: the bar is what shows at the top.
        #expect(container.subviewHitTest(Point(10, 210), with: nil) === container.hoverBar)
    }

    @Test func negativeAndOversizedHeightsAreTamed() {
        let container = NestedContainer(
            name: "c", frame: Rect(x: 0, y: 0, width: 300, height: 400), headerHeight: -20, hoverHeight: .nan)
        #expect(container.headerHeight == 0)
        #expect(container.hoverHeight == 0)
        #expect(container.headerCollapse == 0)
        #expect(container.pager.frame == Rect(x: 0, y: 0, width: 300, height: 400))
        container.headerHeight = 300
        container.hoverHeight = 500
        #expect(container.hoverBar.frame == Rect(x: 0, y: 300, width: 300, height: 500))
        #expect(container.pager.frame == Rect(x: 0, y: 800, width: 300, height: 0))
        #expect(container.contentSize == Size(300, 700))
        container.hoverHeight = -1
        #expect(container.hoverHeight == 0)
        #expect(container.pager.frame == Rect(x: 0, y: 300, width: 300, height: 400))
    }

    /// A rotation: the page shown stays shown, pages and lists take the new
    /// size, each list keeps its offset, and the collapse stays within reach.
    @Test func aFrameChangeKeepsThePageAndTheHeader() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        container.currentPageIndex = 2
        container.contentOffset = Point(0, 200)
        let list = try! #require(container.pageScrollView(at: 2))
        list.contentOffset = Point(0, 333)
        container.frame = Rect(x: 0, y: 0, width: 600, height: 400)
        #expect(container.currentPageIndex == 2)
        #expect(container.pageProgress == 2)
        #expect(container.pager.contentOffset == Point(1200, 0))
        #expect(container.pager.frame == Rect(x: 0, y: 250, width: 600, height: 350))
        #expect(container.pager.contentSize == Size(1800, 350))
        #expect(
            container.pager.subviews.first { $0.name == "c.page2" }?.frame
                == Rect(x: 1200, y: 0, width: 600, height: 350))
        #expect(list.frame == Rect(x: 0, y: 0, width: 600, height: 350))
        #expect(list.contentOffset == Point(0, 333))
        #expect(container.contentSize == Size(600, 600))
        #expect(container.contentOffset == Point(0, 200))
        #expect(fixture.events.currentPages == [2])
        // Back again, with the neighbours that the narrower bounds never showed
        // still uncreated.
        container.frame = NestedContainerFixture.frame
        #expect(container.pager.contentOffset == Point(800, 0))
        #expect(fixture.pages.requests == [0, 2])
    }

    /// A shorter header lowers the maximum collapse; a collapsed header stays
    /// collapsed at the new maximum. The pager is not moved.
    @Test func changingTheHeightsClampsTheCollapse() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        container.currentPageIndex = 1
        container.contentOffset = Point(0, 200)
        container.headerHeight = 120
        #expect(container.contentOffset == Point(0, 120))
        #expect(container.headerCollapse == 1)
        #expect(container.hoverBar.frame == Rect(x: 0, y: 120, width: 400, height: 50))
        #expect(container.pager.frame == Rect(x: 0, y: 170, width: 400, height: 550))
        container.hoverHeight = 80
        #expect(container.pager.frame == Rect(x: 0, y: 200, width: 400, height: 520))
        #expect(container.pageScrollView(at: 1)?.frame == Rect(x: 0, y: 0, width: 400, height: 520))
        #expect(container.pager.contentOffset == Point(400, 0))
        // A taller header leaves the collapse where it was.
        container.headerHeight = 300
        #expect(container.contentOffset == Point(0, 120))
        #expect(container.headerCollapse == 0.4)
    }

    /// Fewer pages: the current page is clamped to the last, the old pages go
    /// (their touches cancelled, each once), and the header keeps its state.
    @Test func reloadWithFewerPagesClamps() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        let trace = TraceRecorder(fixture.window)
        container.currentPageIndex = 2
        container.contentOffset = Point(0, 120)
        let oldList = container.pageScrollView(at: 2)
        // A finger rests on page 2's list while the pages change.
        let hold = TouchScript.longPress(at: NestedContainerFixture.onPage, duration: 0.5).frames(startingAt: 1)
        for frame in hold.dropLast() { fixture.window.handle(frame) }
        #expect(trace.phases(receivedBy: "list2") == [.began])
        fixture.pages.count = 2
        container.reload()
        for frame in hold.suffix(1) { fixture.window.handle(frame) }
        #expect(trace.phases(receivedBy: "list2") == [.began, .cancelled])
        #expect(trace.exactlyOnceViolations.isEmpty)
        #expect(oldList?.superview?.superview == nil)
        #expect(container.pageCount == 2)
        #expect(container.currentPageIndex == 1)
        #expect(container.pager.contentOffset == Point(400, 0))
        #expect(container.pager.contentSize == Size(800, 550))
        #expect(container.pager.subviews.map(\.name) == ["c.page1"])
        #expect(container.contentOffset == Point(0, 120))
        #expect(fixture.pages.requests == [0, 2, 1])
        #expect(fixture.events.currentPages == [2, 1])
        #expect(fixture.events.progress.last == 1)
        #expect(container.nestedScrollingChild === container.pageScrollView(at: 1))
    }

    /// Reloading with the same count keeps the page and asks for it afresh.
    @Test func reloadKeepsTheCurrentPage() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        container.currentPageIndex = 1
        let before = container.pageScrollView(at: 1)
        container.reload()
        #expect(container.currentPageIndex == 1)
        #expect(container.pageScrollView(at: 1) !== before)
        #expect(container.pageScrollView(at: 0) == nil)
        #expect(fixture.pages.requests == [0, 1, 1])
        #expect(fixture.events.currentPages == [1])
    }

    @Test func zeroPagesIsAnEmptyPager() {
        let fixture = NestedContainerFixture(pageCount: 0)
        let container = fixture.container
        let trace = TraceRecorder(fixture.window)
        #expect(container.pageCount == 0)
        #expect(container.pager.subviews.isEmpty)
        #expect(container.pager.contentSize == Size(0, 550))
        #expect(container.currentPageIndex == 0)
        #expect(container.pageProgress == 0)
        #expect(container.nestedScrollingChild == nil)
        #expect(container.pageScrollView(at: 0) == nil)
        container.scrollToPage(at: 1, animated: true)
        container.currentPageIndex = 3
        fixture.window.play(NestedContainerFixture.swipe(300))
        #expect(container.currentPageIndex == 0)
        #expect(container.pager.contentOffset == .zero)
        #expect(fixture.pages.requests.isEmpty)
        #expect(fixture.events.created.isEmpty && fixture.events.currentPages.isEmpty)
        #expect(trace.problems.isEmpty)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    /// Without a data source, or before one is set, the container is empty.
    @Test func withoutADataSourceThereAreNoPages() {
        let container = NestedContainer(
            name: "c", frame: NestedContainerFixture.frame, headerHeight: 200, hoverHeight: 50, pageCreation: .eager)
        #expect(container.pageCount == 0)
        container.reload()
        #expect(container.pager.subviews.isEmpty)
        #expect(container.pageCreation == .eager)
    }
}
