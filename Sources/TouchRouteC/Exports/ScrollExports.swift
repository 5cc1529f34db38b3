import CTouchRoute
import TouchRoute

// tr_scroll_*: scroll views, pagers and nested containers.

/// Look up a scroll view and run `body` on it. A setter runs `calling out`:
/// a new offset, size or inset can report a scroll or make a page. A getter
/// reads only, outside the guard. `function` is the exporting function, which
/// names the C call in a wrong-thread message.
func withScrollView(
    _ handle: OpaquePointer?, _ call: String, callingOut: Bool = true, function: StaticString = #function,
    _ body: (ScrollView, HostedView) throws(APIFailure) -> Void
) -> tr_status {
    exported(function: function) { () throws(APIFailure) in
        let hosted = try HostedView.from(handle, "scroll")
        let view = try hosted.scrollView(for: call)
        if callingOut {
            try hosted.owner.callingOut { () throws(APIFailure) in try body(view, hosted) }
        } else {
            try body(view, hosted)
        }
    }
}

@_cdecl("tr_scroll_set_content_size")
public func trScrollSetContentSize(_ scroll: OpaquePointer?, _ size: tr_size) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_content_size") { view, _ throws(APIFailure) in
        view.contentSize = try CArguments.size(size, "size")
    }
}

@_cdecl("tr_scroll_content_size")
public func trScrollContentSize(_ scroll: OpaquePointer?, _ size: UnsafeMutablePointer<tr_size>?) -> tr_status {
    withScrollView(scroll, "tr_scroll_content_size", callingOut: false) { view, _ throws(APIFailure) in
        try required(size, "size").pointee = tr_size(width: view.contentSize.width, height: view.contentSize.height)
    }
}

@_cdecl("tr_scroll_set_content_inset")
public func trScrollSetContentInset(_ scroll: OpaquePointer?, _ inset: tr_insets) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_content_inset") { view, _ throws(APIFailure) in
        view.contentInset = try CArguments.insets(inset, "inset")
    }
}

@_cdecl("tr_scroll_set_content_offset")
public func trScrollSetContentOffset(_ scroll: OpaquePointer?, _ offset: tr_point, _ animated: Bool) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_content_offset") { view, hosted throws(APIFailure) in
        let offset = try CArguments.point(offset, "offset")
        view.setContentOffset(offset, animated: animated)
    }
}

@_cdecl("tr_scroll_content_offset")
public func trScrollContentOffset(_ scroll: OpaquePointer?, _ offset: UnsafeMutablePointer<tr_point>?) -> tr_status {
    withScrollView(scroll, "tr_scroll_content_offset", callingOut: false) { view, _ throws(APIFailure) in
        try required(offset, "offset").pointee = tr_point(view.contentOffset)
    }
}

@_cdecl("tr_scroll_set_pan_start_threshold")
public func trScrollSetPanStartThreshold(_ scroll: OpaquePointer?, _ points: Double) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_pan_start_threshold") { view, _ throws(APIFailure) in
        view.panStartThreshold = try CArguments.length(points, "points")
    }
}

@_cdecl("tr_scroll_set_pan_decline_dominance")
public func trScrollSetPanDeclineDominance(_ scroll: OpaquePointer?, _ ratio: Double) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_pan_decline_dominance") { view, _ throws(APIFailure) in
        guard ratio.isFinite, ratio >= 1 else {
            throw .invalid(
                "ratio is \(ratio); give how many times further across the axis than along it a move must go to be declined, a finite number of 1 or more (default \(ScrollView.standardPanDeclineDominance.compactDescription))."
            )
        }
        view.panDeclineDominance = ratio
    }
}

@_cdecl("tr_scroll_set_content_touch_delay")
public func trScrollSetContentTouchDelay(_ scroll: OpaquePointer?, _ seconds: Double) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_content_touch_delay") { view, _ throws(APIFailure) in
        guard seconds.isFinite, seconds >= 0 else {
            throw .invalid("seconds is \(seconds); give the delay as a finite number of seconds, 0 or more.")
        }
        view.contentTouchDelay = seconds
    }
}

@_cdecl("tr_scroll_set_deceleration_rate")
public func trScrollSetDecelerationRate(_ scroll: OpaquePointer?, _ perMillisecond: Double) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_deceleration_rate") { view, _ throws(APIFailure) in
        // At most 0.9999: a glide from the fastest release then stops within
        // 80 s; closer to 1 it would go on for hours.
        guard perMillisecond > 0, perMillisecond <= 0.9999 else {
            throw .invalid(
                "per_millisecond is \(perMillisecond); give the momentum kept per millisecond, above 0 and at most 0.9999 (UIKit: 0.998 normal, 0.99 fast)."
            )
        }
        view.decelerationRate = DecelerationRate(perMillisecond: perMillisecond)
    }
}

@_cdecl("tr_scroll_set_overscroll")
public func trScrollSetOverscroll(_ scroll: OpaquePointer?, _ behavior: tr_overscroll) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_overscroll") { view, _ throws(APIFailure) in
        view.overscrollBehavior = try CArguments.choice(
            behavior.rawValue, [OverscrollBehavior.auto, .contain, .none], "behavior",
            "TR_OVERSCROLL_AUTO, TR_OVERSCROLL_CONTAIN or TR_OVERSCROLL_NONE")
    }
}

@_cdecl("tr_scroll_set_nested_priority")
public func trScrollSetNestedPriority(_ scroll: OpaquePointer?, _ priority: tr_nested_priority) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_nested_priority") { view, _ throws(APIFailure) in
        view.nestedScrollPriority = try CArguments.choice(
            priority.rawValue, [NestedScrollPriority.contentFirst, .collapseFirst], "priority",
            "TR_NESTED_CONTENT_FIRST or TR_NESTED_COLLAPSE_FIRST")
    }
}

@_cdecl("tr_scroll_set_nested_child")
public func trScrollSetNestedChild(_ scroll: OpaquePointer?, _ child: OpaquePointer?) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_nested_child") { view, hosted throws(APIFailure) in
        guard let child else {
            view.nestedScrollingChild = nil
            return
        }
        let nested = try HostedView.from(child, "child")
        guard nested.owner === hosted.owner else {
            throw APIFailure(
                TR_ERROR_STATE, "The child belongs to another window; a nested child must be inside the scroll view.")
        }
        view.nestedScrollingChild = try nested.scrollView(for: "tr_scroll_set_nested_child (its child)")
    }
}

@_cdecl("tr_scroll_state_of")
public func trScrollStateOf(_ scroll: OpaquePointer?, _ state: UnsafeMutablePointer<tr_scroll_state>?) -> tr_status {
    withScrollView(scroll, "tr_scroll_state_of", callingOut: false) { view, _ throws(APIFailure) in
        try required(state, "state").pointee = tr_scroll_state(
            tracking: view.isTracking, dragging: view.isDragging, decelerating: view.isDecelerating,
            moving: view.isMovingWithoutFinger)
    }
}

@_cdecl("tr_scroll_pan_recognizer")
public func trScrollPanRecognizer(_ scroll: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?)
    -> tr_status
{
    withScrollView(scroll, "tr_scroll_pan_recognizer") { view, hosted throws(APIFailure) in
        try required(out, "out").pointee = hosted.owner.hosted(for: view.panGestureRecognizer).handle
    }
}

@_cdecl("tr_scroll_pinch_recognizer")
public func trScrollPinchRecognizer(_ scroll: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?)
    -> tr_status
{
    withScrollView(scroll, "tr_scroll_pinch_recognizer") { view, hosted throws(APIFailure) in
        try required(out, "out").pointee = hosted.owner.hosted(for: view.pinchGestureRecognizer).handle
    }
}
