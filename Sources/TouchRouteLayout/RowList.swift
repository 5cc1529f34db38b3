import TouchRoute

/// A scroll node's `rows: {count: 50, height: 64}`: a list of `TapView` rows
/// named `<name>.row0`, `<name>.row1` …, each the scroll view's full width and
/// `height` points tall, stacked from the top. The content height defaults to
/// `count × height`.
public struct RowList: Hashable, Sendable {
    /// How many rows, 0 or more.
    public var count: Int
    /// Each row's height, in points or a share of the window, above 0.
    public var height: LayoutLength

    /// Makes a list of `count` rows, each `height` tall.
    public init(count: Int, height: LayoutLength) {
        self.count = count
        self.height = height
    }

    /// The name of row `index` of the scroll view `owner`.
    public static func name(of index: Int, in owner: String) -> String { "\(owner).row\(index)" }

    /// The rows' frames in a scroll view `width` points wide, in a window of
    /// `window` points.
    func frames(width: Double, window: Size) -> [Rect] {
        let height = height.points(in: window)
        return (0..<count).map { Rect(x: 0, y: height * Double($0), width: width, height: height) }
    }
}
