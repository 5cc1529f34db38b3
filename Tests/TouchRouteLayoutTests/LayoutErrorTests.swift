import Foundation
import Testing
import TouchRouteLayout

/// The exact text of the messages a bad layout file gets: each names the file,
/// the line and the key path, says what is wrong and what to do.
@Suite struct LayoutErrorTests {
    func message(_ text: String) -> String { layoutMessage(text) }

    @Test func aFrameWithThreeNumbersSaysHowToGiveOne() {
        #expect(
            message(
                """
                views:
                  - type: view
                    name: a
                    frame: [0, 0, 10]
                """) == "x.yaml:4: views[0].frame: expected [x, y, width, height] as 4 numbers, found 3. "
                + "Give the frame as [x, y, width, height] in points.")
    }

    @Test func aDeepFrameNamesItsWholeKeyPath() {
        #expect(
            message(
                """
                views:
                  - type: view
                    name: a
                    frame: [0, 0, 10, 10]
                    subviews:
                      - {type: tap, name: b, frame: [0, 0, 1, 1]}
                      - {type: tap, name: c, frame: [0, 0, 1, 1]}
                      - {type: tap, name: d, frame: [0, 0, 1]}
                """) == "x.yaml:8: views[0].subviews[2].frame: expected [x, y, width, height] as 4 numbers, found 3. "
                + "Give the frame as [x, y, width, height] in points.")
    }

    @Test func anUnknownKeyListsTheAllowedOnes() {
        #expect(
            message(
                """
                views:
                  - type: scroll
                    name: list
                    frame: [0, 0, 10, 10]
                    pagng: true
                """)
                == "x.yaml:5: views[0].pagng: unknown key 'pagng' for a scroll view. Use one of: type, name, frame, "
                + "hidden, interaction, multipleTouch, subviews, recognizers, contentSize, axis, paging, bounces, "
                + "directionalLock, delaysContentTouches, canCancelContentTouches, panStartThreshold, "
                + "panDeclineDominance, deceleration, overscroll, priority, nestedChild, rows, zoom, bouncesZoom, pan, pinch."
        )
    }

    @Test func aPagerKeyOnAPlainViewIsUnknown() {
        #expect(
            message("views:\n  - {type: tap, name: a, frame: [0, 0, 1, 1], strategy: remorseful}\n")
                == "x.yaml:2: views[0].strategy: unknown key 'strategy' for a tap view. "
                + "Use one of: type, name, frame, hidden, interaction, multipleTouch, subviews, recognizers.")
    }

    @Test func anUnknownTypeListsTheTypes() {
        #expect(
            message("views:\n  - {type: scrol, name: a, frame: [0, 0, 1, 1]}\n")
                == "x.yaml:2: views[0].type: unknown view type 'scrol'. Use one of: view, tap, control, scroll, pager, nested."
        )
    }

    @Test func aWrongScalarTypeSaysWhatWasFound() {
        #expect(
            message("views:\n  - {type: scroll, name: a, frame: [0, 0, 1, 1], paging: maybe}\n")
                == "x.yaml:2: views[0].paging: expected true or false, found 'maybe'. Write true or false.")
        #expect(
            message("views:\n  - {type: scroll, name: a, frame: [0, 0, 1, 1], panStartThreshold: far}\n")
                == "x.yaml:2: views[0].panStartThreshold: expected a number, found 'far'. Give a number of points, such as 10."
        )
    }

    @Test func negativeAndNonFiniteSizesAreRefused() {
        #expect(
            message("views:\n  - {type: view, name: a, frame: [0, 0, -5, 1]}\n")
                == "x.yaml:2: views[0].frame: the width is -5, which is negative. "
                + "Give the frame as [x, y, width, height] in points.")
        #expect(
            message("size: [800, .inf]\nviews: []\n")
                == "x.yaml:1: size[1]: expected a finite number, found '.inf'. Give the size as [width, height] in points."
        )
    }

    @Test func aRepeatedNameNamesBothPlaces() {
        #expect(
            message(
                """
                views:
                  - {type: view, name: a, frame: [0, 0, 1, 1]}
                  - {type: tap, name: a, frame: [0, 0, 1, 1]}
                """) == "x.yaml:3: views[1].name: the name 'a' is already used at views[0].name (line 2). "
                + "Give every view its own name.")
    }

    @Test func aNameRowsMakeCountsToo() {
        #expect(
            message(
                """
                views:
                  - type: scroll
                    name: list
                    frame: [0, 0, 10, 10]
                    rows: {count: 2, height: 5}
                    subviews:
                      - {type: tap, name: list.row1, frame: [0, 0, 1, 1]}
                """) == "x.yaml:5: views[0].rows: the name 'list.row1' (made by rows) is already used at "
                + "views[0].subviews[0].name (line 7). Give every view its own name.")
    }

    @Test func aNestedChildMustBeAScrollViewInside() {
        let outside = """
            views:
              - {type: scroll, name: outer, frame: [0, 0, 1, 1], nestedChild: other}
              - {type: scroll, name: other, frame: [0, 0, 1, 1]}
            """
        #expect(
            message(outside) == "x.yaml:2: views[0].nestedChild: 'other' is not inside 'outer'. "
                + "Name a scroll view inside this one.")
        #expect(
            message("views:\n  - {type: scroll, name: outer, frame: [0, 0, 1, 1], nestedChild: nobody}\n")
                == "x.yaml:2: views[0].nestedChild: no view is named 'nobody'. Name a scroll view inside this one.")
        #expect(
            message(
                "views:\n  - {type: scroll, name: l, frame: [0, 0, 1, 1], nestedChild: l.row0, rows: {count: 1, height: 1}}\n"
            )
                == "x.yaml:2: views[0].nestedChild: 'l.row0' is not a scroll view. Name a scroll view inside this one.")
    }

    @Test func aMissingRequiredKeySaysWhatToGive() {
        #expect(
            message("views:\n  - {type: view, name: a}\n")
                == "x.yaml:2: views[0]: missing the key \"frame\". Give the frame as [x, y, width, height] in points.")
        #expect(
            message("size: [1, 1]\n")
                == "x.yaml:1: missing the key \"views\". Give the views as a list of mappings, each with type, name and frame."
        )
    }

    @Test func theTopMustBeAMapping() {
        #expect(
            message("- a\n- b\n")
                == "x.yaml:1: the layout must be a mapping with the keys size and views, found a list of 2. "
                + "Start the file with \"views:\" (YAML) or {\"views\": [...]} (JSON).")
    }

    @Test func aSyntaxErrorHasYamlsLineAndColumn() {
        #expect(message("{\"views\": [\n  {\"type\": \"view\",, }\n").hasPrefix("x.yaml:2:"))
        #expect(message("{\"views\": [\n  {\"type\": \"view\",, }\n").contains("YAML syntax error: "))
        #expect(
            message("views: [\n").hasSuffix(
                "Fix the syntax there: JSON is read as YAML, so brackets, braces and quotes must balance."))
    }

    @Test func aRepeatedKeyIsRefused() {
        #expect(
            message("views: []\nviews: []\n")
                == "x.yaml:1:1: the key 'views' appears more than once in one mapping. "
                + "Keep one of them: YAML takes one value per key.")
    }

    @Test func anUnreadableFileGivesTheSystemsReason() {
        #expect(
            throws: LayoutError(
                file: "no/such/layout.yaml", line: nil, keyPath: "",
                problem: "cannot read the layout file: No such file or directory",
                remedy: "Check the path and that the file is readable.")
        ) {
            try LayoutFile.load(path: "no/such/layout.yaml")
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: LayoutError.self) { try LayoutFile.load(path: directory) }
    }

    @Test func anUnknownStrategyRuleListsTheRules() {
        #expect(
            message("views:\n  - {type: pager, name: p, frame: [0, 0, 1, 1], strategy: {rule: sideways}}\n")
                == "x.yaml:2: views[0].strategy.rule: unknown rule 'sideways'. Use one of: remorseful, view-pager, gtk-pan."
        )
    }
}

extension LayoutErrorTests {
    static let nested = """
        views:
          - type: nested
            name: n
            frame: [0, 0, 100, 100]
            pages:
              - {type: scroll, name: a}
              - {type: scroll, name: b}
        """

    @Test func anOutOfRangePageSaysWhichPagesThereAre() {
        #expect(
            message(Self.nested + "\n    page: 5\n")
                == "x.yaml:8: views[0].page: page 5 is out of range: there are 2 pages. Give a page index from 0 to 1.")
    }

    @Test func aPageMustBeAScrollView() {
        #expect(
            message("views:\n  - {type: nested, name: n, frame: [0, 0, 1, 1], pages: [{type: tap, name: t}]}\n")
                == "x.yaml:2: views[0].pages[0]: a page must be a scroll view. Give the pages as a list of scroll views, "
                + "such as {type: scroll, name: list0, rows: {count: 50, height: 64}}.")
    }

    @Test func theContainersOwnNamesCount() {
        #expect(
            message(Self.nested + "\n    header: [{type: tap, name: n.pager, frame: [0, 0, 1, 1]}]\n")
                == "x.yaml:2: views[0]: the name 'n.pager' (made by the nested container) is already used at "
                + "views[0].header[0].name (line 8). Give every view its own name.")
    }
}
