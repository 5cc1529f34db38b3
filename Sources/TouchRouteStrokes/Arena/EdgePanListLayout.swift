import TouchRoute

/// The list the edge-pan bands are played on, built in code: a vertical
/// list `list` of tap rows filling the window, with a screen-edge pan
/// recognizer `back` for the left edge on it, as a navigation stack's
/// "back" sits over its page's content.
public final class EdgePanListLayout {
    public static let rowCount = 50
    /// Points: `DefaultLayout`'s row height.
    public static let rowHeight = DefaultLayout.rowHeight

    public let window: Window
    public let list: ScrollView
    public let back: ScreenEdgePanGestureRecognizer

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
