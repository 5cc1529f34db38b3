import Foundation
import Testing
import TouchRoute
import TouchRouteLayout

/// `recognizers:` on views and `zoom`/`bouncesZoom` on scroll views: every key
/// read into the document, and built into configured recognizers.
@Suite struct LayoutRecognizerTests {
    /// A zoomable scroll view `photo` holding a tap view `tile`, with `recognizers` on `photo`.
    static func layout(_ recognizers: String, zoom: String = "zoom: {minimum: 1, maximum: 4}") -> String {
        """
        views:
          - type: scroll
            name: photo
            frame: [0, 0, 400, 300]
            \(zoom)
            recognizers:
        \(recognizers.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
            subviews:
              - {type: tap, name: tile, frame: [0, 0, 400, 300]}
        """
    }

    static func recognizers(_ text: String) throws -> [GestureRecognizer] {
        let built = try LayoutFile.parse(layout(text), file: "x.yaml").build()
        return try #require(built.view(named: "photo")).gestureRecognizers
    }

    @Test func everyKindBuildsItsClassWithItsParameters() throws {
        let built = try Self.recognizers(
            """
            - {kind: tap, name: a, taps: 3, fingers: 2}
            - {kind: double-tap, name: b}
            - {kind: long-press, name: c, fingers: 2, minimumDuration: 0.8, allowableMovement: 15}
            - {kind: pan, name: d, minimumFingers: 2, maximumFingers: 3}
            - {kind: pinch, name: e}
            - {kind: rotation, name: f}
            - {kind: swipe, name: g, direction: [left, up], fingers: 2}
            - {kind: edge-pan, name: h, edges: right, minimumFingers: 1, maximumFingers: 1}
            """)
        #expect(built.map(\.name) == ["a", "b", "c", "d", "e", "f", "g", "h"])
        // A tap recognizer of more than one tap is traced as a double tap.
        #expect(built.map(\.kind) == [.doubleTap, .doubleTap, .longPress, .pan, .pinch, .rotation, .swipe, .edgePan])
        let tap = try #require(built[0] as? TapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 3 && tap.numberOfTouchesRequired == 2)
        #expect((built[1] as? TapGestureRecognizer)?.numberOfTapsRequired == 2)
        let press = try #require(built[2] as? LongPressGestureRecognizer)
        #expect(press.numberOfTouchesRequired == 2 && press.minimumPressDuration == 0.8)
        #expect(press.allowableMovement == 15)
        let pan = try #require(built[3] as? PanGestureRecognizer)
        #expect(pan.minimumNumberOfTouches == 2 && pan.maximumNumberOfTouches == 3)
        #expect(built[4] is PinchGestureRecognizer && built[5] is RotationGestureRecognizer)
        let swipe = try #require(built[6] as? SwipeGestureRecognizer)
        #expect(swipe.direction == [.left, .up] && swipe.numberOfTouchesRequired == 2)
        let edge = try #require(built[7] as? ScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .right && edge.minimumNumberOfTouches == 1 && edge.maximumNumberOfTouches == 1)
    }

    @Test func keysLeftOutKeepTheClassesDefaults() throws {
        let built = try Self.recognizers(
            """
            - {kind: long-press, name: press}
            - {kind: swipe, name: swipe}
            - {kind: edge-pan, name: edge}
            """)
        let press = try #require(built[0] as? LongPressGestureRecognizer)
        #expect(press.minimumPressDuration == LongPressGestureRecognizer.standardMinimumPressDuration)
        #expect(press.allowableMovement == LongPressGestureRecognizer.standardAllowableMovement)
        #expect((built[1] as? SwipeGestureRecognizer)?.direction == .right)
        #expect((built[2] as? ScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect(built.allSatisfy { $0.cancelsTouchesInView && !$0.delaysTouchesBegan && $0.delaysTouchesEnded })
        #expect(built.allSatisfy { $0.shouldRecognizeSimultaneously == nil && $0.onStateChange == nil })
    }

    @Test func theFlagsSetUIKitsProperties() throws {
        let built = try Self.recognizers(
            "- {kind: pan, name: p, cancelsTouches: false, delaysBegan: true, delaysEnded: false}")
        #expect(!built[0].cancelsTouchesInView && built[0].delaysTouchesBegan && !built[0].delaysTouchesEnded)
    }

    @Test func edgesAndDirectionsTakeOneWordAListOrAll() throws {
        let built = try Self.recognizers(
            """
            - {kind: edge-pan, name: a, edges: all}
            - {kind: edge-pan, name: b, edges: [top, bottom]}
            - {kind: swipe, name: c, direction: down}
            """)
        #expect((built[0] as? ScreenEdgePanGestureRecognizer)?.edges == .all)
        #expect((built[1] as? ScreenEdgePanGestureRecognizer)?.edges == [.top, .bottom])
        #expect((built[2] as? SwipeGestureRecognizer)?.direction == .down)
    }

    @Test func requiresFailureOfLinksRecognizersOnOtherViewsGivenLater() throws {
        let text = """
            views:
              - type: view
                name: outer
                frame: [0, 0, 400, 300]
                recognizers:
                  - {kind: tap, name: single, requiresFailureOf: [double, triple]}
                subviews:
                  - type: tap
                    name: inner
                    frame: [0, 0, 100, 100]
                    recognizers:
                      - {kind: double-tap, name: double}
                      - {kind: tap, name: triple, taps: 3}
            """
        let built = try LayoutFile.parse(text, file: "x.yaml").build()
        let single = try #require(built.view(named: "outer")?.gestureRecognizers.first)
        let inner = try #require(built.view(named: "inner")).gestureRecognizers
        #expect(single.failureRequirements.map(\.name) == ["double", "triple"])
        #expect(single.failureRequirements[0] === inner[0] && single.failureRequirements[1] === inner[1])
        #expect(inner.allSatisfy { $0.failureRequirements.isEmpty })
    }

    @Test func simultaneousWithHoldsBothWays() throws {
        let built = try Self.recognizers(
            """
            - {kind: pinch, name: pinch, simultaneousWith: [rotate]}
            - {kind: rotation, name: rotate}
            - {kind: pan, name: pan}
            """)
        let pinch = built[0]
        let rotate = built[1]
        let pan = built[2]
        #expect(pinch.shouldRecognizeSimultaneously?(pinch, rotate) == true)
        #expect(rotate.shouldRecognizeSimultaneously?(rotate, pinch) == true, "named by the other side")
        #expect(pinch.shouldRecognizeSimultaneously?(pinch, pan) == false)
        #expect(pan.shouldRecognizeSimultaneously == nil)
    }

    @Test func zoomSetsTheRangeAndBouncesZoom() throws {
        let text = """
            views:
              - {type: scroll, name: a, frame: [0, 0, 10, 10], zoom: {minimum: 0.5, maximum: 8}, bouncesZoom: false}
              - {type: scroll, name: b, frame: [0, 0, 10, 10], zoom: {maximum: 3}}
              - {type: scroll, name: c, frame: [0, 0, 10, 10]}
            """
        let document = try LayoutFile.parse(text, file: "x.yaml")
        #expect(document.views[0].scrollSettings?.minimumZoomScale == 0.5)
        #expect(document.views[0].scrollSettings?.maximumZoomScale == 8)
        #expect(document.views[0].scrollSettings?.bouncesZoom == false)
        let views = document.build().scrollViews
        #expect(views.map(\.minimumZoomScale) == [0.5, 1, 1])
        #expect(views.map(\.maximumZoomScale) == [8, 3, 1])
        #expect(views.map(\.bouncesZoom) == [false, true, true])
        #expect(views.map(\.isZoomable) == [true, true, false])
        #expect(views.map(\.zoomScale) == [1, 1, 1], "zoom is not set, only its range")
    }

    @Test func theDocumentKeepsEveryKey() throws {
        let document = try LayoutFile.parse(
            Self.layout(
                """
                - kind: double-tap
                  name: zoom
                  taps: 2
                  fingers: 1
                  simultaneousWith: [press]
                  cancelsTouches: false
                  delaysBegan: true
                  delaysEnded: false
                  action: {zoomToggle: [1, 2.5]}
                - {kind: long-press, name: press, requiresFailureOf: [zoom]}
                """), file: "x.yaml")
        let nodes = document.views[0].recognizers
        var zoom = RecognizerNode(kind: .doubleTap, name: "zoom", line: 7)
        zoom.taps = 2
        zoom.fingers = 1
        zoom.simultaneousWith = ["press"]
        zoom.cancelsTouches = false
        zoom.delaysBegan = true
        zoom.delaysEnded = false
        zoom.action = .zoomToggle(from: 1, to: 2.5)
        var press = RecognizerNode(kind: .longPress, name: "press", line: 16)
        press.requiresFailureOf = ["zoom"]
        #expect(nodes == [zoom, press])
    }

    @Test func aZoomToggleZoomsTheScrollViewToItsScaleAndBack() throws {
        let layout = try LayoutFile.parse(
            Self.layout("- {kind: double-tap, name: zoom, action: {zoomToggle: [1, 2.5]}}"), file: "x.yaml"
        ).build()
        let photo = try #require(layout.view(named: "photo") as? ScrollView)
        let zoom = try #require(photo.gestureRecognizers.first)
        // The zoom is animated on the window's clock: let it come to rest.
        #expect(zoom.transition(to: .recognized))
        layout.window.settle()
        #expect(photo.zoomScale == 2.5)
        zoom.onStateChange?(zoom)
        layout.window.settle()
        #expect(photo.zoomScale == 1, "a second firing goes back")
    }

    @Test func aZoomToggleOnAnInnerViewZoomsTheScrollViewAroundIt() throws {
        let text = """
            views:
              - type: scroll
                name: photo
                frame: [0, 0, 400, 300]
                zoom: {minimum: 1, maximum: 4}
                subviews:
                  - type: tap
                    name: tile
                    frame: [0, 0, 400, 300]
                    recognizers: [{kind: double-tap, name: zoom, action: {zoomToggle: [1, 3]}}]
            """
        let built = try LayoutFile.parse(text, file: "x.yaml").build()
        let zoom = try #require(built.view(named: "tile")?.gestureRecognizers.first)
        zoom.transition(to: .recognized)
        built.window.settle()
        #expect((built.view(named: "photo") as? ScrollView)?.zoomScale == 3)
    }
}

extension LayoutRecognizerTests {
    @Test func theLayoutArticlesGestureExampleReadsAndBuilds() throws {
        let readme = try String(
            contentsOf: ExampleLayoutsTests.packageRoot.appendingPathComponent(
                "Sources/TouchRoute/TouchRoute.docc/LayoutFiles.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### Gestures in layout files"))
        let start = try #require(readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let layout = try LayoutFile.parse(String(readme[start.upperBound..<end.lowerBound]), file: "LayoutFiles.md")
            .build()
        let photo = try #require(layout.view(named: "photo") as? ScrollView)
        #expect(photo.isZoomable)
        #expect(
            photo.gestureRecognizers.map(\.kind) == [.doubleTap, .tap, .longPress, .pinch, .rotation, .swipe, .edgePan])
    }
}

extension LayoutRecognizerTests {
    @Test func aRecognizerOnALazyPageIsLinkedWhenThePageIsBuilt() throws {
        let text = """
            views:
              - type: nested
                name: slide
                frame: [0, 0, 400, 300]
                recognizers: [{kind: double-tap, name: outer}]
                pages:
                  - {type: scroll, name: list0, recognizers: [{kind: tap, name: inner0, requiresFailureOf: [outer]}]}
                  - {type: scroll, name: list1, recognizers: [{kind: tap, name: inner1, requiresFailureOf: [outer]}]}
            """
        let layout = try LayoutFile.parse(text, file: "x.yaml").build()
        guard case .nested(let slide) = try #require(layout.pagedView) else { return }
        let outer = try #require(slide.gestureRecognizers.first)
        #expect(slide.pageScrollView(at: 1) == nil, "not built yet")
        layout.pagedView?.show(page: 1)
        let inner = try #require(slide.pageScrollView(at: 1)?.gestureRecognizers.first)
        #expect(inner.name == "inner1" && inner.failureRequirements.count == 1)
        #expect(inner.failureRequirements.first === outer)
    }
    @Test func aReloadedPageIsLinkedAgainToOwnersOutsideIt() throws {
        let text = """
            views:
              - type: nested
                name: slide
                frame: [0, 0, 400, 300]
                recognizers: [{kind: tap, name: chrome, requiresFailureOf: [zoom0]}]
                pages:
                  - {type: scroll, name: list0, recognizers: [{kind: double-tap, name: zoom0}]}
            """
        let layout = try LayoutFile.parse(text, file: "x.yaml").build()
        guard case .nested(let slide) = try #require(layout.pagedView) else { return }
        let chrome = try #require(slide.gestureRecognizers.first)
        let before = try #require(slide.pageScrollView(at: 0)?.gestureRecognizers.first)
        #expect(chrome.failureRequirements.map { ObjectIdentifier($0) } == [ObjectIdentifier(before)])
        slide.reload()
        let after = try #require(slide.pageScrollView(at: 0)?.gestureRecognizers.first)
        #expect(after !== before, "the page was built again")
        #expect(chrome.failureRequirements.count == 1)
        #expect(chrome.failureRequirements.first === after)
    }
}
