import Testing
import TouchRoute
import TouchRouteLayout

/// Lengths written as shares of the window (`100vw`, `50vh`): read anywhere a
/// view's geometry is, resolved when the layout is built, and refused with
/// the line and key path when malformed.
@Suite struct LayoutLengthTests {
    /// The message `text` gets, read as the file `x.yaml`.
    func message(_ text: String) -> String { LayoutErrorTests().message(text) }

    static let stretched = """
        views:
          - type: scroll
            name: list
            frame: [25vw, 10vh, 50vw, 80.0vh]
            contentSize: [50vw, 200.5vh]
            subviews: [{type: tap, name: t, frame: [0, 0, 100vw, 12.5vh]}, {type: tap, name: u, frame: [.5vw, 0, 1, 1]}]
          - type: scroll
            name: rows
            frame: [0, 0, 100vw, 100vh]
            rows: {count: 3, height: 10vh}
          - type: nested
            name: slide
            frame: [0, 0, 100vw, 100vh]
            headerHeight: 25vh
            hoverHeight: 5vh
            pages: [{type: scroll, name: page, rows: {count: 2, height: 50vw}}]
        """

    @Test func sharesOfTheWindowAreReadAsWritten() throws {
        let document = try LayoutFile.parse(Self.stretched, file: "x.yaml")
        #expect(document.size == nil)
        #expect(
            document.views[0].frame
                == LayoutRect(
                    x: .windowWidth(percent: 25), y: .windowHeight(percent: 10),
                    width: .windowWidth(percent: 50), height: .windowHeight(percent: 80)))
        #expect(
            document.views[0].scrollSettings?.contentSize
                == LayoutSize(width: .windowWidth(percent: 50), height: .windowHeight(percent: 200.5)))
        #expect(document.views[0].subviews[1].frame.x == .windowWidth(percent: 0.5))
        #expect(document.views[1].scrollSettings?.rows == RowList(count: 3, height: .windowHeight(percent: 10)))
        #expect(document.views[2].nested?.headerHeight == .windowHeight(percent: 25))
        #expect(
            "\(LayoutLength.windowWidth(percent: 12.5)) \(LayoutLength.windowHeight(percent: 100))" == "12.5vw 100vh")
    }

    @Test(arguments: [Size(800, 480), Size(1280, 768), Size(333, 1001)])
    func theyAreResolvedForTheWindowTheLayoutIsBuiltIn(_ screen: Size) throws {
        let layout = try LayoutFile.parse(Self.stretched, file: "x.yaml").build(screen: screen)
        let w = screen.width
        let h = screen.height
        let list = try #require(layout.view(named: "list") as? ScrollView)
        // Resolved as `side × percent / 100`.
        #expect(list.frame == Rect(x: w * 25 / 100, y: h * 10 / 100, width: w * 50 / 100, height: h * 80 / 100))
        #expect(list.contentSize == Size(width: w * 50 / 100, height: h * 200.5 / 100))
        #expect(layout.view(named: "t")?.frame == Rect(x: 0, y: 0, width: w, height: h * 12.5 / 100))
        #expect(
            layout.view(named: "rows.row2")?.frame == Rect(x: 0, y: 2 * (h * 10 / 100), width: w, height: h * 10 / 100))
        guard case .nested(let slide) = try #require(layout.pagedView) else {
            Issue.record("the nested container pages")
            return
        }
        #expect(slide.headerHeight == h * 25 / 100 && slide.hoverHeight == h * 5 / 100)
        #expect(slide.pageScrollView(at: 0)?.subviews[1].frame.minY == w / 2, "a lazy page's rows resolve too")
    }

    @Test func aFileSizeIsTheWindowTheyAreSharesOf() throws {
        let document = try LayoutFile.parse(
            "size: [400, 200]\nviews: [{type: tap, name: t, frame: [50vw, 0, 50vw, 100vh]}]", file: "x.yaml")
        #expect(
            document.build(screen: Size(1280, 768)).view(named: "t")?.frame
                == Rect(x: 200, y: 0, width: 200, height: 200))
    }

    @Test func malformedLengthsAreRefusedAtTheirLine() {
        let remedy =
            "Write points as a number, or a share of the window as a number and vw or vh, such as 100vw or 50vh."
        #expect(
            message("views:\n  - {type: tap, name: t, frame: [0, 0, 12vx, 1]}")
                == "x.yaml:2: views[0].frame[2]: '12vx' is not a length. \(remedy)")
        #expect(
            message("views:\n  - {type: tap, name: t, frame: [vw, 0, 1, 1]}")
                == "x.yaml:2: views[0].frame[0]: 'vw' is not a length. \(remedy)")
        #expect(
            message("views:\n  - {type: tap, name: t, frame: [1.2.3vw, 0, 1, 1]}")
                == "x.yaml:2: views[0].frame[0]: '1.2.3vw' is not a length. \(remedy)")
        #expect(
            message("views:\n  - {type: tap, name: t, frame: [0, 0, 1e3vw, 1]}")
                == "x.yaml:2: views[0].frame[2]: '1e3vw' is not a length. \(remedy)")
        #expect(
            message("views:\n  - {type: tap, name: t, frame: [0, 0, 100px, 1]}")
                == "x.yaml:2: views[0].frame[2]: '100px' is not a length. \(remedy)")
        #expect(
            message("views:\n  - {type: tap, name: t, frame: [0, 0, 200000.5vh, 1]}")
                == "x.yaml:2: views[0].frame[2]: '200000.5vh' is out of range: a layout takes shares of the window "
                + "within ±100000vw or vh. \(remedy)")
    }

    @Test func aNegativeShareIsRefusedWhereALengthMustNotBe() {
        #expect(
            message("views:\n  - {type: tap, name: t, frame: [-5vw, -10vh, 1, 1]}") == "no error", "a position may be")
        #expect(
            message("views:\n  - {type: tap, name: t, frame: [0, 0, -5vw, 1]}")
                == "x.yaml:2: views[0].frame: the width is -5vw, which is negative. Give the frame as [x, y, width, height] in points."
        )
        #expect(
            message("views:\n  - {type: scroll, name: s, frame: [0, 0, 1, 1], contentSize: [1, -1vh]}")
                == "x.yaml:2: views[0].contentSize: the height is -1vh, which is negative. Give the size as [width, height] in points."
        )
        #expect(
            message("views:\n  - {type: scroll, name: s, frame: [0, 0, 1, 1], rows: {count: 1, height: 0vh}}")
                .hasPrefix("x.yaml:2: views[0].rows.height: the height is 0. "))
        #expect(
            message("views:\n  - {type: nested, name: n, frame: [0, 0, 1, 1], headerHeight: -2vh, pages: []}")
                == "x.yaml:2: views[0].headerHeight: the height is -2vh, which is negative. Sizes are points from 0 up."
        )
    }

    @Test func theWindowItselfAndFingerDistancesStayInPoints() {
        #expect(
            message("size: [100vw, 480]\nviews: []").hasPrefix("x.yaml:1: size[0]: expected a number, found '100vw'"))
        #expect(
            message("views:\n  - {type: scroll, name: s, frame: [0, 0, 1, 1], panStartThreshold: 2vw}")
                .hasPrefix("x.yaml:2: views[0].panStartThreshold: expected a number, found '2vw'"))
    }

    @Test func aPagerWhosePageCountDependsOnTheWindowIsCheckedAtTheExtremes() {
        #expect(
            message("views: [{type: pager, name: p, frame: [0, 0, 100vw, 100vh], contentSize: [300vw, 100vh]}]")
                == "no error", "three pages on every screen")
        #expect(
            message("views: [{type: pager, name: p, frame: [0, 0, 1vw, 100vh], contentSize: [20000, 100vh]}]")
                == "x.yaml:1: views[0].contentSize: the content is 20000 points wide on pages 0.01 points wide, "
                + "more than 1000000 pages in a 1x1 window. Make the pager's frame wider or its content narrower.")
    }
}
