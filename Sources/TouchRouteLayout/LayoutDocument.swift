import TouchRoute
import TouchRouteEvdev

/// A layout file, parsed and checked: a value tree describing a window and its
/// views, ready to `build()` into live views as often as wanted.
///
/// The schema (YAML shown; JSON, being YAML's flow syntax, reads the same):
///
/// ```yaml
/// size: [800, 480]          # the window, in points (optional)
/// decisions: path           # path (the default) | samples (optional)
/// views:                    # the window's subviews, back to front
///   - type: pager           # view | tap | control | scroll | pager | nested
///     name: pager           # required, unique in the file
///     frame: [0, 0, 800, 480]   # x, y, width, height in the superview's points
///     contentSize: [2400, 480]  # scroll and pager (default: the subviews' extent)
///     paging: true              # scroll; a pager defaults to true
///     subviews: [...]
/// ```
///
/// A view's lengths (a frame's numbers, `contentSize`, a `rows` height,
/// `headerHeight`, `hoverHeight`) may be shares of the window instead of
/// points, as CSS's viewport units: `100vw` is its width, `50vh` half its
/// height (see `LayoutLength`). They are resolved by `build(screen:)`.
///
/// - Any view: `type`, `name`, `frame` (required), `hidden`, `interaction`,
///   `multipleTouch` (bools), `subviews`, and `recognizers` (see
///   `RecognizerNode`: `kind`, `name`, the kind's parameters,
///   `requiresFailureOf`, `simultaneousWith`, `cancelsTouches`,
///   `delaysBegan`, `delaysEnded`, `action: {zoomToggle: [1, 2.5]}`).
/// - `scroll`, `pager` and the pages of `nested` (see `ScrollSettings`):
///   `contentSize`, `axis` (horizontal | vertical | both), `paging`,
///   `bounces`, `directionalLock`, `delaysContentTouches`,
///   `canCancelContentTouches`, `panStartThreshold` (points),
///   `panDeclineDominance` (a ratio, 1 or more), `deceleration`
///   (normal | fast), `overscroll` (auto | contain | none), `priority`
///   (content-first | collapse-first), `nestedChild` (a descendant scroll
///   view's name), `rows: {count: 50, height: 64}`, `zoom: {minimum: 1,
///   maximum: 4}`, `bouncesZoom`, and `pan` and `pinch`
///   (`{requiresFailureOf: [names], simultaneousWith: [names]}`: the scroll
///   view's own recognizers, named `<view name>.pan` and `.pinch` in any
///   recognizer's lists; `nested` takes these two as well).
/// - `pager` only (see `PagerSettings`): `strategy` (`remorseful`, or a mapping
///   `{rule: remorseful, thresholdX: 12, thresholdY: 4}`, `{rule: view-pager,
///   slop: 16}`, `{rule: gtk-pan, threshold: 8}`) and `arbitration`
///   (last-one-standing | decide-once | literal).
/// - `nested` (see `NestedSettings`): `headerHeight`, `hoverHeight` (lengths),
///   `pageCreation` (lazy | eager), `header` and `hover` (lists of views),
///   `pages` (scroll nodes; their frames optional and ignored) and `page`
///   (the first page shown).
///
/// - `decisions` (optional): where the window judges its thresholds
///   (`Window.decisionSampling`): `path` (the default), on the finger's path
///   between two reports, so any report rate decides alike; or `samples`, at
///   the reports alone, as UIKit and the RemorsefulScrollView essay do.
/// - `outputs` (optional): the screens a window spanning several is shown on,
///   each a mapping with `name` (required, unique; what a device's udev
///   `WL_OUTPUT` names), `frame` (required: x, y, width, height in window
///   points, like a view's), `devices` (device selectors: a node, a name glob,
///   an `ID_PATH` or vendor:product), `rotate` (0, 90, 180, 270), `flip` (a
///   list of horizontal and vertical) and `calibration` ("a b c d e f", in
///   libinput's convention). Each touchscreen maps onto its output's frame
///   instead of the whole window (see `OutputMap`):
///
///   ```yaml
///   outputs:
///     - {name: left, frame: [0, 0, 640, 480], devices: ["ILITEK*"]}
///     - {name: right, frame: [640, 0, 640, 480], rotate: 90}
///   ```
///
/// The window is `size`, else the screen given to `build(screen:)`, else
/// 800x480. The full schema, with examples, is in Examples/README.md.
///
/// Every name is unique, every `nestedChild` names a scroll view inside its
/// owner, every recognizer relationship names another recognizer of the file
/// (and `requiresFailureOf` forms no cycle), every `zoomToggle` has a
/// zoomable scroll view at, around or inside its view, output frames have an area, lie inside `size` (when given) and
/// overlap no other output's unless identical: a document that exists has
/// passed these checks.
public struct LayoutDocument: Hashable, Sendable {
    /// The path the document was read from, for messages.
    public var file: String
    /// The window size the file asks for, in points; nil to take the screen's.
    public var size: Size?
    /// `decisions`: where the window judges its thresholds, on the finger's
    /// path or at the samples; nil keeps `Window`'s default (the path).
    public var decisionSampling: DecisionSampling?
    /// The window's subviews, back to front.
    public var views: [ViewNode]
    /// The screens the window is shown on, in the file's order; empty when
    /// the file has no `outputs:`, and every touchscreen covers the whole window.
    public var outputs: [NamedOutput]
    /// The line of each output's `frame`, by the output's name, so that a
    /// region checked later against the screen is reported at its line.
    public var outputFrameLines: [String: Int]

    /// Makes a document from its parts, without checking them as reading a file does; each parameter
    /// is the property of the same name.
    public init(
        file: String, size: Size?, decisionSampling: DecisionSampling? = nil, views: [ViewNode],
        outputs: [NamedOutput] = [], outputFrameLines: [String: Int] = [:]
    ) {
        self.file = file
        self.size = size
        self.decisionSampling = decisionSampling
        self.views = views
        self.outputs = outputs
        self.outputFrameLines = outputFrameLines
    }

    /// The window of a document without a `size` when no screen is given
    /// either: 800x480 points, a common 7-inch kiosk panel. (`DefaultLayout`,
    /// the default document's code twin for tests, uses the same; a test checks.)
    public static let standardScreen = Size(width: 800, height: 480)

    /// The window size a build uses: the file's `size`, else `screen`, else 800x480.
    public func windowSize(screen: Size?) -> Size {
        size ?? screen ?? Self.standardScreen
    }
}
