/// A touch's link to a view: strong, but for the window itself, which owns the
/// touch (through its touch table) and so is never kept alive by it.
///
/// A touch that held its window would make a cycle: window → touch table →
/// touch → window. A window dropped with fingers down (or a view's touch
/// forwarded up to the window, as every unhandled touch is) would then never
/// be freed, nor would any view in it. The link to the window is unowned and
/// unsafe, so that reading it costs no reference count; it never dangles,
/// because the window unties every touch object from itself when it goes
/// (`Window.deinit`).
struct ViewLink {
    private var retained: View?
    private unowned(unsafe) var window: Window?

    init(_ view: View?) {
        if let window = view?.windowItself {
            self.window = window
        } else {
            retained = view
        }
    }

    /// The view linked to, if any.
    var view: View? { retained ?? window }

    /// Whether this links to no view. Loads no reference.
    var isEmpty: Bool { retained == nil && window == nil }

    /// Whether this links to `window` (and so must be cut when it goes).
    func isLink(to window: Window) -> Bool { self.window === window }
}

extension ViewLink: CustomStringConvertible {
    var description: String { view?.description ?? "nil" }
}
