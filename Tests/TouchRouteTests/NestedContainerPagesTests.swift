import Testing
import TouchRoute
import TouchRouteTesting

/// The container's pages: when they are created, progress, the current page,
/// offsets kept across page switches, and turning pages in code.
@Suite struct NestedContainerPagesTests {
    @Test func lazyCreationAsksOnlyForTheFirstPage() {
        let fixture = NestedContainerFixture()
        #expect(fixture.pages.requests == [0])
        #expect(fixture.events.created == [0])
        #expect(fixture.container.pageScrollView(at: 1) == nil)
        #expect(fixture.container.pageScrollView(at: 2) == nil)
        #expect(fixture.container.pageScrollView(at: -1) == nil)
    }

    @Test func eagerCreationMakesEveryPageAtReload() {
        let fixture = NestedContainerFixture(creation: .eager)
        #expect(fixture.pages.requests == [0, 1, 2])
        #expect(fixture.events.created == [0, 1, 2])
        #expect(fixture.container.pager.subviews.map(\.name) == ["c.page0", "c.page1", "c.page2"])
        for index in 0..<3 {
            #expect(
                fixture.container.pager.subviews[index].frame
                    == Rect(x: 400 * Double(index), y: 0, width: 400, height: 550))
        }
        // Swiping creates nothing more.
        fixture.turn(+1)
        #expect(fixture.pages.requests == [0, 1, 2])
    }

    /// A held finger drags the pager: the neighbour is created on the very
    /// frame that first reveals any of it, and not before; the page after it
    /// is not created at half a page.
    @Test func aSwipeCreatesTheNeighbourWhenItIsRevealed() {
        let fixture = NestedContainerFixture()
        let pager = fixture.container.pager
        let frames = NestedContainerFixture.swipe(200).frames(startingAt: 1)
        var revealedAt: Int?
        for (index, frame) in frames.dropLast().enumerated() {
            let wasShown = pager.contentOffset.x > 0
            #expect(fixture.pages.requests == (wasShown ? [0, 1] : [0]), "frame \(index)")
            fixture.window.handle(frame)
            if revealedAt == nil, pager.contentOffset.x > 0 {
                revealedAt = index
                #expect(fixture.pages.requests == [0, 1])
                #expect(fixture.events.created == [0, 1])
            }
        }
        #expect(revealedAt != nil)
        #expect(pager.contentOffset.x == 200)
        #expect(fixture.pages.requests == [0, 1])
        #expect(fixture.container.currentPageIndex == 1, "at exactly half a page the rounding picks the next")
        fixture.window.handle(frames[frames.count - 1])
        fixture.window.settle()
        #expect(fixture.container.currentPageIndex == 1)
        #expect(fixture.pages.requests == [0, 1])
    }

    /// Progress follows the pager every frame, by no more than a frame's
    /// movement, one way for a one-way swipe, and lands on a whole page.
    @Test func pageProgressIsContinuousDuringASwipe() {
        let fixture = NestedContainerFixture()
        fixture.window.play(NestedContainerFixture.swipe(300))
        let samples = fixture.events.progress
        // The finger moves 300 pt in 0.3 s: 8⅓ pt per 120 Hz sample, 1,000 pt/s.
        // The first step is the takeover, where the pager catches up with the
        // finger from touch-down (two samples, just past the 12 pt threshold:
        // 16⅔ pt); the snap after the lift starts no faster than the release,
        // 1,000 pt/s or 16⅔ pt per 60 Hz frame, and slows from there.
        let justified = (50.0 / 3 + 1e-9) / 400
        let steps = zip(samples, samples.dropFirst()).map { $1 - $0 }
        #expect(samples.count > 30)
        #expect(steps.allSatisfy { $0 > 0 }, "monotonic for a one-way swipe: \(steps)")
        #expect((steps.max() ?? 0) <= justified, "\(steps)")
        #expect(samples.first! <= justified)
        #expect(samples.last == 1)
        #expect(fixture.container.pageProgress == 1)
        #expect(fixture.events.currentPages == [1])
        // And back: the mirror image.
        fixture.turn(-1)
        #expect(fixture.events.progress.last == 0)
        #expect(fixture.events.currentPages == [1, 0])
    }

    /// Rubber-banding before the first page does not take progress below 0.
    @Test func progressStaysInRangePastTheEnds() {
        let fixture = NestedContainerFixture()
        let frames = NestedContainerFixture.swipe(-150, at: Point(50, 450)).frames(startingAt: 1)
        for frame in frames.dropLast() { fixture.window.handle(frame) }
        #expect(fixture.container.pager.contentOffset.x < 0)
        #expect(fixture.container.pageProgress == 0)
        #expect(fixture.events.progress.isEmpty)
        fixture.window.handle(frames[frames.count - 1])
        fixture.window.settle()
        #expect(fixture.container.pager.contentOffset == .zero)
        #expect(fixture.pages.requests == [0])
    }

    @Test func eachPageKeepsItsOwnOffset() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        let first = try! #require(container.pageScrollView(at: 0))
        first.contentOffset = Point(0, 300)
        fixture.turn(+1)
        let second = try! #require(container.pageScrollView(at: 1))
        #expect(second.contentOffset == .zero)
        second.contentOffset = Point(0, 120)
        fixture.turn(-1)
        #expect(container.currentPageIndex == 0)
        #expect(first.contentOffset == Point(0, 300))
        fixture.turn(+1)
        #expect(container.currentPageIndex == 1)
        #expect(second.contentOffset == Point(0, 120))
        #expect(container.pageScrollView(at: 0) === first)
    }

    /// With the header collapsed, turning to a page whose list is at its top
    /// scrolls nothing but the pager.
    @Test func switchingPagesWithACollapsedHeaderMovesNothingElse() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        container.contentOffset = Point(0, 200)
        let trace = TraceRecorder(fixture.window)
        // The pager now starts 50 pt from the container's top.
        fixture.window.play(NestedContainerFixture.swipe(300, at: Point(350, 300)))
        #expect(container.currentPageIndex == 1)
        #expect(!trace.scrolls.isEmpty)
        #expect(trace.scrolls.allSatisfy { $0.view === container.pager })
        #expect(container.contentOffset == Point(0, 200))
        #expect(container.pageScrollView(at: 0)?.contentOffset == .zero)
        #expect(container.pageScrollView(at: 1)?.contentOffset == .zero)
        // In code too.
        trace.removeAll()
        container.scrollToPage(at: 2, animated: true)
        fixture.window.settle()
        #expect(trace.scrolls.allSatisfy { $0.view === container.pager })
        #expect(container.contentOffset == Point(0, 200))
    }

    @Test func scrollToPageJumpsOrAnimates() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        container.scrollToPage(at: 2, animated: false)
        #expect(container.pager.contentOffset == Point(800, 0))
        #expect(container.currentPageIndex == 2)
        #expect(fixture.pages.requests == [0, 2], "the page jumped over was never shown")
        #expect(fixture.events.currentPages == [2])

        container.scrollToPage(at: 0, animated: true)
        #expect(container.pager.contentOffset == Point(800, 0), "an animation starts on the next frame")
        #expect(container.pager.isMovingWithoutFinger)
        #expect(fixture.pages.requests == [0, 2])
        let start = fixture.window.clock.now
        let end = fixture.window.settle()
        #expect(end - start >= 0.3 - 1e-9)
        #expect(container.pager.contentOffset == .zero)
        #expect(container.currentPageIndex == 0)
        #expect(fixture.pages.requests == [0, 2, 1], "the page passed on the way was shown")
        #expect(fixture.events.currentPages == [2, 1, 0])
        #expect(fixture.events.progress.last == 0)
    }

    /// A lazy target is created before the pager moves, so it is ready when it arrives.
    @Test func anAnimatedScrollCreatesItsTargetFirst() {
        let fixture = NestedContainerFixture()
        fixture.container.scrollToPage(at: 2, animated: true)
        #expect(fixture.pages.requests == [0, 2])
        fixture.window.settle()
        #expect(fixture.pages.requests == [0, 2, 1])
    }

    @Test func currentPageIndexSetsGetsAndClamps() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        container.currentPageIndex = 1
        #expect(container.currentPageIndex == 1)
        #expect(container.pager.contentOffset == Point(400, 0))
        #expect(container.pageProgress == 1)
        container.currentPageIndex = 99
        #expect(container.currentPageIndex == 2)
        #expect(container.pager.contentOffset == Point(800, 0))
        container.currentPageIndex = -5
        #expect(container.currentPageIndex == 0)
        #expect(container.pager.contentOffset == .zero)
        #expect(fixture.events.currentPages == [1, 2, 0])
    }

    @Test func aDisabledPagerIgnoresHorizontalSwipes() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        container.isHorizontalScrollEnabled = false
        #expect(!container.pager.isScrollEnabled)
        fixture.turn(+1)
        #expect(container.currentPageIndex == 0)
        #expect(container.pager.contentOffset == .zero)
        #expect(fixture.pages.requests == [0])
        #expect(fixture.events.progress.isEmpty)
        // Code still turns pages.
        container.currentPageIndex = 1
        #expect(container.currentPageIndex == 1)
        container.isHorizontalScrollEnabled = true
        #expect(container.pager.isScrollEnabled)
        fixture.turn(+1)
        #expect(container.currentPageIndex == 2)
    }

    /// The chain's inner end is always the current page's list: after a swipe,
    /// in code, after a reload, and once a lazily created page exists.
    @Test func theNestedScrollingChildFollowsTheCurrentPage() {
        let fixture = NestedContainerFixture()
        let container = fixture.container
        #expect(container.nestedScrollingChild === container.pageScrollView(at: 0))
        fixture.turn(+1)
        #expect(container.nestedScrollingChild === container.pageScrollView(at: 1))
        container.currentPageIndex = 2
        #expect(container.nestedScrollingChild === container.pageScrollView(at: 2))
        #expect(container.nestedScrollingChild?.name == "list2")
        container.reload()
        #expect(container.nestedScrollingChild === container.pageScrollView(at: 2))
        #expect(container.nestedScrollingChild != nil)
        fixture.pages.count = 0
        container.reload()
        #expect(container.nestedScrollingChild == nil)
    }

    /// A container with no width shows nothing, yet its current page exists
    /// and turning pages in code still works.
    @Test func aZeroWidthContainerStillHasACurrentPage() {
        let fixture = NestedContainerFixture(frame: Rect(x: 0, y: 0, width: 0, height: 600))
        let container = fixture.container
        #expect(fixture.pages.requests == [0])
        container.currentPageIndex = 2
        #expect(container.currentPageIndex == 2)
        #expect(container.pageProgress == 2)
        #expect(container.nestedScrollingChild === container.pageScrollView(at: 2))
        container.frame = NestedContainerFixture.frame
        #expect(container.pager.contentOffset == Point(800, 0))
        #expect(fixture.pages.requests == [0, 2])
    }
}
