import CTouchRoute
import TouchRoute

// tr_recognizer_*, tr_view_*_recognizer: gesture recognizers made, attached,
// related and listened to from C.

@_cdecl("tr_recognizer_create")
public func trRecognizerCreate(
    _ window: OpaquePointer?, _ kind: tr_gesture_kind, _ name: UnsafePointer<CChar>?,
    _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let owner = try HostedWindow.from(window)
        let name = try CArguments.string(name, "name")
        guard kind != TR_GESTURE_CUSTOM else {
            throw .invalid(
                "tr_recognizer_create: TR_GESTURE_CUSTOM is a kind of the host's own; make such a recognizer with tr_recognizer_create_custom."
            )
        }
        let recognizer = try BuiltInRecognizer.from(kind).make(name: name)
        out.pointee = owner.hosted(for: recognizer).handle
    }
}

@_cdecl("tr_recognizer_destroy")
public func trRecognizerDestroy(_ recognizer: OpaquePointer?) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedRecognizer.from(recognizer)
        // Never from a callback: the record being handed out may name it.
        guard !hosted.owner.isRouting else { throw .reentrant("tr_recognizer_destroy") }
        try hosted.owner.callingOut { hosted.recognizer.view?.removeGestureRecognizer(hosted.recognizer) }
        hosted.owner.forget(hosted)
    }
}

@_cdecl("tr_view_add_recognizer")
public func trViewAddRecognizer(_ view: OpaquePointer?, _ recognizer: OpaquePointer?) -> tr_status {
    exported { () throws(APIFailure) in
        let (view, hosted) = try sameWindow(view, recognizer)
        if hosted.recognizer is ScrollViewGestureRecognizer {
            throw APIFailure(
                TR_ERROR_STATE,
                "tr_view_add_recognizer: \"\(hosted.recognizer.name)\" is a scroll view's own recognizer and stays on its scroll view. Relate other recognizers to it instead."
            )
        }
        try view.owner.checkTreeChange("tr_view_add_recognizer", involving: view.view, hosted.recognizer.view)
        // Moving it from another view detaches it there, which may report.
        try view.owner.callingOut { view.view.addGestureRecognizer(hosted.recognizer) }
    }
}

@_cdecl("tr_view_remove_recognizer")
public func trViewRemoveRecognizer(_ view: OpaquePointer?, _ recognizer: OpaquePointer?) -> tr_status {
    exported { () throws(APIFailure) in
        let (view, hosted) = try sameWindow(view, recognizer)
        guard hosted.recognizer.view === view.view else {
            throw APIFailure(
                TR_ERROR_STATE,
                "tr_view_remove_recognizer: the recognizer \"\(hosted.recognizer.name)\" is not attached to \"\(view.view.name)\". Pass the view tr_recognizer_view gives."
            )
        }
        try view.owner.checkTreeChange("tr_view_remove_recognizer", involving: view.view)
        try view.owner.callingOut { view.view.removeGestureRecognizer(hosted.recognizer) }
    }
}

/// A view and a recognizer of one window.
private func sameWindow(_ view: OpaquePointer?, _ recognizer: OpaquePointer?) throws(APIFailure)
    -> (HostedView, HostedRecognizer)
{
    let view = try HostedView.from(view)
    let hosted = try HostedRecognizer.from(recognizer)
    guard hosted.owner === view.owner else {
        throw APIFailure(
            TR_ERROR_STATE,
            "The view and the recognizer belong to different windows. Make the recognizer with the view's window.")
    }
    return (view, hosted)
}

@_cdecl("tr_view_recognizer_count")
public func trViewRecognizerCount(_ view: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> tr_status {
    exported { () throws(APIFailure) in
        let count = try required(count, "count")
        count.pointee = try HostedView.from(view).view.gestureRecognizers.count
    }
}

@_cdecl("tr_view_recognizer_at")
public func trViewRecognizerAt(
    _ view: OpaquePointer?, _ index: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let hosted = try HostedView.from(view)
        let recognizers = hosted.view.gestureRecognizers
        guard index >= 0, index < recognizers.count else {
            throw .invalid(
                "index is \(index), and \"\(hosted.view.name)\" has \(recognizers.count) recognizers; give 0 to count - 1 (tr_view_recognizer_count)."
            )
        }
        out.pointee = hosted.owner.hosted(for: recognizers[index]).handle
    }
}

@_cdecl("tr_window_find_recognizer")
public func trWindowFindRecognizer(
    _ window: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let owner = try HostedWindow.from(window)
        let name = try CArguments.string(name, "name")
        guard let found = owner.findRecognizer(named: name, in: owner.window) else {
            throw APIFailure(
                TR_ERROR_NOT_FOUND,
                "No recognizer named \"\(name)\" is attached to a view of the window \"\(owner.window.name)\". Check the name in the layout file."
            )
        }
        out.pointee = owner.hosted(for: found).handle
    }
}

@_cdecl("tr_recognizer_view")
public func trRecognizerView(_ recognizer: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let hosted = try HostedRecognizer.from(recognizer)
        out.pointee = hosted.recognizer.view.map { hosted.owner.hosted(for: $0).handle }
    }
}

@_cdecl("tr_recognizer_name")
public func trRecognizerName(_ recognizer: OpaquePointer?, _ name: UnsafeMutablePointer<UnsafePointer<CChar>?>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let name = try required(name, "name")
        name.pointee = UnsafePointer(try HostedRecognizer.from(recognizer).name)
    }
}

@_cdecl("tr_recognizer_kind_of")
public func trRecognizerKindOf(_ recognizer: OpaquePointer?, _ kind: UnsafeMutablePointer<tr_gesture_kind>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let kind = try required(kind, "kind")
        kind.pointee = try HostedRecognizer.from(recognizer).recognizer.kind.cValue
    }
}

@_cdecl("tr_recognizer_state_of")
public func trRecognizerStateOf(_ recognizer: OpaquePointer?, _ out: UnsafeMutablePointer<tr_gesture_change>?)
    -> tr_status
{
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let hosted = try HostedRecognizer.from(recognizer)
        let recognizer = hosted.recognizer
        out.pointee = hosted.cChange(
            time: hosted.owner.window.clock.now, kind: recognizer.kind, state: recognizer.state,
            values: recognizer.values)
    }
}

@_cdecl("tr_recognizer_require_to_fail")
public func trRecognizerRequireToFail(_ recognizer: OpaquePointer?, _ other: OpaquePointer?) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedRecognizer.from(recognizer)
        let other = try HostedRecognizer.from(other, "other")
        guard other !== hosted else {
            throw .invalid(
                "tr_recognizer_require_to_fail: \"\(hosted.recognizer.name)\" cannot wait for itself to fail. Pass another recognizer."
            )
        }
        guard other.owner === hosted.owner else {
            throw APIFailure(
                TR_ERROR_STATE,
                "tr_recognizer_require_to_fail: the two recognizers belong to different windows; only recognizers of one window can wait for each other."
            )
        }
        guard !other.recognizer.isWaiting(forFailureOf: hosted.recognizer) else {
            throw .invalid(
                "tr_recognizer_require_to_fail: \"\(other.recognizer.name)\" already waits for \"\(hosted.recognizer.name)\" to fail, so \"\(hosted.recognizer.name)\" waiting for \"\(other.recognizer.name)\" would make a cycle in which neither ever recognizes. Drop one of the two requirements."
            )
        }
        hosted.recognizer.require(toFail: other.recognizer)
    }
}

@_cdecl("tr_recognizer_set_simultaneous_rule")
public func trRecognizerSetSimultaneousRule(
    _ recognizer: OpaquePointer?, _ rule: tr_simultaneous_fn?, _ userData: UnsafeMutableRawPointer?
) -> tr_status {
    exported { () throws(APIFailure) in
        try HostedRecognizer.from(recognizer).setSimultaneousRule(rule, userData)
    }
}

@_cdecl("tr_recognizer_set_should_begin")
public func trRecognizerSetShouldBegin(
    _ recognizer: OpaquePointer?, _ rule: tr_should_begin_fn?, _ userData: UnsafeMutableRawPointer?
) -> tr_status {
    exported { () throws(APIFailure) in
        try HostedRecognizer.from(recognizer).setShouldBeginRule(rule, userData)
    }
}

@_cdecl("tr_recognizer_on_verdict")
public func trRecognizerOnVerdict(
    _ recognizer: OpaquePointer?, _ callback: tr_recognizer_verdict_fn?, _ userData: UnsafeMutableRawPointer?
) -> tr_status {
    exported { () throws(APIFailure) in
        try HostedRecognizer.from(recognizer).hearVerdicts(CCallback(function: callback, userData: userData))
    }
}

@_cdecl("tr_recognizer_on_change")
public func trRecognizerOnChange(
    _ recognizer: OpaquePointer?, _ callback: tr_gesture_fn?, _ userData: UnsafeMutableRawPointer?
) -> tr_status {
    exported { () throws(APIFailure) in
        try HostedRecognizer.from(recognizer).listen(CCallback(function: callback, userData: userData))
    }
}
