import Testing
import TouchRouteLayout

/// A file with several problems gets them all in one reading, in file order,
/// as a compiler reports them, up to `LayoutError.mostReported`.
@Suite struct LayoutSeveralErrorsTests {
    @Test func errorsOnTwoLinesOfOneViewComeInFileOrder() {
        let message = layoutMessage(
            """
            views:
              - type: view
                name: a
                frame: [0, 0, 10]
                hiden: true
            """)
        #expect(
            message.split(separator: "\n") == [
                "x.yaml:4: views[0].frame: expected [x, y, width, height] as 4 numbers, found 3. Give the frame as [x, y, width, height] in points.",
                "x.yaml:5: views[0].hiden: unknown key 'hiden' for a plain view. Use one of: type, name, frame, hidden, interaction, multipleTouch, subviews, recognizers.",
            ])
    }

    @Test func everyViewSubviewRecognizerAndOutputIsReadOnPastAnError() throws {
        let text = """
            size: [0, 480]
            views:
              - type: pager
                name: pager
                frame: [0, 0, 800, 480]
                contentSize: [1600, 480]
                subviews:
                  - {type: tap, name: row, frame: [0, 0, 100, 50], interaction: maybe}
                  - {type: scroll, name: list, frame: [0, 0, 800, 480], axis: diagonal}
                  - {type: tap, name: fine, frame: [0, 0, 10, 10]}
                recognizers:
                  - {kind: tap, name: t1, taps: 0}
                  - {kind: swirl, name: t2}
            outputs:
              - {name: left, frame: [0, 0, 0, 480]}
            """
        let error = try #require(throws: LayoutError.self) { try LayoutFile.parse(text, file: "x.yaml") }
        #expect(error.allErrors.map(\.line) == [1, 8, 9, 12, 13, 15])
        #expect(
            error.allErrors.map(\.keyPath) == [
                "size", "views[0].subviews[0].interaction", "views[0].subviews[1].axis", "views[0].recognizers[0].taps",
                "views[0].recognizers[1].kind", "outputs[0].frame",
            ])
        // The first is the error itself; the description has a line for each.
        #expect(error.line == 1 && error.followingErrors.count == 5 && error.unreportedCount == 0)
        #expect(error.description.split(separator: "\n").count == 6)
    }

    @Test func pastTwentyOneMoreLineSaysHowManyWereNotShown() throws {
        let views = (0..<25).map { "  - {type: view, name: v\($0), frame: [0, 0, 10]}" }.joined(separator: "\n")
        let error = try #require(throws: LayoutError.self) {
            try LayoutFile.parse("views:\n" + views, file: "x.yaml")
        }
        #expect(error.allErrors.count == LayoutError.mostReported)
        #expect(error.allErrors.map(\.line) == Array(2...21))
        #expect(error.unreportedCount == 5)
        #expect(
            error.description.split(separator: "\n").last
                == "x.yaml: 5 more errors not shown. Fix these and read the file again.")
    }

    /// A view past the limit is refused aloud even when the views before it
    /// filled the file exactly: it is never dropped in silence.
    @Test func aViewAfterTheFileIsFullIsRefusedNotDropped() {
        let message = layoutMessage(
            """
            views:
              - {type: scroll, name: l0, frame: [0, 0, 10, 10], rows: {count: 100000, height: 1}}
              - {type: scroll, name: l1, frame: [0, 0, 10, 10], rows: {count: 99998, height: 1}}
              - {type: view, name: extra, frame: [0, 0, 1, 1]}
              - {type: view, name: later, frame: [0, 0, 1, 1]}
            """)
        #expect(
            message
                == "x.yaml:4: views[2]: the file makes more than 200000 views, rows included. "
                + "Use fewer or shorter row lists: a screen shows a few dozen rows at a time.")
    }

    /// Names and links are checked across the file only when every view was
    /// read: a view left out would make a link to it look broken.
    @Test func aViewLeftOutDoesNotMakeLinksToItLookBroken() {
        let message = layoutMessage(
            """
            views:
              - type: scroll
                name: outer
                frame: [0, 0, 400, 600]
                contentSize: [400, 1200]
                nestedChild: inner
                subviews:
                  - type: scroll
                    name: inner
                    frame: [0, 0, 400]
            """)
        #expect(message.split(separator: "\n").count == 1, "\(message)")
        #expect(message.hasPrefix("x.yaml:10: views[0].subviews[0].frame:"), "\(message)")
    }
}
