import Testing
import TouchRoute
import TouchRouteLayout

/// Numbers, pages, views and nesting a layout file may not exceed: each is
/// refused with the range, and nothing in between traps.
@Suite struct LayoutLimitsTests {
    func message(_ text: String) -> String { LayoutErrorTests().message(text) }

    /// Every extreme a fuzzer or a typo produces, as YAML spells it.
    static let extremes = [
        "0", "-0", "-0.0", "5e-324", "2.2250738585072014e-308", "1e-300", "0.0000001", "1e9", "-1e9", "1000000001",
        "8e21", "1e300", "1e308", "-1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "1e309",
        ".nan", ".NaN", ".inf", "-.inf", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
    ]

    /// A layout with `value` at `slot` (`X`) in turn of each number a pager,
    /// its content, a subview, rows, thresholds and the window take.
    static let templates = [
        "size: [X, 480]\nviews: [{type: pager, name: p, frame: [0, 0, 800, 480]}]",
        "views: [{type: pager, name: p, frame: [X, 0, 800, 480], contentSize: [2400, 480]}]",
        "views: [{type: pager, name: p, frame: [0, X, 800, 480], contentSize: [2400, 480]}]",
        "views: [{type: pager, name: p, frame: [0, 0, X, 480], contentSize: [2400, 480]}]",
        "views: [{type: pager, name: p, frame: [0, 0, 800, X], contentSize: [2400, 480]}]",
        "views: [{type: pager, name: p, frame: [0, 0, 800, 480], contentSize: [X, 480]}]",
        "views: [{type: pager, name: p, frame: [0, 0, 800, 480], contentSize: [2400, X]}]",
        "views: [{type: pager, name: p, frame: [0, 0, 800, 480], subviews: [{type: tap, name: t, frame: [X, 0, 1, 1]}]}]",
        "views: [{type: pager, name: p, frame: [0, 0, 800, 480], subviews: [{type: tap, name: t, frame: [0, 0, X, 1]}]}]",
        "views: [{type: pager, name: p, frame: [0, 0, 1e-300, 480], subviews: [{type: tap, name: t, frame: [X, 0, 1, 1]}]}]",
        "views: [{type: pager, name: p, frame: [0, 0, 800, 480], panStartThreshold: X}]",
        "views: [{type: pager, name: p, frame: [0, 0, 800, 480], strategy: {rule: remorseful, thresholdX: X}}]",
        "views: [{type: scroll, name: s, frame: [0, 0, 800, 480], rows: {count: 3, height: X}}]",
        "views: [{type: nested, name: n, frame: [0, 0, 800, 480], headerHeight: X, pages: [{type: scroll, name: a}]}]",
        "size: [1280, 480]\nviews: []\noutputs: [{name: o, frame: [0, 0, X, 480]}]",
    ]

    /// Each layout that is accepted builds, reports its pages, turns to its
    /// last and first page and routes a swipe; none may trap.
    @Test func noNumberAnywhereTraps() {
        for template in Self.templates {
            for value in Self.extremes {
                let text = template.replacingOccurrences(of: "X", with: value)
                guard let document = try? LayoutFile.parse(text, file: "x.yaml") else { continue }
                let layout = document.build()
                if let paged = layout.pagedView {
                    #expect((1...LayoutLimitsTests.mostPages).contains(paged.pageCount), "\(text)")
                    paged.show(page: .max)
                    #expect((0..<paged.pageCount).contains(paged.currentPage), "\(text)")
                    paged.show(page: .min)
                }
                Self.swipe(across: layout.window)
            }
        }
    }

    static let mostPages = 1_000_000

    /// A finger from the right of the window to its left, then the window settles.
    static func swipe(across window: Window) {
        let size = window.bounds.size
        let y = size.height.isFinite ? size.height / 2 : 0
        let xs = (0...10).map { size.width.isFinite ? size.width * (0.9 - 0.08 * Double($0)) : 0 }
        var frames = [
            TouchFrame(timestamp: 1, contacts: [Contact(id: 1, phase: .began, location: Point(x: xs[0], y: y))])
        ]
        for (step, x) in xs.enumerated().dropFirst() {
            frames.append(
                TouchFrame(
                    timestamp: 1 + 0.01 * Double(step),
                    contacts: [Contact(id: 1, phase: .moved, location: Point(x: x, y: y))]))
        }
        frames.append(
            TouchFrame(timestamp: 1.2, contacts: [Contact(id: 1, phase: .ended, location: Point(x: xs[10], y: y))]))
        frames.forEach(window.handle)
        _ = window.settle()
    }

    @Test func aNumberBeyondOneBillionPointsIsRefusedWithTheRange() {
        #expect(
            message("views: [{type: pager, name: p, frame: [0, 0, 800, 480], contentSize: [1e308, 1]}]")
                == "x.yaml:1: views[0].contentSize[0]: '1e308' is out of range: a layout takes coordinates and lengths "
                + "within ±1e9 points. Give the size as [width, height] in points.")
        #expect(
            message("views: [{type: view, name: v, frame: [-1e300, 0, 1, 1]}]")
                == "x.yaml:1: views[0].frame[0]: '-1e300' is out of range: a layout takes coordinates and lengths "
                + "within ±1e9 points. Give the frame as [x, y, width, height] in points.")
    }

    @Test func aPagerOfMoreThanAMillionPagesIsRefused() {
        #expect(
            message("views: [{type: pager, name: p, frame: [0, 0, 1e-300, 480], contentSize: [800, 480]}]")
                == "x.yaml:1: views[0].contentSize: the content is 800 points wide on pages 1e-300 points wide, "
                + "more than 1000000 pages. Make the pager's frame wider or its content narrower.")
        // Without a contentSize the subviews' extent counts.
        #expect(
            message(
                """
                views:
                  - type: pager
                    name: p
                    frame: [0, 0, 0.001, 480]
                    subviews: [{type: tap, name: t, frame: [1e9, 0, 1, 1]}]
                """) == "x.yaml:2: views[0]: the content is 1000000001 points wide on pages 0.001 points wide, "
                + "more than 1000000 pages. Make the pager's frame wider or its content narrower.")
    }

    @Test func aPagerBuiltInCodeCountsItsPagesWithoutTrapping() {
        for (width, content) in [
            (1e-300, 800.0), (800, 1e308), (800, .infinity), (800, .nan), (.leastNonzeroMagnitude, 1),
        ] {
            let pager = RemorsefulScrollView(name: "p", frame: Rect(x: 0, y: 0, width: width, height: 480))
            pager.isPagingEnabled = true
            pager.contentSize = Size(width: content, height: 480)
            let paged = PagedView.pager(pager)
            #expect(paged.pageCount >= 1)
            paged.show(page: .max)
            #expect(paged.currentPage >= 0)
        }
    }

    @Test func theWindowKeepsTheScreensLimit() {
        #expect(
            message("size: [200000, 480]\nviews: []\n")
                == "x.yaml:1: size: the width is 200000, more than 100000 points. Give a width from 1 to 100000 points."
        )
        // A window of no points a side takes no touch: every one would be outside it.
        #expect(
            message("size: [0, 480]\nviews: []\n")
                == "x.yaml:1: size: the width is 0, less than 1 point: no touch could land in it. Give a width from 1 to 100000 points."
        )
        #expect(
            message("size: [800, 0.5]\nviews: []\n")
                == "x.yaml:1: size: the height is 0.5, less than 1 point: no touch could land in it. Give a height from 1 to 100000 points."
        )
    }

    @Test func viewsNestedTooDeepAreRefused() throws {
        func nested(_ depth: Int) -> String {
            var text = "{type: tap, name: v\(depth - 1), frame: [0, 0, 10, 10]}"
            for level in stride(from: depth - 2, through: 0, by: -1) {
                text = "{type: view, name: v\(level), frame: [0, 0, 10, 10], subviews: [\(text)]}"
            }
            return "views: [\(text)]"
        }
        let deep = try LayoutFile.parse(nested(100), file: "x.yaml").build()
        #expect(deep.views.count == 100)
        Self.swipe(across: deep.window)
        let tooDeep = message(nested(101))
        #expect(
            tooDeep.hasPrefix(
                "x.yaml:1: views[0]" + String(repeating: ".subviews[0]", count: 100)
                    + ": views are nested more than 100 deep. Flatten the hierarchy"))
    }

    @Test func aFileMakingTooManyViewsIsRefused() {
        let lists = (0..<3).map {
            "  - {type: scroll, name: l\($0), frame: [0, 0, 10, 10], rows: {count: 100000, height: 1}}"
        }
        #expect(
            message("views:\n" + lists.joined(separator: "\n") + "\n")
                == "x.yaml:3: views[1].rows: the file makes more than 200000 views, rows included. "
                + "Use fewer or shorter row lists: a screen shows a few dozen rows at a time.")
    }
}
