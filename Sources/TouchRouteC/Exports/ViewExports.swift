import CTouchRoute
import TouchRoute

// tr_view_*: making views, the tree, geometry and flags.

@_cdecl("tr_view_create")
public func trViewCreate(
    _ window: OpaquePointer?, _ kind: tr_view_kind, _ name: UnsafePointer<CChar>?, _ frame: tr_rect,
    _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let hosted = try HostedWindow.from(window)
        let name = try CArguments.string(name, "name")
        let frame = try CArguments.rect(frame, "frame")
        let view: View
        switch ViewKind(rawValue: kind.rawValue) {
        case .plain: view = View(name: name, frame: frame)
        case .tap: view = TapView(name: name, frame: frame)
        case .control: view = Control(name: name, frame: frame)
        case .scroll: view = ScrollView(name: name, frame: frame)
        case .pager:
            let pager = RemorsefulScrollView(name: name, frame: frame)
            pager.isPagingEnabled = true
            view = pager
        case .nested, .host, .window:
            throw .invalid(
                "tr_view_create makes PLAIN, TAP, CONTROL, SCROLL and PAGER views; use tr_nested_container_create, tr_host_view_create or tr_window_root for the others."
            )
        case nil:
            throw .invalid("kind is \(kind.rawValue), which is not a tr_view_kind.")
        }
        out.pointee = hosted.hosted(for: view).handle
    }
}

@_cdecl("tr_view_destroy")
public func trViewDestroy(_ view: OpaquePointer?) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedView.from(view)
        guard !(hosted.view is Window) else {
            throw hosted.wrongKind(
                "tr_view_destroy", needs: "a view made by tr_…_create; destroy the window with tr_window_destroy")
        }
        // Never from a callback: the record being handed out may name this view.
        guard !hosted.owner.isRouting else { throw .reentrant("tr_view_destroy") }
        try hosted.refuseIfNestedPart("tr_view_destroy")
        try hosted.owner.callingOut { hosted.view.removeFromSuperview() }
        hosted.owner.forget(hosted)
    }
}

@_cdecl("tr_view_kind_of")
public func trViewKindOf(_ view: OpaquePointer?, _ kind: UnsafeMutablePointer<tr_view_kind>?) -> tr_status {
    exported { () throws(APIFailure) in
        let kind = try required(kind, "kind")
        kind.pointee = try HostedView.from(view).kind.cValue
    }
}

@_cdecl("tr_view_name")
public func trViewName(_ view: OpaquePointer?, _ name: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> tr_status {
    exported { () throws(APIFailure) in
        let name = try required(name, "name")
        name.pointee = UnsafePointer(try HostedView.from(view).name)
    }
}

@_cdecl("tr_view_set_frame")
public func trViewSetFrame(_ view: OpaquePointer?, _ frame: tr_rect) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedView.from(view)
        let frame = try CArguments.rect(frame, "frame")
        // A container lays out anew, which can report scrolls: a call-out.
        try hosted.owner.callingOut { hosted.view.frame = frame }
    }
}

@_cdecl("tr_view_frame")
public func trViewFrame(_ view: OpaquePointer?, _ frame: UnsafeMutablePointer<tr_rect>?) -> tr_status {
    exported { () throws(APIFailure) in
        let frame = try required(frame, "frame")
        frame.pointee = tr_rect(try HostedView.from(view).view.frame)
    }
}

@_cdecl("tr_view_bounds")
public func trViewBounds(_ view: OpaquePointer?, _ bounds: UnsafeMutablePointer<tr_rect>?) -> tr_status {
    exported { () throws(APIFailure) in
        let bounds = try required(bounds, "bounds")
        bounds.pointee = tr_rect(try HostedView.from(view).view.bounds)
    }
}

@_cdecl("tr_view_convert_point")
public func trViewConvertPoint(
    _ from: OpaquePointer?, _ point: tr_point, _ to: OpaquePointer?, _ out: UnsafeMutablePointer<tr_point>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        // NULL on either side is window points, as the header says.
        let source = try from.map { handle throws(APIFailure) in try HostedView.from(handle, "from") }
        let point = try CArguments.point(point, "point")
        let target = try to.map { handle throws(APIFailure) in try HostedView.from(handle, "to") }
        if let source, let target, target.owner !== source.owner {
            throw APIFailure(
                TR_ERROR_STATE, "The from and to views belong to different windows; convert within one window.")
        }
        switch (source, target) {
        case (let source?, _): out.pointee = tr_point(source.view.convert(point, to: target?.view))
        case (nil, let target?): out.pointee = tr_point(target.view.convert(point, from: nil))
        case (nil, nil): out.pointee = tr_point(point)
        }
    }
}

@_cdecl("tr_view_add_subview")
public func trViewAddSubview(_ parent: OpaquePointer?, _ child: OpaquePointer?) -> tr_status {
    insert(child, into: parent, at: Int.max)
}

@_cdecl("tr_view_insert_subview")
public func trViewInsertSubview(_ parent: OpaquePointer?, _ child: OpaquePointer?, _ index: Int) -> tr_status {
    insert(child, into: parent, at: index)
}

/// `tr_view_add_subview` and `tr_view_insert_subview`; `function` names the
/// call in a wrong-thread message.
private func insert(
    _ child: OpaquePointer?, into parent: OpaquePointer?, at index: Int, function: StaticString = #function
) -> tr_status {
    exported(function: function) { () throws(APIFailure) in
        let parent = try HostedView.from(parent, "parent")
        let child = try HostedView.from(child, "child")
        guard parent.owner === child.owner else {
            throw APIFailure(
                TR_ERROR_STATE,
                "\"\(child.view.name)\" was made for another window than \"\(parent.view.name)\"; a view joins only its own window's tree."
            )
        }
        guard !(child.view is Window) else {
            throw child.wrongKind("tr_view_add_subview", needs: "a child that is not a window's root")
        }
        guard child.view !== parent.view, !parent.view.isDescendant(of: child.view) else {
            throw .invalid(
                "\"\(child.view.name)\" cannot go inside \"\(parent.view.name)\": a view cannot contain itself.")
        }
        // A nested container lays out its own parts and pages.
        if parent.view is NestedContainer || (parent.view.superview as? NestedContainer)?.pager === parent.view {
            throw parent.wrongKind(
                "tr_view_add_subview",
                needs:
                    "a parent other than a nested container or its pager (fill its header or hover bar from tr_nested_container_parts; pages come from its tr_page_source)"
            )
        }
        try child.refuseIfNestedPart("tr_view_add_subview")
        try parent.owner.checkTreeChange("tr_view_add_subview", involving: parent.view, child.view)
        // size_t past Int.max arrives negative: it means "at the front" too.
        let position = index < 0 ? parent.view.subviews.count : min(index, parent.view.subviews.count)
        // Moving a view cancels the touches it holds: a call-out.
        try parent.owner.callingOut { parent.view.insertSubview(child.view, at: position) }
    }
}

@_cdecl("tr_view_remove_from_superview")
public func trViewRemoveFromSuperview(_ view: OpaquePointer?) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedView.from(view)
        try hosted.refuseIfNestedPart("tr_view_remove_from_superview")
        try hosted.owner.checkTreeChange("tr_view_remove_from_superview", involving: hosted.view)
        try hosted.owner.callingOut { hosted.view.removeFromSuperview() }
    }
}

@_cdecl("tr_view_superview")
public func trViewSuperview(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let hosted = try HostedView.from(view)
        out.pointee = hosted.view.superview.map { hosted.owner.hosted(for: $0).handle } ?? nil
    }
}

@_cdecl("tr_view_subview_count")
public func trViewSubviewCount(_ view: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> tr_status {
    exported { () throws(APIFailure) in
        let count = try required(count, "count")
        count.pointee = try HostedView.from(view).view.subviews.count
    }
}

@_cdecl("tr_view_subview_at")
public func trViewSubviewAt(_ view: OpaquePointer?, _ index: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let hosted = try HostedView.from(view)
        let subviews = hosted.view.subviews
        guard index >= 0, index < subviews.count else {
            throw .invalid("index \(index) is past \"\(hosted.view.name)\"'s \(subviews.count) subviews.")
        }
        out.pointee = hosted.owner.hosted(for: subviews[index]).handle
    }
}

@_cdecl("tr_view_set_flag")
public func trViewSetFlag(_ view: OpaquePointer?, _ flag: tr_view_flag, _ value: Bool) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedView.from(view)
        let flag = try ViewFlag.from(flag)
        try hosted.owner.callingOut { () throws(APIFailure) in try flag.set(value, on: hosted) }
    }
}

@_cdecl("tr_view_get_flag")
public func trViewGetFlag(_ view: OpaquePointer?, _ flag: tr_view_flag, _ value: UnsafeMutablePointer<Bool>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let value = try required(value, "value")
        let hosted = try HostedView.from(view)
        value.pointee = try ViewFlag.from(flag).value(of: hosted)
    }
}
