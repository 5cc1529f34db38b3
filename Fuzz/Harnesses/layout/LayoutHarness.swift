import FuzzSupport
import TouchRoute
import TouchRouteLayout

/// The layout reader, on any text (YAML or JSON): a LayoutError, or a document
/// that builds into a window whose every page takes a round of gestures with
/// the exactly-once invariant checked. Nothing in a layout may trap: sizes,
/// page counts and nesting are bounded with errors.
func fuzzLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    guard let document = try? LayoutFile.parse(text, file: "fuzz.yaml") else { return 0 }
    let layout = document.build(screen: Size(width: 800, height: 480))
    let pages = min(layout.pagedView?.pageCount ?? 1, 4)
    for page in 0..<pages {
        layout.pagedView?.show(page: page)
        ScriptRound.play(on: layout.window)
    }
    return 0
}
