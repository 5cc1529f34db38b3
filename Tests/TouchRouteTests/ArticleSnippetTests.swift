import Testing
import TouchRoute

/// The articles' short Swift examples, compiled and run here: each one
/// between `// --- article: NAME ---` and `// --- end ---` is what the
/// article shows (scripts/check-readme.sh's `check-source:` finds it here),
/// with whatever it leaves to the reader (a toolkit's events, its views)
/// made up around it.
@Suite struct ArticleSnippetTests {
    @Test func aDirectionStrategyDecidesOnADisplacement() {
        // --- article: direction strategies ---
        let sideways = DirectionStrategy.remorseful().decide(Vector(dx: 13, dy: 3))  // .takeOver
        let upward = DirectionStrategy.remorseful().decide(Vector(dx: 3, dy: 13), along: .vertical)  // .takeOver
        // --- end ---
        #expect(sideways == .takeOver)
        #expect(upward == .takeOver)
    }

    /// A toolkit's touch event, as its event pump collects them.
    struct PendingTouchEvent {
        let finger: Int
        let phase: TouchPhase
        let point: Point
        let time: Double
    }

    @Test func samplesBatchedIntoOneFrameKeepTheirTimes() {
        let window = Window(size: Size(800, 480))
        let row = TapView(name: "row", frame: Rect(x: 0, y: 0, width: 800, height: 64))
        window.addSubview(row)
        var taps = 0
        row.onTap = { _ in taps += 1 }
        var frame = TouchFrame(timestamp: 0, contacts: [])
        // A tap's down and up, 80 ms apart, collected by one pass of the pump.
        let pendingTouchEvents = [
            PendingTouchEvent(finger: 1, phase: .began, point: Point(100, 30), time: 1.00),
            PendingTouchEvent(finger: 1, phase: .ended, point: Point(101, 30), time: 1.08),
        ]
        let now = 1.1
        // --- article: batched samples ---
        // Everything the event pump collected since the last frame, each with its time.
        frame.contacts.removeAll(keepingCapacity: true)
        for event in pendingTouchEvents {
            frame.contacts.append(
                Contact(id: event.finger, phase: event.phase, location: event.point, timestamp: event.time))
        }
        frame.timestamp = now
        window.handle(frame)
        // --- end ---
        #expect(taps == 1)
    }

    @Test func theHostStepsMotionAtVsync() {
        let layout = DefaultLayout()
        let window = layout.window
        var requestingFrames = true
        func stopRequestingFrames() { requestingFrames = false }
        // --- article: host display sync ---
        window.displaySync = .host
        func onVsync(_ frameTime: Double) {  // the toolkit's frame callback
            window.displayFrame(at: frameTime)
            if !window.needsDisplayFrames { stopRequestingFrames() }
        }
        // --- end ---
        _ = window.play(.swipe(from: Point(600, 200), to: Point(200, 203)), settling: false)
        var time = window.clock.now
        while requestingFrames, time < window.clock.now + 5 {
            time += 1.0 / 60
            onVsync(time)
        }
        #expect(!requestingFrames)
        #expect(layout.currentPage == 1)
    }

    /// The tabs of a profile screen: they hear the pages' progress.
    final class Tabs: NestedContainerDelegate {
        var pagesCreated: [Int] = []
        func nestedContainer(_ container: NestedContainer, didCreatePageAt index: Int) { pagesCreated.append(index) }
    }

    /// Three lists of 40 rows.
    final class Pages: NestedContainerDataSource {
        func numberOfPages(in container: NestedContainer) -> Int { 3 }
        func nestedContainer(_ container: NestedContainer, scrollViewForPageAt index: Int) -> ScrollView {
            let list = ScrollView(name: "list\(index)")
            list.contentSize = Size(400, 64 * 40)
            return list
        }
    }

    @Test func aCollapsingHeaderOverPagedLists() {
        let avatar = View(name: "avatar", frame: Rect(x: 150, y: 50, width: 100, height: 100))
        let tabs = Tabs()
        let pages = Pages()
        // --- article: a nested container ---
        let container = NestedContainer(
            name: "profile", frame: Rect(x: 0, y: 0, width: 400, height: 600),
            headerHeight: 200, hoverHeight: 50)  // pageCreation: .lazy
        container.header.addSubview(avatar)  // header and hoverBar are plain views to fill
        container.containerDelegate = tabs  // progress 0 … pageCount − 1, page changes, creations
        container.dataSource = pages  // one vertical ScrollView per page; setting it reloads
        // --- end ---
        #expect(tabs.pagesCreated == [0])
        #expect(avatar.superview === container.header)
    }

    @Test func aPagerOfAnyScrollViewWithARuleOfItsOwn() {
        let carousel = ScrollView(name: "carousel", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        carousel.contentSize = Size(1200, 300)
        // --- article: a custom rule ---
        let steep = CustomDirectionRule(name: "steep") { d, axis in
            let along = abs(d[axis])
            let across = abs(d[axis.cross])
            if along > 20, along > 3 * across { return .takeOver }
            return across > 20 ? .decline : .undecided
        }
        carousel.arbitrationPolicy = .forwardThenTakeOver(.custom(steep), arbitration: .decideOnce)
        carousel.delaysContentTouches = false
        // --- end ---
        #expect(steep.decide(Vector(dx: 30, dy: 5), along: .horizontal) == .takeOver)
        #expect(steep.decide(Vector(dx: 5, dy: 30), along: .horizontal) == .decline)
        #expect(!carousel.delaysContentTouches)
    }

    @Test func aSliderInAListInAPagerTakesItsHorizontalDrags() throws {
        let window = Window(size: Size(width: 400, height: 600))
        // --- article: a slider in a list in a pager ---
        let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        pager.contentSize = Size(width: 800, height: 600)  // two pages
        pager.isPagingEnabled = true
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = Size(width: 400, height: 2000)
        list.delaysContentTouches = false  // the slider hears the finger at once, as a control in a table should
        window.addSubview(pager)
        pager.addSubview(list)
        list.addSubview(Slider(name: "slider", frame: Rect(x: 50, y: 100, width: 300, height: 40)))
        // --- end ---
        let slider = try #require(list.subviews.first as? Slider)
        window.play(.drag(from: Point(200, 120), to: Point(300, 125), duration: 0.2))
        #expect(slider.value > 0.5)
        #expect(pager.contentOffset.x == 0)
    }
}
