import CTouchRoute
import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout

// tr_window_*: creating windows, finding views, pages, and time.

@_cdecl("tr_window_create")
public func trWindowCreate(_ name: UnsafePointer<CChar>?, _ size: tr_size, _ out: UnsafeMutablePointer<OpaquePointer?>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let name = name.map { String(cString: $0) } ?? "window"
        let window = Window(name: name, size: try CArguments.size(size, "size"))
        out.pointee = HostedWindow(window: window).handle
    }
}

@_cdecl("tr_window_create_default_layout")
public func trWindowCreateDefaultLayout(_ size: tr_size, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let layout = LayoutDocument.defaultLayout.build(screen: try CArguments.size(size, "size"))
        out.pointee = HostedWindow(window: layout.window, keptAlive: layout).handle
    }
}

@_cdecl("tr_window_load_layout")
public func trWindowLoadLayout(
    _ path: UnsafePointer<CChar>?, _ screen: tr_size, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let path = try CArguments.string(path, "path")
        let screen = try CArguments.size(screen, "screen")
        let document: LayoutDocument
        do {
            document = try LayoutFile.load(path: path)
        } catch {
            throw APIFailure(TR_ERROR_FILE, "\(error)")
        }
        let given = screen.width > 0 && screen.height > 0 ? screen : nil
        let built = document.build(screen: given ?? LayoutDocument.standardScreen)
        do throws(OutputMapError) {
            _ = try document.outputMap(windowSize: built.window.bounds.size)
        } catch {
            throw APIFailure(TR_ERROR_FILE, document.located(error))
        }
        let hosted = HostedWindow(window: built.window, keptAlive: built)
        hosted.outputs = document.outputs
        out.pointee = hosted.handle
    }
}

@_cdecl("tr_window_destroy")
public func trWindowDestroy(_ window: OpaquePointer?) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedWindow.from(window)
        guard !hosted.isRouting else { throw .reentrant("tr_window_destroy") }
        hosted.destroy()
    }
}

@_cdecl("tr_window_root")
public func trWindowRoot(_ window: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let hosted = try HostedWindow.from(window)
        out.pointee = hosted.hosted(for: hosted.window).handle
    }
}

@_cdecl("tr_window_find_view")
public func trWindowFindView(
    _ window: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let hosted = try HostedWindow.from(window)
        let name = try CArguments.string(name, "name")
        guard let view = firstView(named: name, in: hosted.window) else {
            throw APIFailure(
                TR_ERROR_NOT_FOUND, "No view named \"\(name)\" is in the window. Check the name against the layout.")
        }
        out.pointee = hosted.hosted(for: view).handle
    }
}

/// Depth first, each view before its subviews, subviews back to front.
private func firstView(named name: String, in root: View) -> View? {
    if root.name == name { return root }
    for child in root.subviews {
        if let found = firstView(named: name, in: child) { return found }
    }
    return nil
}

@_cdecl("tr_window_hit_test")
public func trWindowHitTest(_ window: OpaquePointer?, _ point: tr_point, _ out: UnsafeMutablePointer<OpaquePointer?>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        try answer(window, point, out) { window, point in window.hitTest(point, with: nil) }
    }
}

@_cdecl("tr_window_view_at")
public func trWindowViewAt(_ window: OpaquePointer?, _ point: tr_point, _ out: UnsafeMutablePointer<OpaquePointer?>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        try answer(window, point, out) { window, point in window.deepestView(at: point) }
    }
}

/// Put the handle of the view `find` gives at a window point in `out` (NULL
/// for none). `find` is a call-out: a host view's point_inside is C's.
private func answer(
    _ window: OpaquePointer?, _ point: tr_point, _ out: UnsafeMutablePointer<OpaquePointer?>?,
    _ find: (Window, Point) -> View?
) throws(APIFailure) {
    let out = try required(out, "out")
    let hosted = try HostedWindow.from(window)
    let point = try CArguments.point(point, "point")
    let found = try hosted.callingOut { find(hosted.window, point) }
    out.pointee = found.map { hosted.hosted(for: $0).handle } ?? nil
}

@_cdecl("tr_window_show_page")
public func trWindowShowPage(_ window: OpaquePointer?, _ page: Int32) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedWindow.from(window)
        let paged = try pagedView(of: hosted)
        guard (0..<paged.pageCount).contains(Int(page)) else {
            throw .invalid("Page \(page) does not exist: \"\(paged.view.name)\" has pages 0 to \(paged.pageCount - 1).")
        }
        try hosted.callingOut { paged.show(page: Int(page)) }
    }
}

@_cdecl("tr_window_current_page")
public func trWindowCurrentPage(
    _ window: OpaquePointer?, _ page: UnsafeMutablePointer<Int32>?, _ pageCount: UnsafeMutablePointer<Int32>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedWindow.from(window)
        guard page != nil || pageCount != nil else { throw .null("page and page_count") }
        let paged = try pagedView(of: hosted)
        page?.pointee = Int32(clamping: paged.currentPage)
        pageCount?.pointee = Int32(clamping: paged.pageCount)
    }
}

private func pagedView(of hosted: HostedWindow) throws(APIFailure) -> PagedView {
    guard let paged = PagedView.first(in: hosted.window) else {
        throw APIFailure(
            TR_ERROR_NOT_FOUND,
            "The window \"\(hosted.window.name)\" has no pager (with paging) or nested container to turn.")
    }
    return paged
}

@_cdecl("tr_window_handle_frame")
public func trWindowHandleFrame(
    _ window: OpaquePointer?, _ timestamp: Double, _ contacts: UnsafePointer<tr_contact>?, _ count: Int
) -> tr_status {
    exported { () throws(APIFailure) in
        try HandleTable.shared.withObject(window, kind: .window, as: HostedWindow.self, role: "window") {
            (hosted: HostedWindow) throws(APIFailure) in
            try hosted.route(timestamp: timestamp, contacts: contacts, count: count, call: "tr_window_handle_frame")
        }
    }
}

@_cdecl("tr_window_advance_time")
public func trWindowAdvanceTime(_ window: OpaquePointer?, _ time: Double) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedWindow.from(window)
        let time = try CArguments.finite(time, "time")
        try hosted.routing("tr_window_advance_time") { hosted.window.advanceTime(to: time) }
    }
}

@_cdecl("tr_window_now")
public func trWindowNow(_ window: OpaquePointer?, _ now: UnsafeMutablePointer<Double>?) -> tr_status {
    exported { () throws(APIFailure) in
        let now = try required(now, "now")
        now.pointee = try HostedWindow.from(window).window.clock.now
    }
}

@_cdecl("tr_window_next_deadline")
public func trWindowNextDeadline(_ window: OpaquePointer?, _ deadline: UnsafeMutablePointer<Double>?) -> tr_status {
    exported { () throws(APIFailure) in
        let deadline = try required(deadline, "deadline")
        deadline.pointee = try HostedWindow.from(window).window.clock.nextDeadline ?? .infinity
    }
}

@_cdecl("tr_window_settle")
public func trWindowSettle(_ window: OpaquePointer?, _ limit: Double, _ restTime: UnsafeMutablePointer<Double>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let hosted = try HostedWindow.from(window)
        let limit = try CArguments.length(limit, "limit")
        let rest = try hosted.routing("tr_window_settle") { hosted.window.settle(within: limit) }
        restTime?.pointee = rest
    }
}

@_cdecl("tr_window_cancel_all_touches")
public func trWindowCancelAllTouches(_ window: OpaquePointer?, _ reason: UnsafePointer<CChar>?) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedWindow.from(window)
        let reason = reason.map { String(cString: $0) } ?? "the host cancelled them:"
        try hosted.routing("tr_window_cancel_all_touches") { hosted.window.cancelAllTouches(reason: reason) }
    }
}

@_cdecl("tr_window_active_touch_count")
public func trWindowActiveTouchCount(_ window: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> tr_status {
    exported { () throws(APIFailure) in
        let count = try required(count, "count")
        count.pointee = try HostedWindow.from(window).window.activeTouches.count
    }
}
