import CTouchRoute
import Glibc
import TouchRoute
import TouchRouteEvdev
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
    /// The screens a layout file's `outputs:` names, for its session's devices
    /// and recordings to map onto (after the `tr_session_add_map` rules).
    var outputs: [NamedOutput] = []
    /// The C user's pointer (`tr_window_set_user_data`), never read here.
    var userData: UnsafeMutableRawPointer?
    // The fields below are read on every frame from one thread, so they skip
    // the runtime's exclusivity checks (each says what checking them costs).

    /// The views with handles, by identity.
    // Unchecked: dragFrame_defaultLayout_cAPI, 4,007 → 4,248 instructions a frame checked (all 10 here at once).
    @exclusivity(unchecked) private var hostedViews: [ObjectIdentifier: HostedView] = [:]
    /// The recognizers with handles, by identity (see `HostedWindow+Recognizers.swift`).
    // Unchecked: dragFrame_defaultLayout_cAPI, 4,007 → 4,248 instructions a frame checked (all 10 here at once).
    @exclusivity(unchecked) var hostedRecognizers: [ObjectIdentifier: HostedRecognizer] = [:]
    /// The view `hosted(for:)` found last, with its handle and C name as plain
    /// values: most records name the view the one before did, and a hit then
    /// touches no reference count.
    // Unchecked: dragFrame_defaultLayout_cAPI, 4,007 → 4,248 instructions a frame checked (all 10 here at once).
    @exclusivity(unchecked) private unowned(unsafe) var lastView: View?
    // Unchecked: dragFrame_defaultLayout_cAPI, 4,007 → 4,248 instructions a frame checked (all 10 here at once).
    @exclusivity(unchecked) private unowned(unsafe) var lastHosted: HostedView?
    // Unchecked: dragFrame_defaultLayout_cAPI, 4,007 → 4,248 instructions a frame checked (all 10 here at once).
    @exclusivity(unchecked) private var lastHandle: OpaquePointer?
    // Unchecked: dragFrame_defaultLayout_cAPI, 4,007 → 4,248 instructions a frame checked (all 10 here at once).
    @exclusivity(unchecked) private var lastName: UnsafeMutablePointer<CChar>?
    /// Set while a call that can reach the callbacks runs (`routing`,
    /// `callingOut`), to refuse reentrant calls from them.
    // Unchecked: dragFrame_defaultLayout_cAPI, 4,007 → 4,248 instructions a frame checked (all 10 here at once).
    @exclusivity(unchecked) private(set) var isRouting = false
    /// The session driving this window, if any; destroyed with it.
    var session: HostedSession? {
        didSet { hasSession = session != nil }
    }
    /// `session != nil`, read on every frame without touching the session's count.
    // Unchecked: dragFrame_defaultLayout_cAPI, 4,007 → 4,248 instructions a frame checked (all 10 here at once).
    @exclusivity(unchecked) private var hasSession = false

    /// Reused for every `tr_window_handle_frame`, so routing a frame allocates nothing.
    // Unchecked: dragFrame_defaultLayout_cAPI, 4,007 → 4,248 instructions a frame checked (all 10 here at once).
    @exclusivity(unchecked) var frame = TouchFrame(timestamp: 0, contacts: [])
    /// Touches a frame or a host view's call holds at most: as many as can be down.
    static let touchCapacity = 64

    /// Setting a callback that needs trace records installs the window's trace;
    /// with none set, the router builds no records at all (a third of a frame).
    // Unchecked: dragFrame_defaultLayout_cAPI, 4,007 → 4,248 instructions a frame checked (all 10 here at once).
    @exclusivity(unchecked) var callbacks = HostedCallbacks() {
        didSet { installTrace() }
    }

    init(window: Window, keptAlive: Any? = nil) {
        self.window = window
        self.keptAlive = keptAlive
        frame.contacts.reserveCapacity(Self.touchCapacity)
        handle = HandleTable.shared.insert(self, kind: .window)
        registerTree(window)
        Log.shared.write("The window \"\(window.name)\" was created.", priority: TR_LOG_DEBUG)
    }

    /// The view's record, made (with a handle) the first time it is asked for.
    /// - Complexity: O(1); allocates only the first time.
    func hosted(for view: View) -> HostedView {
        if view === lastView, let lastHosted { return lastHosted }
        if let known = hostedViews[ObjectIdentifier(view)] {
            remember(known)
            return known
        }
        let hosted = HostedView(view: view, owner: self)
        hostedViews[ObjectIdentifier(view)] = hosted
        remember(hosted)
        if let tapView = view as? TapView, tapView.onTap == nil {
            tapView.onTap = { [unowned self, unowned hosted] touch in reportTap(at: hosted, touch: touch) }
        }
        return hosted
    }

    /// A view's handle and C name, for a callback's record.
    @inline(__always)
    func cIdentity(of view: View) -> (handle: OpaquePointer?, name: UnsafePointer<CChar>?) {
        if view === lastView { return (lastHandle, UnsafePointer(lastName)) }
        let hosted = hosted(for: view)
        return (hosted.handle, UnsafePointer(hosted.name))
    }

    private func remember(_ hosted: HostedView) {
        lastView = hosted.view
        lastHosted = hosted
        lastHandle = hosted.handle
        lastName = hosted.name
    }

    private func forgetLast() {
        lastView = nil
        lastHosted = nil
        lastHandle = nil
        lastName = nil
    }

    /// Give every view in `root`'s tree a handle, so taps on views made by a
    /// layout reach the tap callback.
    func registerTree(_ root: View) {
        _ = hosted(for: root)
        for child in root.subviews { registerTree(child) }
    }

    /// Forget a view's handle (`tr_view_destroy`).
    func forget(_ hosted: HostedView) {
        if lastHosted === hosted { forgetLast() }
        if let tapView = hosted.view as? TapView { tapView.onTap = nil }
        hostedViews[ObjectIdentifier(hosted.view)] = nil
        forgetRecognizers(of: hosted.view)
        HandleTable.shared.remove(hosted.handle)
    }

    /// Run a call that routes (and so may call back into C), refusing it when
    /// the window is already calling out; re-arm the session's timer
    /// afterwards, since routing may have scheduled or cancelled timers.
    func routing<T>(_ call: String, _ body: () throws(APIFailure) -> T) throws(APIFailure) -> T {
        guard !isRouting else { throw .reentrant(call) }
        return try callingOut(body)
    }

    /// Run a call that may reach the callbacks (a property setter: a scroll
    /// record, a page source, cancelled touches), allowed from inside a
    /// callback, with the guard up while it runs: whatever it calls out to
    /// cannot route again, change the routed tree or destroy anything.
    func callingOut<T>(_ body: () throws(APIFailure) -> T) throws(APIFailure) -> T {
        let wasCallingOut = isRouting
        isRouting = true
        defer {
            isRouting = wasCallingOut
            if !wasCallingOut && hasSession { session.unsafelyUnwrapped.rearm() }
        }
        return try body()
    }

    /// Refuse a change to the routed tree from inside a callback. Changes to
    /// views outside the window's tree (a page being filled) are fine.
    func checkTreeChange(_ call: String, involving views: View?...) throws(APIFailure) {
        guard isRouting else { return }
        if views.contains(where: { $0?.window === window }) { throw .reentrant(call) }
    }

    /// Feed `forward` from the window's trace only while a callback wants records.
    /// The closure does not retain the window: `destroy()` clears it first.
    private func installTrace() {
        window.trace = callbacks.wantsTrace ? { [unowned(unsafe) self] record in forward(record) } : nil
    }

    /// Release every handle: the views', the session's and the window's own.
    func destroy() {
        // The touches are cancelled first, with the guard up, so their
        // callbacks see a whole window and can neither route, change the
        // tree, make a session nor destroy anything.
        _ = try? callingOut { window.cancelAllTouches(reason: "the window was destroyed:") }
        window.trace = nil
        session?.destroy()
        session = nil
        for hosted in hostedViews.values {
            if let tapView = hosted.view as? TapView { tapView.onTap = nil }
            HandleTable.shared.remove(hosted.handle)
        }
        hostedViews.removeAll()
        for hosted in hostedRecognizers.values { hosted.release() }
        hostedRecognizers.removeAll()
        forgetLast()
        HandleTable.shared.remove(handle)
        handle = nil
        Log.shared.write("The window \"\(window.name)\" was destroyed.", priority: TR_LOG_DEBUG)
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
    /// The C user's pointer (`tr_view_set_user_data`), kept as long as the
    /// handle and never read here.
    var userData: UnsafeMutableRawPointer?

    init(view: View, owner: HostedWindow) {
        self.view = view
        self.owner = owner
        name = strdup(view.name)
        handle = HandleTable.shared.insert(self, kind: .view)
    }

    deinit { free(name) }
}
