/// The `type` key of a view in a layout file.
public enum ViewType: String, Hashable, Sendable, CaseIterable {
    /// The view classes a file can name, each built as its `ViewNode.Kind` case: `view` a plain
    /// `View`, `tap` a `TapView`, `control` a `Control` (a button), `scroll` a `ScrollView`, `pager` a
    /// paging `RemorsefulScrollView`, and `nested` a `NestedContainer`. The raw value is the word
    /// the file writes.
    case view, tap, control, scroll, pager, nested

    /// How messages name the type: "a scroll view".
    var phrase: String {
        switch self {
        case .view: "a plain view"
        case .tap: "a tap view"
        case .control: "a control"
        case .scroll: "a scroll view"
        case .pager: "a pager"
        case .nested: "a nested container"
        }
    }

    /// Whether views of this type take the scroll-view keys.
    var scrolls: Bool { self == .scroll || self == .pager }
}
