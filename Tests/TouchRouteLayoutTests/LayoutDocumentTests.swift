import Foundation
import Testing
import TouchRoute
import TouchRouteLayout

/// Reading the schema's values and building live views from them.
@Suite struct LayoutDocumentTests {
    static let pager = """
        size: [400, 300]
        views:
          - type: pager
            name: pager
            frame: [0, 0, 400, 300]
            strategy: {rule: view-pager, slop: 20}
            arbitration: literal
            subviews:
              - type: scroll
                name: left
                frame: [0, 0, 400, 300]
                rows: {count: 10, height: 50}
                deceleration: fast
                overscroll: contain
                priority: collapse-first
                panStartThreshold: 6
                bounces: false
                directionalLock: true
                delaysContentTouches: false
                canCancelContentTouches: false
              - type: scroll
                name: right
                frame: [400, 0, 400, 300]
                axis: both
                paging: true
                multipleTouch: false
                subviews:
                  - {type: control, name: button, frame: [10, 10, 80, 40], hidden: true, interaction: false}
        """

    @Test func everyArbitrationIsNamedInAFile() throws {
        for arbitration in Arbitration.allCases {
            let text = Self.pager.replacingOccurrences(
                of: "arbitration: literal", with: "arbitration: \(arbitration.rawValue)")
            let layout = try LayoutFile.parse(text, file: "pager.yaml").build()
            #expect((layout.view(named: "pager") as? RemorsefulScrollView)?.arbitration == arbitration)
        }
        let layout = try LayoutFile.parse(
            Self.pager.replacingOccurrences(of: "    arbitration: literal\n", with: ""),
            file: "pager.yaml"
        ).build()
        #expect((layout.view(named: "pager") as? RemorsefulScrollView)?.arbitration == .lastOneStanding)
    }

    @Test func theValuesReadAreTheValuesBuilt() throws {
        let document = try LayoutFile.parse(Self.pager, file: "pager.yaml")
        #expect(document.size == Size(400, 300))
        let layout = document.build()
        #expect(layout.window.bounds.size == Size(400, 300))
        let pager = try #require(layout.view(named: "pager") as? RemorsefulScrollView)
        #expect(pager.isPagingEnabled)
        #expect(pager.strategy == .viewPager(slop: 20))
        #expect(pager.arbitration == .literal)
        #expect(pager.contentSize == Size(800, 300), "by default the extent of the subviews")

        let left = try #require(layout.view(named: "left") as? ScrollView)
        #expect(left.contentSize == Size(400, 500), "rows: 10 × 50 pt")
        #expect(left.subviews.map(\.name) == (0..<10).map { "left.row\($0)" })
        #expect(left.subviews[3].frame == Rect(x: 0, y: 150, width: 400, height: 50))
        #expect(left.subviews[3] is TapView)
        #expect(left.decelerationRate == .fast)
        #expect(left.overscrollBehavior == .contain)
        #expect(left.nestedScrollPriority == .collapseFirst)
        #expect(left.panStartThreshold == 6)
        #expect(!left.bounces && left.isDirectionalLockEnabled)
        #expect(!left.delaysContentTouches && !left.canCancelContentTouches)
        #expect(left.scrollableAxes == .vertical)

        let right = try #require(layout.view(named: "right") as? ScrollView)
        #expect(right.alwaysBounceHorizontal && right.alwaysBounceVertical && right.isPagingEnabled)
        #expect(!right.isMultipleTouchEnabled)
        let button = try #require(layout.view(named: "button"))
        #expect(button is Control && button.isHidden && !button.isUserInteractionEnabled)

        #expect(layout.scrollViews.map(\.name) == ["pager", "left", "right"])
        #expect(layout.viewsByName.count == 14)
    }

    @Test func thePagerTurnsPagesAndCountsThem() throws {
        let layout = try LayoutFile.parse(Self.pager, file: "pager.yaml").build()
        let paged = try #require(layout.pagedView)
        #expect(paged.view.name == "pager")
        #expect(paged.pageCount == 2)
        paged.show(page: 1)
        #expect(paged.view.contentOffset == Point(400, 0))
        #expect(paged.currentPage == 1)
        paged.show(page: 7)
        #expect(paged.currentPage == 1, "clamped")
    }

    @Test func theWindowSizeIsTheFilesElseTheScreenElseTheStandard() throws {
        let sized = try LayoutFile.parse("size: [300, 200]\nviews: []\n", file: "a.yaml")
        #expect(sized.build(screen: Size(1024, 600)).window.bounds.size == Size(300, 200))
        let unsized = try LayoutFile.parse("views: []\n", file: "b.yaml")
        #expect(unsized.build(screen: Size(1024, 600)).window.bounds.size == Size(1024, 600))
        #expect(unsized.build().window.bounds.size == Size(800, 480))
    }

    @Test func jsonReadsTheSameAsYAML() throws {
        let json = try LayoutFile.parse(
            #"{"size": [400, 300], "views": [{"type": "tap", "name": "t", "frame": [1, 2, 3, 4], "hidden": true}]}"#,
            file: "a.json")
        var yaml = try LayoutFile.parse(
            "size: [400, 300]\nviews:\n  - {type: tap, name: t, frame: [1, 2, 3, 4], hidden: true}\n", file: "a.json")
        #expect(json.views[0].line == 1)
        #expect(yaml.views[0].line == 3)
        yaml.views[0].line = 1
        #expect(json == yaml)
        #expect(json.views[0].frame == LayoutRect(Rect(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test func strategiesReadInEveryForm() throws {
        func strategy(_ text: String) throws -> DirectionStrategy? {
            let document = try LayoutFile.parse(
                "views:\n  - {type: pager, name: p, frame: [0, 0, 1, 1], strategy: \(text)}\n", file: "s.yaml")
            guard case .pager(_, let settings) = document.views[0].kind else { return nil }
            return settings.strategy
        }
        #expect(try strategy("remorseful") == .remorseful())
        #expect(
            try strategy("{rule: remorseful, thresholdX: 20, thresholdY: 6}")
                == .remorseful(thresholdX: 20, thresholdY: 6))
        #expect(try strategy("{rule: view-pager}") == .viewPager())
        #expect(try strategy("{rule: gtk-pan, threshold: 0}") == .gtkPan(threshold: 0))
    }

    @Test func nestedChildLinksTheDescendant() throws {
        let layout = try LayoutFile.parse(
            """
            views:
              - type: scroll
                name: outer
                frame: [0, 0, 100, 100]
                nestedChild: inner
                subviews:
                  - type: view
                    name: holder
                    frame: [0, 0, 100, 100]
                    subviews:
                      - {type: scroll, name: inner, frame: [0, 0, 100, 100]}
            """, file: "n.yaml"
        ).build()
        let outer = try #require(layout.view(named: "outer") as? ScrollView)
        #expect(outer.nestedScrollingChild === layout.view(named: "inner"))
    }
}
