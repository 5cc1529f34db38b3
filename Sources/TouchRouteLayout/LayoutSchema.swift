import TouchRoute

/// Every key a layout file takes, where it goes, what it holds and what it
/// means: the one table the reader checks each mapping's keys against (so a
/// key it accepts is a key documented here), and the source of the schema
/// article (`LayoutSchema+Article.swift`, `touchroute layout-schema`).
///
/// A recognizer's parameters (`taps`, `panThreshold`, …) are not listed
/// here by name: they are the built-in recognizer classes' own table
/// (`BuiltInRecognizer.parameters`), and `parameterMeanings` says what each
/// one means. `LayoutSchemaTests` checks that the two agree, that every key
/// here is accepted where it is listed (with its example) and that a key
/// listed nowhere is refused.
public enum LayoutSchema {
    /// A mapping of a layout file: the document, a view of some type, one of
    /// the small mappings inside them.
    public enum Node: String, CaseIterable, Sendable {
        /// The file's own mapping: `size`, `views`, ….
        case document
        /// Any view: `type`, `name`, `frame`, ….
        case view
        /// What a `scroll` or `pager` view takes besides: `contentSize`, `paging`, ….
        case scroll
        /// What a `pager` takes besides the scroll keys: `strategy`, `arbitration`.
        case pager
        /// What a `nested` view takes besides: `headerHeight`, `pages`, ….
        case nested
        /// A scroll view's `rows` mapping.
        case rows
        /// A scroll view's `zoom` mapping.
        case zoom
        /// A pager's `strategy` mapping for the remorseful rule.
        case remorsefulRule
        /// A pager's `strategy` mapping for the view-pager rule.
        case viewPagerRule
        /// A pager's `strategy` mapping for the gtk-pan rule.
        case gtkPanRule
        /// A scroll view's `pan` or `pinch` mapping: its own recognizer's relationships.
        case scrollRecognizer
        /// An item of a view's `recognizers`.
        case recognizer
        /// A recognizer's `action` mapping.
        case action
        /// An item of `outputs`.
        case output
    }

    /// One key of a mapping.
    public struct Key: Sendable {
        /// The key as the file writes it.
        public let name: String
        /// What its value is: a type, units and the range it is checked against.
        public let value: String
        /// What it sets or means, and its default.
        public let meaning: String
        /// A value it takes, in YAML's flow style: what the tests give it.
        public let example: String

        init(_ name: String, _ value: String, _ meaning: String, example: String) {
            self.name = name
            self.value = value
            self.meaning = meaning
            self.example = example
        }
    }

    /// The keys of `node`, in the order messages list them.
    public static func keys(of node: Node) -> [Key] {
        switch node {
        case .document: documentKeys
        case .view: viewKeys
        case .scroll: scrollKeys
        case .pager: pagerKeys
        case .nested: nestedKeys
        case .rows: rowsKeys
        case .zoom: zoomKeys
        case .remorsefulRule: [ruleKey("remorseful")] + remorsefulKeys
        case .viewPagerRule: [ruleKey("view-pager"), slopKey]
        case .gtkPanRule: [ruleKey("gtk-pan"), thresholdKey]
        case .scrollRecognizer: relationKeys
        case .recognizer: recognizerKeys
        case .action: actionKeys
        case .output: outputKeys
        }
    }

    /// The names of `node`'s keys, in order: what the reader accepts.
    public static func names(of node: Node) -> [String] { keys(of: node).map(\.name) }

    private static let documentKeys = [
        Key(
            "size", "`[width, height]` in points, each 1 to \(LayoutLimits.largestWindowSide.compactDescription)",
            "The window's size. Left out, the window is the screen the command is given (`--screen`, or the device's size), so a file whose lengths are shares of the window fits any screen.",
            example: "[800, 480]"),
        Key(
            "decisions", "`path` or `samples`",
            "Where thresholds are judged (`Window.decisionSampling`): on the finger's path between two reports (`path`, the default), so a gesture is decided alike at any report rate, or at the reports alone, as UIKit does, for comparison. `--decisions` overrides it.",
            example: "samples"),
        Key(
            "views", "a list of views, required",
            "The window's subviews, back to front, each a mapping with the view keys below.",
            example: "[{type: view, name: extra, frame: [0, 0, 10, 10]}]"),
        Key(
            "outputs", "a list of outputs",
            "The screens the window spans, each with its part of the window; each touchscreen maps onto its screen's part (see the output keys).",
            example: "[{name: left, frame: [0, 0, 400, 480]}]"),
    ]

    private static let viewKeys = [
        Key(
            "type", "`view`, `tap`, `control`, `scroll`, `pager` or `nested`, required",
            "The class: a plain `View`, a `TapView` (a row or tile that counts taps), a `Control` (a button, never cancelled by a scroll), a `ScrollView`, a `RemorsefulScrollView` (a horizontal pager) or a `NestedContainer`.",
            example: "view"),
        Key(
            "name", "text, required, unique in the file", "The view's name, as traces and `--page` show it.",
            example: "box"),
        Key(
            "frame", "`[x, y, width, height]`: points, or shares of the window (`100vw`, `50vh`); required",
            "Where the view is in its superview's coordinates; only x and y may be negative. Optional, and ignored, for a nested container's pages.",
            example: "[0, 0, 100vw, 50vh]"),
        Key("hidden", "`true` or `false`", "`isHidden`: never hit, nor its subviews. Default false.", example: "true"),
        Key(
            "interaction", "`true` or `false`", "`isUserInteractionEnabled`: whether touches may hit it. Default true.",
            example: "false"),
        Key(
            "multipleTouch", "`true` or `false`",
            "`isMultipleTouchEnabled`: whether it takes more than one touch at a time. Default false (true for scroll views).",
            example: "true"),
        Key(
            "subviews", "a list of views", "The views inside it, back to front, in its coordinates.",
            example: "[{type: tap, name: inner, frame: [0, 0, 5, 5]}]"),
        Key(
            "recognizers", "a list of recognizers",
            "Gesture recognizers attached to the view, in order (see the recognizer keys).",
            example: "[{kind: tap, name: tapped}]"),
    ]

    private static let scrollKeys = [
        Key(
            "contentSize", "`[width, height]`: points, or shares of the window",
            "`contentSize`. Default: to the right and bottom edges of the subviews and rows.",
            example: "[1600, 960]"),
        Key(
            "axis", "`horizontal`, `vertical` or `both`",
            "`alwaysBounceHorizontal` and `alwaysBounceVertical` for those axes: it scrolls along them even when the content fits. Default: by the content size.",
            example: "both"),
        Key("paging", "`true` or `false`", "`isPagingEnabled`. Default false (true for a pager).", example: "true"),
        Key("bounces", "`true` or `false`", "`bounces`: rubber-band past the edges. Default true.", example: "false"),
        Key(
            "directionalLock", "`true` or `false`",
            "`isDirectionalLockEnabled`: a drag that starts clearly along one axis stays on it. Default false.",
            example: "true"),
        Key(
            "delaysContentTouches", "`true` or `false`",
            "`delaysContentTouches`: hold a touch for 150 ms before the content gets it, in case it becomes a scroll. Default true (false for a pager, which forwards every touch at once).",
            example: "false"),
        Key(
            "canCancelContentTouches", "`true` or `false`",
            "`canCancelContentTouches`: a scroll that starts may cancel the content's touches. Default true.",
            example: "false"),
        Key(
            "panStartThreshold", "points, 0 or more",
            "`panStartThreshold`: how far a finger must travel, on its path, before the view scrolls. Default \(ScrollView.standardPanStartThreshold.compactDescription).",
            example: "12"),
        Key(
            "panDeclineDominance", "a ratio, 1 or more",
            "`panDeclineDominance`: how many times further across its axis than along it a move must go for the view to decline it. Default \(ScrollView.standardPanDeclineDominance.compactDescription).",
            example: "1.5"),
        Key(
            "deceleration", "`normal` or `fast`", "`decelerationRate` of a glide after a flick. Default normal.",
            example: "fast"),
        Key(
            "overscroll", "`auto`, `contain` or `none`",
            "`overscrollBehavior`: whether a drag past the edge goes on to the scroll view outside, as CSS's overscroll-behavior. Default auto.",
            example: "contain"),
        Key(
            "priority", "`content-first` or `collapse-first`",
            "`nestedScrollPriority`: in nested scrolling, whether the inner view or the collapsing outer one moves first. Default content-first.",
            example: "collapse-first"),
        Key(
            "nestedChild", "the name of a scroll view inside this one",
            "`nestedScrollingChild`: the inner view one drag hands off to and from.", example: "inner"),
        Key(
            "rows", "`{count: N, height: H}`: a count and a height in points or shares of the window",
            "Rows of `TapView`s named `<name>.row0` …, full width, stacked from the top (see the rows keys).",
            example: "{count: 3, height: 64}"),
        Key(
            "zoom",
            "`{minimum: S, maximum: S}`: scales above 0, at most \(LayoutLimits.largestZoomScale.compactDescription)",
            "`minimumZoomScale` and `maximumZoomScale`; the view zooms when the maximum is above the minimum. Either may be left out (1).",
            example: "{minimum: 1, maximum: 4}"),
        Key(
            "bouncesZoom", "`true` or `false`", "`bouncesZoom`: rubber-band past the zoom range. Default true.",
            example: "false"),
        Key(
            "pan", "`{requiresFailureOf: [names], simultaneousWith: [names]}`",
            "Relates the view's own drag recognizer, `<name>.pan`, to others (see the keys of a scroll view's recognizers). A recognizer the file relates to nothing is not made.",
            example: "{simultaneousWith: [tapped]}"),
        Key(
            "pinch", "`{requiresFailureOf: [names], simultaneousWith: [names]}`",
            "Relates the view's own zoom recognizer, `<name>.pinch`, to others, as `pan` does.",
            example: "{requiresFailureOf: [tapped]}"),
    ]

    private static let pagerKeys = [
        Key(
            "strategy",
            "`remorseful`, or a mapping with `rule` (`remorseful`, `view-pager` or `gtk-pan`) and its thresholds",
            "The direction rule the pager takes a gesture over with (`DirectionStrategy`; see the strategy keys). Default: remorseful.",
            example: "{rule: gtk-pan, threshold: 8}"),
        Key(
            "arbitration", "`last-one-standing`, `decide-once` or `literal`",
            "`arbitration`: `last-one-standing` (the default) decides once a list claims the touch and takes a gesture every descendant gave up; `decide-once` applies the rule alone; `literal` re-tests it on every move, as the original RemorsefulScrollView does.",
            example: "decide-once"),
    ]

    private static let nestedKeys = [
        Key(
            "headerHeight", "points or a share of the window, 0 or more",
            "The collapsing header's height. Default 0.", example: "120"),
        Key(
            "hoverHeight", "points or a share of the window, 0 or more", "The sticky bar's height. Default 0.",
            example: "44"),
        Key(
            "pageCreation", "`lazy` or `eager`",
            "Whether a page is built when first shown (`lazy`, the default) or all at once.", example: "eager"),
        Key(
            "header", "a list of views",
            "The header's views, in its coordinates; the container names it `<name>.header`.",
            example: "[{type: view, name: banner, frame: [0, 0, 10, 10]}]"),
        Key(
            "hover", "a list of views", "The sticky bar's views, in its coordinates (`<name>.hover`).",
            example: "[{type: tap, name: tab0, frame: [0, 0, 10, 10]}]"),
        Key(
            "pages", "a list of `scroll` views, whose `frame` is optional and ignored; required",
            "The pages, each a list the container sizes (its width, its height less the sticky bar) and holds in a view of its own named `<name>.page<i>`; each list keeps its own name.",
            example: "[{type: scroll, name: feed1, rows: {count: 5, height: 64}}]"),
        Key("page", "a page's index, from 0", "The page shown first. Default 0.", example: "1"),
        Key(
            "pan", "`{requiresFailureOf: [names], simultaneousWith: [names]}`",
            "Relates the container's own drag recognizer, `<name>.pan`, as a scroll view's `pan` does.",
            example: "{simultaneousWith: [tapped]}"),
        Key(
            "pinch", "`{requiresFailureOf: [names], simultaneousWith: [names]}`",
            "Relates the container's own zoom recognizer, `<name>.pinch`.", example: "{requiresFailureOf: [tapped]}"),
    ]

    private static let rowsKeys = [
        Key("count", "a whole number, 0 or more", "How many rows.", example: "4"),
        Key("height", "points or a share of the window, above 0", "Each row's height.", example: "10vh"),
    ]

    private static let zoomKeys = [
        Key(
            "minimum", "a scale above 0, at most \(LayoutLimits.largestZoomScale.compactDescription)",
            "`minimumZoomScale`. Default 1.", example: "0.5"),
        Key(
            "maximum", "a scale above 0, at most \(LayoutLimits.largestZoomScale.compactDescription)",
            "`maximumZoomScale`. Default 1.", example: "3"),
    ]

    private static func ruleKey(_ rule: String) -> Key {
        Key(
            "rule", "`\(rule)`, required", "Which rule; the thresholds left out take their standard values.",
            example: rule)
    }

    private static let remorsefulKeys = [
        Key(
            "thresholdX", "points, 0 or more",
            "How far sideways the finger must go, on its path, for the pager to take over. Default \(RemorsefulRule.standardThresholdX.compactDescription).",
            example: "16"),
        Key(
            "thresholdY", "points, 0 or more",
            "Less than this far up or down, and it is taken over. Default \(RemorsefulRule.standardThresholdY.compactDescription).",
            example: "6"),
    ]
    private static let slopKey = Key(
        "slop", "points, 0 or more",
        "Android's ViewPager paging slop: the pager takes over once the finger has gone this far sideways and twice as far sideways as up or down, and gives the gesture up once it has gone this far up or down first. Default \(ViewPagerRule.standardSlop.compactDescription).",
        example: "20")
    private static let thresholdKey = Key(
        "threshold", "points, 0 or more",
        "GTK's drag threshold: past this far along either axis, the pager takes over once the finger has gone twice as far sideways as up or down, and gives the gesture up at the opposite. Default \(GTKPanRule.standardThreshold.compactDescription).",
        example: "10")

    private static let relationKeys = [
        Key(
            "requiresFailureOf", "a list of recognizer names",
            "`require(toFail:)` for each: it waits until they fail.", example: "[tapped]"),
        Key(
            "simultaneousWith", "a list of recognizer names",
            "`shouldRecognizeSimultaneously`, both ways: they may recognize together.", example: "[tapped]"),
    ]

    private static let recognizerKeys =
        [
            Key(
                "kind",
                "`tap`, `double-tap`, `long-press`, `pan`, `pinch`, `rotation`, `swipe`, `edge-pan` or `transform`; required",
                "The class: `double-tap` is a `TapGestureRecognizer` of 2 taps, `transform` a `TransformGestureRecognizer`; each kind also takes its parameters (below).",
                example: "tap"),
            Key(
                "name", "text, required, unique among the file's recognizers", "`name`, as traces show it.",
                example: "tapped"),
        ]
        + relationKeys.map { key in
            let rules =
                key.name == "requiresFailureOf"
                ? " (anywhere in the file; not itself, and no cycle of requirements)"
                : " (anywhere in the file; not itself)"
            return Key(key.name, key.value + rules, key.meaning, example: "[other]")
        } + [
            Key(
                "cancelsTouches", "`true` or `false`",
                "`cancelsTouchesInView`: recognizing cancels the touches the view holds. Default true.",
                example: "false"),
            Key(
                "delaysBegan", "`true` or `false`",
                "`delaysTouchesBegan`: hold back `touchesBegan` until the recognizer fails or recognizes. Default false.",
                example: "true"),
            Key(
                "delaysEnded", "`true` or `false`",
                "`delaysTouchesEnded`: hold back `touchesEnded` while the recognizer may still recognize. Default true.",
                example: "false"),
            Key(
                "action", "`{zoomToggle: [from, to]}`",
                "What the recognizer does when it recognizes or begins (see the action keys).",
                example: "{zoomToggle: [1, 2]}"),
        ]

    private static let actionKeys = [
        Key(
            "zoomToggle", "`[from, to]`: two different scales",
            "Zoom the nearest zoomable scroll view under the gesture (at, around or inside the recognizer's view) to `to` at the gesture's location when it is at `from`, else back to `from`.",
            example: "[1, 2]")
    ]

    private static let outputKeys = [
        Key("name", "text, required, unique", "The screen's name: what udev's `WL_OUTPUT` names.", example: "right"),
        Key(
            "frame", "`[x, y, width, height]` in window points, required",
            "The screen's part of the window; frames lie inside the window and may share an edge but not area.",
            example: "[400, 0, 400, 480]"),
        Key(
            "devices", "a list of selectors: a node, `vendor:product`, an `ID_PATH` or a name glob",
            "The touchscreens that map onto this screen, before `WL_OUTPUT` is asked.", example: "[\"ILITEK*\"]"),
        Key("rotate", "`0`, `90`, `180` or `270`", "Turns the touches clockwise, after calibration.", example: "90"),
        Key(
            "flip", "`horizontal` or `vertical`, or a list of them", "Mirrors the touches after rotating.",
            example: "[horizontal]"),
        Key(
            "calibration", "six numbers in a string, libinput's convention",
            "The calibration matrix, on normalised coordinates.",
            example: "\"1 0 0 0 1 0\""),
    ]

    /// What each recognizer parameter means: every key of every built-in
    /// recognizer's parameters, and no other (`LayoutSchemaTests`).
    public static let parameterMeanings: KeyValuePairs<String, String> = [
        "taps": "`numberOfTapsRequired`: the taps to recognize.",
        "fingers": "`numberOfTouchesRequired`: the fingers that must be down.",
        "allowableMovement": "`allowableMovement`: how far a finger may stray before the gesture fails.",
        "maximumTapDuration": "`maximumTapDuration`: the longest a tap's fingers may stay down.",
        "maximumIntervalBetweenTaps":
            "`maximumIntervalBetweenTaps`: the longest from one tap's lift to the next one's touch-down.",
        "maximumDistanceBetweenTaps": "`maximumDistanceBetweenTaps`: how far a tap may land from the first.",
        "minimumDuration": "`minimumPressDuration`: how long the fingers must be held.",
        "minimumFingers": "`minimumNumberOfTouches`: the fewest fingers it follows.",
        "maximumFingers": "`maximumNumberOfTouches`: the most fingers it follows; at least `minimumFingers`.",
        "panThreshold":
            "`panThreshold`: how far the fingers' centroid must travel before it begins (a transform begins at whichever of its three thresholds comes first).",
        "spanSlop": "`spanSlop`: how far the fingers' span must change before a pinch (or a transform) begins.",
        "rotationThreshold":
            "`rotationThreshold`: how far the fingers must turn before a rotation (or a transform) begins.",
        "direction": "`direction`: the directions the swipe may go.",
        "minimumDistance": "`minimumDistance`: how far the fingers' centroid must go to be a swipe.",
        "minimumSpeed": "`minimumSpeed`: the slowest average speed of a swipe.",
        "maximumAngle": "`maximumAngle`: how far off a permitted direction the stroke may go.",
        "edges": "`edges`: the screen edges a pan may start from.",
        "edgeZoneWidth": "`edgeZoneWidth`: how far from the edge the fingers may come down.",
    ]
}
