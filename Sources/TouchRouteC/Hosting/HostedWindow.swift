import CTouchRoute
import Glibc
import TouchRoute
import TouchRouteLayout

/// A window as the C API holds it: the window, the handles of the views the C
/// side has seen, its callbacks, and the state that keeps each call cheap.
///
/// ```
///  tr_window_handle_frame ─▶ routing { window.handle(frame) } ─▶ window.trace
///        ─▶ forward(record) ─▶ your tr_…_fn(user_data, &record)
/// ```
///
/// Every view that appears in a callback has a handle, made the first time it
/// appears (views a layout or a nested container made on their own included)
/// and kept until the window is destroyed, so C can compare handles.
final class HostedWindow {
    let window: Window
    /// This window's own handle.
    private(set) var handle: OpaquePointer!
    /// What the window's views refer to weakly: a layout's data sources.
    private let keptAlive: Any?
    /// The views with handles, by identity.
    private var hostedViews: [ObjectIdentifier: HostedView] = [:]
    /// Set while a routing call runs, to refuse reentrant calls from callbacks.
    private(set) var isRouting = false
    /// The session driving this window, if any; destroyed with it.
    var session: HostedSession?

    /// Reused for every `tr_window_handle_frame`, so routing a frame allocates nothing.
    var frame = TouchFrame(timestamp: 0, contacts: [])
    /// Reused for every host view's touches: one entry per touch that can be down.
    let touchBuffer: UnsafeMutablePointer<tr_touch>
    static let touchBufferCapacity = 64

    var callbacks = HostedCallbacks()

    init(window: Window, keptAlive: Any? = nil) {
        self.window = window
        self.keptAlive = keptAlive
        frame.contacts.reserveCapacity(Self.touchBufferCapacity)
        touchBuffer = .allocate(capacity: Self.touchBufferCapacity)
        handle = HandleTable.shared.insert(self, kind: .window)
        window.trace = { [unowned self] record in forward(record) }
        registerTree(window)
    }

    deinit {
        touchBuffer.deallocate()
    }

    /// The view's record, made (with a handle) the first time it is asked for.
    /// - Complexity: O(1); allocates only the first time.
    func hosted(for view: View) -> HostedView {
        if let known = hostedViews[ObjectIdentifier(view)] { return known }
        let hosted = HostedView(view: view, owner: self)
        hostedViews[ObjectIdentifier(view)] = hosted
        if let tapView = view as? TapView, tapView.onTap == nil {
            tapView.onTap = { [unowned self, unowned hosted] touch in reportTap(at: hosted, touch: touch) }
        }
        return hosted
    }

    /// Give every view in `root`'s tree a handle, so taps on views made by a
    /// layout reach the tap callback.
    func registerTree(_ root: View) {
        _ = hosted(for: root)
        for child in root.subviews { registerTree(child) }
    }

    /// Forget a view's handle (`tr_view_destroy`).
    func forget(_ hosted: HostedView) {
        hostedViews[ObjectIdentifier(hosted.view)] = nil
        HandleTable.shared.remove(hosted.handle)
    }

    /// Run a call that routes (and so may call back into C), refusing it when
    /// one is already running; re-arm the session's timer afterwards, since
    /// routing may have scheduled or cancelled timers.
    func routing<T>(_ call: String, _ body: () throws(APIFailure) -> T) throws(APIFailure) -> T {
        guard !isRouting else { throw .reentrant(call) }
        isRouting = true
        defer {
            isRouting = false
            session?.rearm()
        }
        return try body()
    }

    /// Refuse a change to the routed tree from inside a callback. Changes to
    /// views outside the window's tree (a page being filled) are fine.
    func checkTreeChange(_ call: String, involving views: View?...) throws(APIFailure) {
        guard isRouting else { return }
        if views.contains(where: { $0?.window === window }) { throw .reentrant(call) }
    }

    /// Release every handle: the views', the session's and the window's own.
    func destroy() {
        session?.destroy()
        session = nil
        window.cancelAllTouches(reason: "the window was destroyed:")
        window.trace = nil
        for hosted in hostedViews.values {
            if let tapView = hosted.view as? TapView { tapView.onTap = nil }
            HandleTable.shared.remove(hosted.handle)
        }
        hostedViews.removeAll()
        HandleTable.shared.remove(handle)
        handle = nil
    }
}

/// A view as the C API holds it: its handle and its name as a C string.
final class HostedView {
    let view: View
    unowned let owner: HostedWindow
    private(set) var handle: OpaquePointer!
    /// `view.name` as a C string, valid while the handle lives.
    let name: UnsafeMutablePointer<CChar>
    /// What the view refers to weakly and must live as long as it: a nested
    /// container's page source.
    var retained: AnyObject?

    init(view: View, owner: HostedWindow) {
        self.view = view
        self.owner = owner
        name = strdup(view.name)
        handle = HandleTable.shared.insert(self, kind: .view)
    }

    deinit { free(name) }
}
