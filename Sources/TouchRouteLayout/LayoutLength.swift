import TouchRoute

/// A length or coordinate of a layout file: points, or a share of the
/// window, as CSS's viewport units are (`100vw` is the window's width,
/// `50vh` half its height). Screen-relative lengths let one file fit any
/// screen, as the default layout does; they are resolved when the document
/// is built for a window (`points(in:)`).
public enum LayoutLength: Hashable, Sendable, CustomStringConvertible {
    /// A fixed number of points.
    case points(Double)
    /// `percent` of the window's width, in percent: `100` is the whole width.
    case windowWidth(percent: Double)
    /// `percent` of the window's height, in percent.
    case windowHeight(percent: Double)

    /// Points in a window of `window` points.
    ///
    /// Multiplies before dividing, so that whole percentages of whole sides
    /// (`300vw` of 1280) come out exactly as `3 × 1280` does in code.
    public func points(in window: Size) -> Double {
        switch self {
        case .points(let points): points
        case .windowWidth(let percent): window.width * percent / 100
        case .windowHeight(let percent): window.height * percent / 100
        }
    }

    /// True for `vw` and `vh` lengths, whose points depend on the window.
    public var isWindowRelative: Bool {
        if case .points = self { false } else { true }
    }

    /// As a file writes it: `800`, `100vw`, `50vh`.
    public var description: String {
        switch self {
        case .points(let points): points.compactDescription
        case .windowWidth(let percent): "\(percent.compactDescription)vw"
        case .windowHeight(let percent): "\(percent.compactDescription)vh"
        }
    }

    /// Below 0, whatever the window.
    var isNegative: Bool {
        switch self {
        case .points(let value), .windowWidth(let value), .windowHeight(let value): value < 0
        }
    }

    /// 0, whatever the window.
    var isZero: Bool {
        switch self {
        case .points(let value), .windowWidth(let value), .windowHeight(let value): value == 0
        }
    }

    /// No length: 0 points, whatever the window.
    public static let zero = LayoutLength.points(0)
}

/// A frame in `LayoutLength`s: `[x, y, width, height]`, each points or a share
/// of the window.
public struct LayoutRect: Hashable, Sendable {
    /// The frame's origin (`x`, `y`, in the superview's coordinates) and size (`width`, `height`),
    /// each in points or a share of the window.
    public var x, y, width, height: LayoutLength

    /// Makes a frame from its origin and size, each in points or a share of the window.
    public init(x: LayoutLength, y: LayoutLength, width: LayoutLength, height: LayoutLength) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A frame fixed in points.
    public init(_ rect: Rect) {
        self.init(
            x: .points(rect.minX), y: .points(rect.minY), width: .points(rect.width), height: .points(rect.height))
    }

    /// An empty frame at the origin: every length 0 points.
    public static let zero = LayoutRect(.zero)

    /// The frame in a window of `window` points.
    public func rect(in window: Size) -> Rect {
        Rect(
            x: x.points(in: window), y: y.points(in: window),
            width: width.points(in: window), height: height.points(in: window))
    }
}

/// A size in `LayoutLength`s: `[width, height]`, such as a content size.
public struct LayoutSize: Hashable, Sendable {
    /// The size's two sides, each in points or a share of the window.
    public var width, height: LayoutLength

    /// Makes a size from its two sides, each in points or a share of the window.
    public init(width: LayoutLength, height: LayoutLength) {
        self.width = width
        self.height = height
    }

    /// A size fixed in points.
    public init(_ size: Size) {
        self.init(width: .points(size.width), height: .points(size.height))
    }

    /// The size in a window of `window` points.
    public func size(in window: Size) -> Size {
        Size(width: width.points(in: window), height: height.points(in: window))
    }
}
