import TouchRoute

/// The list the edge-pan bands are played on, built in code: a vertical
/// list `list` of tap rows filling the window, with a screen-edge pan
/// recognizer `back` for the left edge on it, as a navigation stack's
/// "back" sits over its page's content.
public final class EdgePanListLayout {
    /// How many tap rows the list holds, each `rowHeight` points tall: a list many screens tall.
    public static let rowCount = 50
    /// Points: `DefaultLayout`'s row height.
    public static let rowHeight = DefaultLayout.rowHeight

    /// The window the strokes are played on, the list its one subview.
    public let window: Window
    /// The vertical list, named `list`, filling the window, with rows `list.row0`…`list.row49`.
    public let list: ScrollView
    /// The left-edge pan recognizer, named `back`, attached to the list.
    public let back: ScreenEdgePanGestureRecognizer

    /// Builds the layout for a screen of `screen` points (800 × 480 by default), the list at its
    /// top.
    public init(screen: Size = DefaultLayout.standardScreen) {
        window = Window(size: screen)
        list = ScrollView(name: "list", frame: Rect(origin: .zero, size: screen))
        list.contentSize = Size(width: screen.width, height: Self.rowHeight * Double(Self.rowCount))
        for row in 0..<Self.rowCount {
            list.addSubview(
                TapView(
                    name: "list.row\(row)",
                    frame: Rect(x: 0, y: Self.rowHeight * Double(row), width: screen.width, height: Self.rowHeight)))
        }
        window.addSubview(list)
        back = ScreenEdgePanGestureRecognizer(name: "back")
        back.edges = .left
        list.addGestureRecognizer(back)
    }
}
