import TouchRoute
import TouchRouteEvdev

/// The bounds a layout file must keep, each far past any real UI, so that a
/// hostile or broken file is refused with a message instead of trapping in a
/// conversion, exhausting memory or overflowing the stack.
enum LayoutLimits {
    /// The largest file read, in bytes: 1 MiB. Hand-written layouts are a few
    /// kilobytes; a generated one with a thousand views is under 100 KiB. The
    /// limit keeps `/dev/zero` or a mistyped 3 GiB file from being read whole.
    static let largestFileSize = 1 << 20

    /// The largest coordinate or length, in points: ±1e9, as the C API takes.
    /// Past any screen or content, and far from where page numbers (content
    /// width over page width) overflow an `Int`.
    static let largestMagnitude = Window.largestCoordinate

    /// The largest share of the window a `vw` or `vh` length takes, in
    /// percent: ±1000 windows. On the largest window (100000 points) that is
    /// 1e8 points, inside `largestMagnitude`, so no resolved length passes it.
    static let largestWindowShare = 100_000.0

    /// The smallest window `size` a side, in points: a window of 0 points
    /// takes no touch (every one is outside it), as `--screen` refuses one.
    static let smallestWindowSide = 1.0

    /// The largest window `size` a side, in points: the window is the screen
    /// the touches map onto, so it keeps `--screen`'s limit (100000).
    static let largestWindowSide = CoordinateMapping.largestScreenSide

    /// The most pages a pager may have: its content width over its frame
    /// width, rounded up. A pager of a million pages is no UI; a frame width
    /// of 1e-300 pt would make 1e303 of them.
    static let mostPages = 1_000_000

    /// The windows a file without a `size` is checked in where its checks
    /// depend on the window: the smallest and largest `--screen` takes, and
    /// the two extremes of shape between them.
    static let cornerWindows = [1.0, largestWindowSide].flatMap { width in
        [1.0, largestWindowSide].map { height in Size(width: width, height: height) }
    }

    /// The most views a file may make, rows and a nested container's own
    /// views included: each is an object built and routed through, so a few
    /// lines of `rows: {count: 100000}` repeated must not build billions.
    static let mostViews = 200_000

    /// The deepest `subviews` (or header, hover and page) nesting, in views.
    /// Real hierarchies are 10 to 30 deep; reading, building, hit-testing and
    /// routing all recurse once per level, so the bound keeps the stack small.
    static let deepestNesting = 100

    /// The largest zoom scale a layout may give: 1000, past any photo or
    /// map, and small enough that content up to 1e6 points wide stays within
    /// `largestMagnitude` when zoomed.
    static let largestZoomScale = 1000.0
}
