import CTouchRoute

// tr_window_handle_scroll and tr_session_handle_scroll: pointer scrolling.

@_cdecl("tr_window_handle_scroll")
public func trWindowHandleScroll(_ window: OpaquePointer?, _ scroll: UnsafePointer<tr_scroll>?) -> tr_status {
    exported { () throws(APIFailure) in
        guard let scroll = scroll?.pointee else { throw .null("scroll") }
        // Borrowed, as a frame is: no reference counting per event.
        try HandleTable.shared.withObject(window, kind: .window, as: HostedWindow.self, role: "window") {
            (hosted: HostedWindow) throws(APIFailure) in
            try hosted.route(scroll, at: scroll.time, call: "tr_window_handle_scroll")
        }
    }
}

@_cdecl("tr_session_handle_scroll")
public func trSessionHandleScroll(_ session: OpaquePointer?, _ scroll: UnsafePointer<tr_scroll>?) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedSession.from(session)
        guard let scroll = scroll?.pointee else { throw .null("scroll") }
        try hosted.owner.route(scroll, at: hosted.session.windowTimeNow, call: "tr_session_handle_scroll")
    }
}
