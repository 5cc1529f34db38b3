import CTouchRoute

// tr_window_set_user_data … tr_view_get_user_data: the toolkit's own pointer,
// kept with a handle and never read or freed here.

@_cdecl("tr_window_set_user_data")
public func trWindowSetUserData(_ window: OpaquePointer?, _ data: UnsafeMutableRawPointer?) -> tr_status {
    exported { () throws(APIFailure) in try HostedWindow.from(window).userData = data }
}

@_cdecl("tr_window_get_user_data")
public func trWindowGetUserData(_ window: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutableRawPointer?>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        out.pointee = try HostedWindow.from(window).userData
    }
}

@_cdecl("tr_view_set_user_data")
public func trViewSetUserData(_ view: OpaquePointer?, _ data: UnsafeMutableRawPointer?) -> tr_status {
    exported { () throws(APIFailure) in try HostedView.from(view).userData = data }
}

@_cdecl("tr_view_get_user_data")
public func trViewGetUserData(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutableRawPointer?>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        out.pointee = try HostedView.from(view).userData
    }
}
