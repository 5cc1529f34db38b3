import TouchRouteLayout

/// Examples/nested-slide.yaml, read once: a collapsing header, a sticky bar and
/// three lists in a pager.
enum NestedSlide {
    static let document: LayoutDocument = {
        let repository = String(#filePath.prefix(upTo: #filePath.range(of: "/Fuzz/")!.lowerBound))
        do {
            return try LayoutFile.load(path: repository + "/Examples/nested-slide.yaml")
        } catch {
            fatalError("the nested layout the window harness routes on cannot be read: \(error)")
        }
    }()
}
