import TouchRoute

/// The part of the window one screen shows, in window points: where a
/// touchscreen's touches land when the window spans several screens (two
/// panels side by side, a touch overlay on one of them).
///
/// Written like an X11 geometry, `WxH+X+Y`: the width and height, then the
/// offsets of the top-left corner from the window's top-left. `640x480+640+0`
/// is the right half of a 1280x480 window.
///
/// Regions are half-open, like `Rect.contains`: the right and bottom edges
/// belong to the neighbour, so two screens side by side share an edge without
/// overlapping.
public struct OutputRegion: Hashable, Sendable {
    /// The region in window points.
    public var rect: Rect

    /// Makes a region of `rect`, in window points, taken as it is: `fits(in:)` checks it against a window.
    public init(_ rect: Rect) {
        self.rect = rect
    }

    /// Whether the two regions share any area. Sharing an edge (one ends at
    /// x 640, the other starts there) is not overlapping, nor is a region of
    /// no area.
    public func overlaps(_ other: OutputRegion) -> Bool {
        sharedArea(with: other) != nil
    }

    /// The area both regions cover, or nil when they cover none together.
    func sharedArea(with other: OutputRegion) -> OutputRegion? {
        let minX = max(rect.minX, other.rect.minX)
        let maxX = min(rect.maxX, other.rect.maxX)
        let minY = max(rect.minY, other.rect.minY)
        let maxY = min(rect.maxY, other.rect.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return OutputRegion(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    /// Whether the region lies inside a window of `size`: no edge beyond the
    /// window's, no offset below 0, every number finite.
    public func fits(in size: Size) -> Bool {
        rect.minX >= 0 && rect.minY >= 0 && rect.maxX <= size.width && rect.maxY <= size.height
    }
}

extension OutputRegion: CustomStringConvertible {
    /// `WxH+X+Y` with compact numbers, as `init(parsing:)` reads it back:
    /// `640x480+640+0`, `533.333x480+0+0`.
    public var description: String {
        "\(rect.size)+\(rect.minX.compactDescription)+\(rect.minY.compactDescription)"
    }
}
