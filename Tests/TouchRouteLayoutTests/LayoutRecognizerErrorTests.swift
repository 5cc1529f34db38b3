import Testing
import TouchRouteLayout

/// The exact messages for bad `recognizers:`, `zoom` and `bouncesZoom` keys:
/// each names the file, the line and the key path, what is wrong and what to do.
@Suite struct LayoutRecognizerErrorTests {
    func message(_ text: String) -> String { layoutMessage(text) }

    /// The message for a zoomable scroll view `photo` whose `recognizers:` are `list`, given flow style.
    func message(recognizers list: String) -> String {
        message(
            "views:\n  - type: scroll\n    name: photo\n    frame: [0, 0, 10, 10]\n"
                + "    zoom: {minimum: 1, maximum: 4}\n    recognizers: \(list)\n")
    }

    static let kinds = "tap, double-tap, long-press, pan, pinch, rotation, swipe, edge-pan, transform"
    static let common =
        "kind, name, requiresFailureOf, simultaneousWith, cancelsTouches, delaysBegan, delaysEnded, action"

    @Test func theListAndItsEntriesMustBeMappingsWithAKindAndAName() {
        let remedy = "Give the recognizers as a list of mappings, each with kind and name."
        #expect(
            message(recognizers: "tap") == "x.yaml:6: views[0].recognizers: expected a list, found 'tap'. \(remedy)")
        #expect(
            message(recognizers: "[tap]")
                == "x.yaml:6: views[0].recognizers[0]: expected a mapping, found 'tap'. \(remedy)")
        #expect(
            message(recognizers: "[{name: a}]")
                == "x.yaml:6: views[0].recognizers[0]: missing the key \"kind\". Give the kind: \(Self.kinds).")
        #expect(
            message(recognizers: "[{kind: tap}]")
                == "x.yaml:6: views[0].recognizers[0]: missing the key \"name\". "
                + "Give every recognizer a name, such as zoom1.")
        #expect(
            message(recognizers: "[{kind: tapp, name: a}]")
                == "x.yaml:6: views[0].recognizers[0].kind: unknown kind 'tapp'. Use one of: \(Self.kinds).")
    }

    @Test func eachKindTakesOnlyItsOwnParameters() {
        #expect(
            message(recognizers: "[{kind: tap, name: a, direction: left}]")
                == "x.yaml:6: views[0].recognizers[0].direction: unknown key 'direction' for a tap recognizer. "
                + "Use one of: \(Self.common), taps, fingers, allowableMovement, maximumTapDuration, "
                + "maximumIntervalBetweenTaps, maximumDistanceBetweenTaps.")
        #expect(
            message(recognizers: "[{kind: pinch, name: a, fingers: 2}]")
                == "x.yaml:6: views[0].recognizers[0].fingers: unknown key 'fingers' for a pinch recognizer. "
                + "Use one of: \(Self.common), spanSlop.")
        #expect(
            message(recognizers: "[{kind: edge-pan, name: a, direction: left}]")
                == "x.yaml:6: views[0].recognizers[0].direction: unknown key 'direction' for an edge-pan recognizer. "
                + "Use one of: \(Self.common), minimumFingers, maximumFingers, panThreshold, edges, edgeZoneWidth.")
    }

    @Test func countsAndDurationsAreChecked() {
        #expect(
            message(recognizers: "[{kind: double-tap, name: a, taps: 1}]")
                == "x.yaml:6: views[0].recognizers[0].taps: 1 is out of range. Give a number of taps from 2 to 10.")
        #expect(
            message(recognizers: "[{kind: tap, name: a, fingers: 0}]")
                == "x.yaml:6: views[0].recognizers[0].fingers: 0 is out of range. Give a number of fingers from 1 to 10."
        )
        #expect(
            message(recognizers: "[{kind: pan, name: a, minimumFingers: 3, maximumFingers: 2}]")
                == "x.yaml:6: views[0].recognizers[0].maximumFingers: 2 is out of range. "
                + "Give a number of fingers from the minimum, 3, to 10.")
        #expect(
            message(recognizers: "[{kind: long-press, name: a, minimumDuration: 0}]")
                == "x.yaml:6: views[0].recognizers[0].minimumDuration: 0 s is not more than 0 and at most 60 s. "
                + "Give a duration in seconds, such as 0.5.")
        #expect(
            message(recognizers: "[{kind: long-press, name: a, allowableMovement: -1}]")
                == "x.yaml:6: views[0].recognizers[0].allowableMovement: the movement is -1, which is negative. "
                + "Sizes are points from 0 up.")
    }

    @Test func directionsAndEdgesAreWordsOrListsOfWords() {
        #expect(
            message(recognizers: "[{kind: swipe, name: a, direction: sideways}]")
                == "x.yaml:6: views[0].recognizers[0].direction: unknown direction 'sideways'. "
                + "Use one of: right, left, up, down.")
        #expect(
            message(recognizers: "[{kind: swipe, name: a, direction: [left, north]}]")
                == "x.yaml:6: views[0].recognizers[0].direction[1]: unknown direction 'north'. "
                + "Use one of: right, left, up, down.")
        #expect(
            message(recognizers: "[{kind: edge-pan, name: a, edges: []}]")
                == "x.yaml:6: views[0].recognizers[0].edges: the list of edges is empty. Give at least one edge.")
    }

    @Test func namesAreUniqueAndRelationshipsNameRecognizersOfTheFile() {
        #expect(
            message(recognizers: "[{kind: tap, name: a}, {kind: pan, name: a}]")
                == "x.yaml:6: views[0].recognizers[1].name: the recognizer name 'a' is already used at "
                + "views[0].recognizers[0].name (line 6). Give every recognizer its own name.")
        #expect(
            message(recognizers: "[{kind: tap, name: a, requiresFailureOf: [b]}]")
                == "x.yaml:6: views[0].recognizers[0].requiresFailureOf[0]: no recognizer is named 'b'. "
                + "Name a recognizer given in a recognizers: list of this file, "
                + "or a scroll view's own as <view name>.pan or <view name>.pinch.")
        #expect(
            message(recognizers: "[{kind: pinch, name: a, simultaneousWith: [a]}]")
                == "x.yaml:6: views[0].recognizers[0].simultaneousWith[0]: 'a' names the recognizer itself. "
                + "Name another recognizer.")
        #expect(
            message(recognizers: "[{kind: tap, name: a, requiresFailureOf: b}]")
                == "x.yaml:6: views[0].recognizers[0].requiresFailureOf: expected a list, found 'b'. "
                + "Give a list of recognizer names, such as [zoom1] or [list0.pan].")
        #expect(
            message(recognizers: "[{kind: tap, name: photo}]") == "no error", "views and recognizers may share names")
    }

    @Test func recognizersCannotWaitForEachOtherInACycle() {
        #expect(
            message(
                recognizers:
                    "[{kind: tap, name: a, requiresFailureOf: [b]}, {kind: tap, name: b, requiresFailureOf: [c]}, "
                    + "{kind: tap, name: c, requiresFailureOf: [a]}]")
                == "x.yaml:6: views[0].recognizers[2].requiresFailureOf[0]: requiresFailureOf makes a cycle, "
                + "a → b → c → a. A recognizer cannot wait, through others, for itself to fail: "
                + "remove one of these requirements.")
    }

    @Test func aLongChainIsReadAndALongCycleIsShownByItsEnds() {
        func chain(_ count: Int, closed: Bool) -> String {
            (0..<count).map { index in
                let next = index + 1 < count ? "r\(index + 1)" : (closed ? "r0" : nil)
                return "{kind: tap, name: r\(index)" + (next.map { ", requiresFailureOf: [\($0)]" } ?? "") + "}"
            }.joined(separator: ", ")
        }
        #expect(message(recognizers: "[\(chain(3000, closed: false))]") == "no error")
        #expect(
            message(recognizers: "[\(chain(3000, closed: true))]")
                == "x.yaml:6: views[0].recognizers[2999].requiresFailureOf[0]: requiresFailureOf makes a cycle, "
                + "r0 → r1 → r2 → … → r2998 → r2999 → r0 (3000 recognizers). A recognizer cannot wait, through "
                + "others, for itself to fail: remove one of these requirements.")
    }

    @Test func flagsAreBools() {
        #expect(
            message(recognizers: "[{kind: tap, name: a, cancelsTouches: sometimes}]")
                == "x.yaml:6: views[0].recognizers[0].cancelsTouches: expected true or false, found 'sometimes'. "
                + "Write true or false.")
    }

    @Test func anActionIsAZoomToggleOfTwoDifferentPositiveScales() {
        let remedy = "Give the action as {zoomToggle: [1, 2.5]}: the scale to leave and the scale to zoom to."
        #expect(
            message(recognizers: "[{kind: double-tap, name: a, action: zoom}]")
                == "x.yaml:6: views[0].recognizers[0].action: expected a mapping, found 'zoom'. \(remedy)")
        #expect(
            message(recognizers: "[{kind: double-tap, name: a, action: {zoomTo: 2}}]")
                == "x.yaml:6: views[0].recognizers[0].action.zoomTo: unknown key 'zoomTo' for an action. "
                + "Use one of: zoomToggle.")
        #expect(
            message(recognizers: "[{kind: double-tap, name: a, action: {zoomToggle: [2.5]}}]")
                == "x.yaml:6: views[0].recognizers[0].action.zoomToggle: expected [from, to] as 2 numbers, found 1. "
                + remedy)
        #expect(
            message(recognizers: "[{kind: double-tap, name: a, action: {zoomToggle: [2, 2]}}]")
                == "x.yaml:6: views[0].recognizers[0].action.zoomToggle: both scales are 2. "
                + "Give two different scales, such as [1, 2.5].")
        #expect(
            message(recognizers: "[{kind: double-tap, name: a, action: {zoomToggle: [0, 2]}}]")
                == "x.yaml:6: views[0].recognizers[0].action.zoomToggle[0]: the scale 0 is not between 0 and 1000. "
                + "Give a scale such as 2.5: 1 shows the content at its size, 2 twice as large.")
    }

    @Test func aZoomToggleNeedsAZoomingScrollViewAtAroundOrInsideItsView() {
        #expect(
            message(
                "views:\n  - type: view\n    name: plain\n    frame: [0, 0, 10, 10]\n"
                    + "    recognizers: [{kind: double-tap, name: a, action: {zoomToggle: [1, 2]}}]\n"
                    + "    subviews: [{type: scroll, name: list, frame: [0, 0, 10, 10]}]\n")
                == "x.yaml:5: views[0].recognizers[0].action: no scroll view at, around or inside 'plain' zooms. "
                + "Give the scroll view to zoom a zoom range, such as zoom: {minimum: 1, maximum: 4}.")
        #expect(
            message(
                "views:\n  - type: view\n    name: plain\n    frame: [0, 0, 10, 10]\n"
                    + "    recognizers: [{kind: double-tap, name: a, action: {zoomToggle: [1, 2]}}]\n"
                    + "    subviews: [{type: scroll, name: photo, frame: [0, 0, 10, 10], zoom: {maximum: 2}}]\n")
                == "no error", "a zoomable scroll view inside the recognizer's view")
    }

    @Test func zoomIsARangeOfPositiveScales() {
        func zoom(_ value: String) -> String {
            message("views:\n  - {type: scroll, name: a, frame: [0, 0, 1, 1], \(value)}\n")
        }
        #expect(
            zoom("zoom: 4")
                == "x.yaml:2: views[0].zoom: expected a mapping, found '4'. "
                + "Give the zoom as {minimum: 1, maximum: 4}: the smallest and largest scales.")
        #expect(
            zoom("zoom: {min: 1}")
                == "x.yaml:2: views[0].zoom.min: unknown key 'min' for zoom. Use one of: minimum, maximum.")
        #expect(
            zoom("zoom: {minimum: 0, maximum: 4}")
                == "x.yaml:2: views[0].zoom.minimum: the scale 0 is not between 0 and 1000. "
                + "Give a scale such as 2.5: 1 shows the content at its size, 2 twice as large.")
        #expect(
            zoom("zoom: {minimum: 2, maximum: 1.5}")
                == "x.yaml:2: views[0].zoom.maximum: the maximum 1.5 is less than the minimum 2. "
                + "Give a maximum at least the minimum, such as {minimum: 1, maximum: 4}.")
        #expect(
            zoom("zoom: {minimum: 2}")
                == "x.yaml:2: views[0].zoom: the maximum 1 is less than the minimum 2. "
                + "Give a maximum at least the minimum, such as {minimum: 1, maximum: 4}.")
        #expect(
            zoom("bouncesZoom: yes please")
                == "x.yaml:2: views[0].bouncesZoom: expected true or false, found 'yes please'. Write true or false.")
    }
}
