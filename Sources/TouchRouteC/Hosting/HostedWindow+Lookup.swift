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
        guard let scrollView = view as? ScrollView else { throw wrongKind(call, needs: "a scroll view, pager or nested container") }
        return scrollView
    }

    func wrongKind(_ call: String, needs: String) -> APIFailure {
        APIFailure(
            TR_ERROR_WRONG_KIND,
            "\(call) needs \(needs), and \"\(view.name)\" is \(kind.article). Pass a view of the right kind.")
    }

    /// The view's kind, most specific first.
    var kind: ViewKind { ViewKind(of: view) }
}

/// The C API's view kinds (`tr_view_kind`), from a view's class.
enum ViewKind: UInt32, CaseIterable {
    case plain, tap, control, scroll, pager, nested, host, window

    init(of view: View) {
        self = switch view {
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
