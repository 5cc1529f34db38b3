import TouchRoute

extension CoordinateMapping {
    /// The part of the window the touch area maps onto: `origin` and the
    /// screen size, in window points.
    public var region: OutputRegion { OutputRegion(Rect(origin: origin, size: screenSize)) }
}
