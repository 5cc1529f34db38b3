import TouchRouteLayout

/// Examples/nested-slide.yaml, compiled into the harness (SwiftPM's
/// `embedInCode`, through the link Resources/nested-slide.yaml) and read once:
/// a collapsing header, a sticky bar and three lists in a pager. Compiled in,
/// not read by path, so that the harness runs the same on any machine.
enum NestedSlide {
    static let document: LayoutDocument = {
        let text = String(decoding: PackageResources.nested_slide_yaml, as: UTF8.self)
        do {
            return try LayoutFile.parse(text, file: "Examples/nested-slide.yaml")
        } catch {
            fatalError("the nested layout the window harness routes on cannot be read: \(error)")
        }
    }()
}
