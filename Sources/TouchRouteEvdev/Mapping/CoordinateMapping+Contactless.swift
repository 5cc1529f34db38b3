import TouchRoute

extension CoordinateMapping {
    /// The mapping for a device that reports no contacts, only a pointer and
    /// its wheels (a mouse): a `TouchPipeline` holds one, but never maps a
    /// contact with it, since the pointer is `PointerPosition`'s. It spans
    /// `screen`, one unit per point, so whatever reads its size reads the window's.
    /// - Throws: `CoordinateMappingError` for a screen size no mapping can have.
    public init(contactlessDevice device: DeviceDescription, screen: Size) throws(CoordinateMappingError) {
        let span = { (length: Double) in
            AbsoluteAxis(
                minimum: 0,
                maximum: Int32(length.isFinite ? min(max(length.rounded(.up), 1), Self.largestScreenSide) : 1))
        }
        let standIn = DeviceDescription(
            name: device.name, identity: device.identity,
            axes: [EventCode.absX: span(screen.width), EventCode.absY: span(screen.height)], source: device.source)
        try self.init(device: standIn, options: Options(screenSize: screen))
    }
}
