import CTouchRoute
import TouchRoute

extension HostedWindow {
    /// The window behind a handle. `role` names the argument in messages.
    @inline(__always)
    static func from(_ handle: OpaquePointer?, _ role: String = "window") throws(APIFailure) -> HostedWindow {
        try HandleTable.shared.object(handle, kind: .window, as: HostedWindow.self, role: role)
    }
}

extension HostedView {
    /// The view behind a handle. `role` names the argument in messages.
    @inline(__always)
    static func from(_ handle: OpaquePointer?, _ role: String = "view") throws(APIFailure) -> HostedView {
        try HandleTable.shared.object(handle, kind: .view, as: HostedView.self, role: role)
    }

    /// The view as a scroll view, for the `tr_scroll_…` calls.
    func scrollView(for call: String) throws(APIFailure) -> ScrollView {
        guard let scrollView = view as? ScrollView else {
            throw wrongKind(call, needs: "a scroll view, pager or nested container")
        }
        return scrollView
    }

    func wrongKind(_ call: String, needs: String) -> APIFailure {
        APIFailure(
            TR_ERROR_WRONG_KIND,
            "\(call) needs \(needs), and \"\(view.name)\" is \(kind.article). Pass a view of the right kind.")
    }

    /// Refuse to move or destroy a part a nested container laid out itself
    /// (its header, hover bar, pager and the pages in it): the container
    /// would go on counting and laying out a part that is gone.
    func refuseIfNestedPart(_ call: String) throws(APIFailure) {
        guard let container = owningContainer else { return }
        throw APIFailure(
            TR_ERROR_STATE,
            "\(call): \"\(view.name)\" is a part of the nested container \"\(container.name)\" (its header, hover bar, pager or a page); the container owns it. Change its contents, or reload the container."
        )
    }

    /// The nested container that laid this view out, if it is one of its parts:
    /// a child of the container, a page in its pager, or the list in a page.
    private var owningContainer: NestedContainer? {
        if let container = view.superview as? NestedContainer { return container }
        for pager in [view.superview, view.superview?.superview] {
            if let container = pager?.superview as? NestedContainer, container.pager === pager { return container }
        }
        return nil
    }

    /// The view's kind, most specific first.
    var kind: ViewKind { ViewKind(of: view) }
}

/// The C API's view kinds (`tr_view_kind`), from a view's class.
enum ViewKind: UInt32, CaseIterable {
    case plain, tap, control, scroll, pager, nested, host, window

    init(of view: View) {
        self =
            switch view {
            case is Window: .window
            case is NestedContainer: .nested
            case is RemorsefulScrollView: .pager
            case is ScrollView: .scroll
            case is HostView: .host
            case is Control: .control
            case is TapView: .tap
            default: .plain
            }
    }

    var cValue: tr_view_kind { tr_view_kind(rawValue: rawValue) }

    var article: String {
        switch self {
        case .plain: "a plain view"
        case .tap: "a tap view"
        case .control: "a control"
        case .scroll: "a scroll view"
        case .pager: "a pager"
        case .nested: "a nested container"
        case .host: "a host view"
        case .window: "a window's root"
        }
    }
}
