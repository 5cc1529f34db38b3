import TouchRoute

extension TouchpadDecoder: CustomStringConvertible {
    /// One line for the CLI, such as `one finger moves the pointer 8 pt per mm
    /// (no acceleration); two fingers scroll, natural (the content follows
    /// them), from 2 mm of travel`.
    public var description: String {
        let direction =
            options.naturalScrolling
            ? "natural (the content follows them)" : "traditional (the content moves against them)"
        return "one finger moves the pointer \(pointsPerMillimetre.compactDescription) pt per mm (no acceleration); "
            + "two fingers scroll, \(direction), from \(Self.scrollStartDistance.compactDescription) mm of travel"
    }
}
