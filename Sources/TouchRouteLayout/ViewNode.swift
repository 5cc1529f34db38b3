import TouchRoute

/// One view of a layout file, with its subviews: a value, built into a live
/// `View` by `LayoutDocument.build(screen:)`.
public struct ViewNode: Hashable, Sendable {
    /// What kind of view, with the settings that kind takes.
    public enum Kind: Hashable, Sendable {
        /// A plain `View`: groups and positions its subviews.
        case view
        /// A `TapView`: a row or tile that counts taps.
        case tap
        /// A `Control`: a button, which a starting scroll does not cancel.
        case control
        /// A `ScrollView`.
        case scroll(ScrollSettings)
        /// A `RemorsefulScrollView`: a horizontal pager.
        case pager(ScrollSettings, PagerSettings)
        /// A `NestedContainer`: a collapsing header and a hover bar over a
        /// pager of lists.
        case nested(NestedSettings)
    }

    /// The view's name in traces; unique within the file.
    public var name: String
    /// Position and size in the superview's coordinates, in points or
    /// shares of the window.
    public var frame: LayoutRect
    /// What kind of view the build makes (`type`), with that kind's settings.
    public var kind: Kind
    /// `hidden`: a hidden view and its subviews are never hit; default false.
    public var isHidden: Bool
    /// `interaction`: when false, the view and its subviews are never hit; default true.
    public var isUserInteractionEnabled: Bool
    /// nil keeps the class's default (off for plain views, on for scroll views).
    public var isMultipleTouchEnabled: Bool?
    /// Back to front.
    public var subviews: [ViewNode]
    /// `recognizers:`, attached to the view in this order.
    public var recognizers: [RecognizerNode]
    /// A `scroll`, `pager` or `nested` node's own pan and pinch, named
    /// `<name>.pan` and `<name>.pinch`, with the relationships its `pan:` and
    /// `pinch:` keys give; empty for other kinds. The build takes each from
    /// its scroll view (`ScrollView.panGestureRecognizer`) when the file
    /// relates it to anything, and leaves it unmade otherwise.
    public var scrollRecognizers: [RecognizerNode] = []
    /// The 1-based line where the view's mapping starts in its file.
    public var line: Int

    /// Makes a node; each parameter is the property of the same name, and the defaults are those
    /// of a file that leaves the key out. `line` is 0 for a node made in code.
    public init(
        name: String, frame: LayoutRect, kind: Kind, isHidden: Bool = false, isUserInteractionEnabled: Bool = true,
        isMultipleTouchEnabled: Bool? = nil, subviews: [ViewNode] = [], recognizers: [RecognizerNode] = [],
        line: Int = 0
    ) {
        self.name = name
        self.frame = frame
        self.kind = kind
        self.isHidden = isHidden
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isMultipleTouchEnabled = isMultipleTouchEnabled
        self.subviews = subviews
        self.recognizers = recognizers
        self.line = line
    }

    /// The scroll settings of a `scroll` or `pager` node.
    public var scrollSettings: ScrollSettings? {
        switch kind {
        case .scroll(let settings), .pager(let settings, _): settings
        case .view, .tap, .control, .nested: nil
        }
    }

    /// The settings of a `nested` node.
    public var nested: NestedSettings? {
        if case .nested(let settings) = kind { settings } else { nil }
    }

    /// The names of every view inside this one, rows included, in tree order.
    public var descendantNames: [String] {
        var names = scrollSettings?.rows.map { rows in (0..<rows.count).map { RowList.name(of: $0, in: name) } } ?? []
        if case .nested(let nested) = kind { names += nested.partNames(of: name) }
        for subview in childNodes { names += [subview.name] + subview.descendantNames }
        return names
    }

    /// Every view inside this one as the file gives them (rows, which the
    /// build makes, are not nodes): subviews, and a nested container's header,
    /// hover bar and pages.
    var childNodes: [ViewNode] { subviews + (nested?.allViews ?? []) }

    /// Whether this view or one inside it zooms.
    var holdsZoom: Bool { scrollSettings?.zooms == true || childNodes.contains { $0.holdsZoom } }
}
