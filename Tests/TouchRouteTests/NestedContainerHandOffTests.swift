import Testing
import TouchRouteTesting

@testable import TouchRoute

/// One gesture across the header and a page's list of a `NestedContainer`:
/// the complaints every nested-scroll library gets, each shown absent.
@Suite struct NestedContainerHandOffTests {
    /// A container filling a 400x600 window: header 200, hover bar 50, pages
    /// 400x550 below, three lists of 2,000 pt.
    struct Page {
        let window = Window(size: Size(400, 600))
        let container = NestedContainer(
            name: "c", frame: Rect(x: 0, y: 0, width: 400, height: 600), headerHeight: 200, hoverHeight: 50)
        let pages = ListPages(count: 3)

        init() {
            window.addSubview(container)
            container.dataSource = pages
        }

        var list0: ScrollView { container.pageScrollView(at: 0)! }
    }

    @Test func aDragUpAListCollapsesTheHeaderThenScrollsTheListAndTheHoverBarSticks() {
        let page = Page()
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 560), to: Point(200, 100), duration: 0.9),
            in: page.window, watching: [page.container, page.list0])
        NestedScrollChainTests.checkConservation(samples)
        #expect(NestedScrollChainTests.scrollingOrder(samples, limits: [200, 0]) == [0, 1])
        let (dragged, lift) = NestedScrollChainTests.dragged(samples)
        #expect(lift.offsets[0] == 200)
        #expect(abs(lift.offsets[1] - (dragged - 200)) < 1e-6)
        #expect(page.container.hoverBar.convert(Point.zero, to: nil).y == 0, "the hover bar sits at the top")
        #expect(page.container.headerCollapse == 1)
    }

    @Test func aPageAtItsTopWithTheHeaderCollapsedShowsWithoutAJumpAndBringsTheHeaderBack() {
        let page = Page()
        page.window.play(.drag(from: Point(200, 560), to: Point(200, 100), duration: 0.9))
        let list0Offset = page.list0.contentOffset
        let trace = TraceRecorder(page.window)
        page.window.play(.swipe(from: Point(350, 300), to: Point(50, 300)))
        #expect(page.container.currentPageIndex == 1)
        #expect(Set(trace.scrolls.map(\.view.name)) == ["c.pager"], "nothing but the pager moved")
        let list1 = page.container.pageScrollView(at: 1)!
        #expect(list1.contentOffset == .zero && page.container.contentOffset.y == 200)
        // Down on page 1: its list is at its top, so the header comes back at once.
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 100), to: Point(200, 250), duration: 0.6),
            in: page.window, watching: [page.container, list1])
        NestedScrollChainTests.checkConservation(samples)
        #expect(NestedScrollChainTests.scrollingOrder(samples, limits: [0, 0]) == [0])
        #expect(page.list0.contentOffset == list0Offset, "page 0 kept its own offset")
    }

    @Test func aVerticalDragThatDriftsSidewaysIsNotStolenByThePager() {
        let page = Page()
        let trace = TraceRecorder(page.window)
        // 300 pt up, drifting 40 pt sideways once the list has it.
        page.window.play(.path([Point(200, 560), Point(200, 500), Point(240, 260)], duration: 0.8))
        #expect(page.container.currentPageIndex == 0)
        #expect(page.container.pager.contentOffset == .zero)
        #expect(trace.outcomes(by: "c.pager").contains(.claimedByChild))
        #expect(!trace.outcomes(by: "c.pager").contains(.takenOver))
        #expect(page.container.contentOffset.y == 200)
    }

    @Test(arguments: RefreshRate.tested)
    func aFlingFromTheHeaderCarriesItsVelocityIntoTheList(rate: RefreshRate) throws {
        let page = Page()
        page.window.refreshRate = rate
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 190), to: Point(200, 110), duration: 0.04),
            in: page.window, watching: [page.container, page.list0])
        let (velocities, handOff) = try #require(NestedScrollChainTests.momentumHandOff(samples, from: 0, to: 1))
        for index in [handOff - 1, handOff] {
            let ratio = velocities[index + 1] / velocities[index]
            #expect(
                abs(ratio - 1) < 0.05,
                "frames \(index), \(index + 1): \(velocities[index]) → \(velocities[index + 1]) pt/s")
        }
        #expect(samples.last!.offsets[0] == 200)
        #expect(samples.last!.offsets[1] > 300)
    }

    @Test func aShortPageStillHandsOff() {
        let page = Page()
        page.pages.listHeight = 200
        page.container.reload()
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 560), to: Point(200, 200), duration: 0.8),
            in: page.window, watching: [page.container, page.list0])
        NestedScrollChainTests.checkConservation(samples)
        #expect(samples.last!.offsets == [200, 0], "collapsed, and the short list sprang back")
        let back = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 200), to: Point(200, 560), duration: 0.8),
            in: page.window, watching: [page.container, page.list0])
        NestedScrollChainTests.checkConservation(back)
        #expect(back.last!.offsets == [0, 0])
    }
}
