import TouchRoute

/// A window's one pointer, moved by every pointer device that feeds the
/// window: a laptop's touchpad and a mouse move the same pointer, and the
/// wheel scrolls where the touchpad left it, as on a desktop. Pipelines that
/// feed one window share one (`TouchSession` and `touchroute replay` give
/// theirs the same); a pipeline made alone has its own.
public final class SharedPointer {
    /// Where the pointer is, in window points.
    public var position: PointerPosition

    /// A pointer at the centre of `area`, kept within it.
    public init(area: Rect) {
        position = PointerPosition(area: area)
    }
}
