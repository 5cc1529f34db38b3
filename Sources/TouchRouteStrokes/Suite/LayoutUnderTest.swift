import TouchRoute

/// A fresh copy of the interface a suite is judged on: one is made for each
/// stroke, so no stroke sees what an earlier one left moving or scrolled.
public struct LayoutUnderTest {
    /// The window holding the fresh layout, which the stroke is played into.
    public let window: Window
    /// What must live as long as the views: data sources and delegates that
    /// views hold weakly (a layout file's built layout).
    private let keptAlive: Any?

    /// Makes a layout under test of `window`, keeping `keptAlive` (the objects its views hold
    /// only weakly) alive as long as this value; nil when there are none.
    public init(window: Window, keepingAlive keptAlive: Any? = nil) {
        self.window = window
        self.keptAlive = keptAlive
    }

    /// `DefaultLayout` on `screen`, showing its middle page, so that a swipe
    /// either way can turn a page.
    public static func standard(screen: Size = DefaultLayout.standardScreen) -> LayoutUnderTest {
        let layout = DefaultLayout(screen: screen)
        layout.show(page: DefaultLayout.pageCount / 2)
        return LayoutUnderTest(window: layout.window)
    }
}
