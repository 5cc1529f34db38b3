import Foundation
import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout

/// Every file in Examples/ loads, builds, and has the structure its README describes.
@Suite struct ExampleLayoutsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func build(_ name: String) throws -> BuiltLayout {
        try LayoutFile.load(path: packageRoot.appendingPathComponent("Examples/\(name)").path).build()
    }

    @Test func everyExampleLoadsAndBuilds() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: Self.packageRoot.appendingPathComponent("Examples").path
        )
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 3)
        #expect(names.contains("two-panels.yaml"))
        for name in names {
            let layout = try Self.build(name)
            let wide = name == "two-panels.yaml"
            #expect(layout.window.bounds.size == (wide ? Size(1280, 480) : Size(800, 480)), "\(name)")
            #expect(!layout.scrollViews.isEmpty, "\(name)")
        }
    }

    @Test func theTwoPanelsAreAPagerOnEachOutput() throws {
        let document = try LayoutFile.load(
            path: Self.packageRoot.appendingPathComponent("Examples/two-panels.yaml").path)
        #expect(document.outputs.map(\.name) == ["left", "right"])
        #expect(document.outputs.map(\.region.description) == ["640x480+0+0", "640x480+640+0"])
        #expect(document.outputs.allSatisfy { $0.devices.isEmpty && $0.rotation == nil && $0.flips == nil })
        let layout = document.build()
        let pagers = layout.window.subviews.compactMap { $0 as? RemorsefulScrollView }
        #expect(pagers.map(\.name) == ["leftPager", "rightPager"])
        #expect(pagers.map(\.frame) == document.outputs.map(\.region.rect), "each pager fills its output")
        #expect(
            layout.scrollViews.map(\.name) == [
                "leftPager", "left0", "left1", "left2", "rightPager", "right0", "right1", "right2",
            ])
        for pager in pagers {
            #expect(pager.contentSize == Size(1920, 480))
            #expect(pager.subviews.count == 3)
        }
        #expect(layout.pagedView?.pageCount == 3)
        #expect(layout.view(named: "right2.row49")?.frame == Rect(x: 0, y: 49 * 64, width: 640, height: 64))
    }

    @Test func theRemorsefulPagerIsTheDefaultLayoutWrittenOut() throws {
        let layout = try Self.build("remorseful-pager.yaml")
        let standard = DefaultLayout()
        #expect(layout.scrollViews.map(\.name) == [standard.pager.name] + standard.lists.map(\.name))
        let paged = try #require(layout.pagedView)
        #expect(paged.pageCount == DefaultLayout.pageCount)
        for (built, list) in zip(layout.scrollViews.dropFirst(), standard.lists) {
            #expect(built.contentSize == list.contentSize)
            #expect(built.subviews.map(\.name) == list.subviews.map(\.name))
            #expect(built.convert(Point.zero, to: nil) == list.convert(Point.zero, to: nil))
        }
    }

    @Test func theThreeLevelChainCollapsesEachTopAreaExactly() throws {
        let layout = try Self.build("three-level-chain.json")
        #expect(layout.scrollViews.map(\.name) == ["A", "B", "C"])
        let a = layout.scrollViews[0]
        let b = layout.scrollViews[1]
        let c = layout.scrollViews[2]
        #expect(a.nestedScrollingChild === b && b.nestedScrollingChild === c)
        #expect(a.nestedScrollPriority == .collapseFirst && b.nestedScrollPriority == .collapseFirst)
        let aTop = try #require(layout.view(named: "A.top"))
        let bTop = try #require(layout.view(named: "B.top"))
        #expect(a.contentOffsetRange.y.upperBound == aTop.frame.height)
        #expect(b.contentOffsetRange.y.upperBound == bTop.frame.height)
        #expect(c.subviews.count == 40)
    }
}

extension ExampleLayoutsTests {
    @Test func theNestedSlideHasAHeaderAHoverBarAndLazyPages() throws {
        let layout = try Self.build("nested-slide.yaml")
        guard case .nested(let slide) = try #require(layout.pagedView) else {
            Issue.record("the first paged view is the nested container")
            return
        }
        #expect(slide.pageCount == 3)
        #expect(slide.headerHeight == 200 && slide.hoverHeight == 44)
        #expect(slide.header.subviews.map(\.name) == ["banner", "follow"])
        #expect(slide.header.subviews[1] is Control)
        #expect(slide.hoverBar.subviews.map(\.name) == ["tab0", "tab1", "tab2"])
        #expect(slide.contentOffsetRange.y.upperBound == 200, "the header collapses by its height")
        // Lazy: only the page shown is built.
        let list0 = try #require(slide.pageScrollView(at: 0))
        #expect(slide.pageScrollView(at: 1) == nil)
        #expect(list0.name == "list0" && list0.subviews.count == 50)
        #expect(list0.subviews[0].frame.width == 800, "rows span the page")
        #expect(list0.contentSize.height == 50 * 64)
        // Turning the page builds the next list; the short one has 3 rows.
        layout.pagedView?.show(page: 2)
        let list2 = try #require(slide.pageScrollView(at: 2))
        #expect(list2.subviews.count == 3 && list2.contentSize.height == 192)
        #expect(layout.pagedView?.currentPage == 2)
        #expect(layout.scrollViews.map(\.name).contains("list2"))
    }

    @Test func theNestedSlideKeepsItsDataSourceAlive() throws {
        let layout = try Self.build("nested-slide.yaml")
        guard case .nested(let slide) = try #require(layout.pagedView) else { return }
        #expect(slide.dataSource != nil)
        slide.currentPageIndex = 1
        #expect(slide.pageScrollView(at: 1)?.name == "list1")
    }
}

extension ExampleLayoutsTests {
    @Test func thePhotosAreAPagerOfThreeZoomablePhotosWithTheirRecognizers() throws {
        let layout = try Self.build("photos.yaml")
        guard case .pager(let pager) = try #require(layout.pagedView) else {
            Issue.record("the first paged view is the pager")
            return
        }
        #expect(pager.name == "pager" && layout.pagedView?.pageCount == 3)
        let photos = try (0..<3).map { try #require(layout.view(named: "photo\($0)") as? ScrollView) }
        for (index, photo) in photos.enumerated() {
            #expect(photo.superview?.frame == Rect(x: 800 * Double(index), y: 0, width: 800, height: 480))
            #expect(photo.minimumZoomScale == 1 && photo.maximumZoomScale == 4 && photo.zoomScale == 1)
            let zoom = try #require(photo.gestureRecognizers.first as? TapGestureRecognizer)
            #expect(zoom.name == "zoom\(index)" && zoom.numberOfTapsRequired == 2 && zoom.onStateChange != nil)
        }
        #expect(pager.gestureRecognizers.map(\.name) == ["chrome", "menu"])
        let chrome = try #require(pager.gestureRecognizers[0] as? TapGestureRecognizer)
        #expect(chrome.numberOfTapsRequired == 1)
        #expect(chrome.failureRequirements.map(\.name) == ["zoom0", "zoom1", "zoom2"])
        #expect(zip(chrome.failureRequirements, photos).allSatisfy { $0.view === $1 })
        let menu = try #require(pager.gestureRecognizers[1] as? LongPressGestureRecognizer)
        #expect(menu.minimumPressDuration == 0.5)
    }
}
