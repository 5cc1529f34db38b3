import CTouchRoute
import TouchRoute

// tr_scroll_*zoom*: a scroll view's zoom range and scale.

/// A zoom scale from C: finite, above 0, at most 1e9.
private func scale(_ value: Double, _ role: String) throws(APIFailure) -> Double {
    guard value.isFinite, value > 0, value <= CArguments.maximumMagnitude else {
        throw .invalid("\(role) is \(value); give a zoom scale above 0 and at most 1e9 (1 is unzoomed).")
    }
    return value
}

@_cdecl("tr_scroll_set_zoom_range")
public func trScrollSetZoomRange(_ scroll: OpaquePointer?, _ minimum: Double, _ maximum: Double) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_zoom_range") { view, _ throws(APIFailure) in
        let minimum = try scale(minimum, "minimum")
        let maximum = try scale(maximum, "maximum")
        guard minimum <= maximum else {
            throw .invalid("minimum (\(minimum)) is above maximum (\(maximum)); give minimum <= maximum.")
        }
        view.minimumZoomScale = minimum
        view.maximumZoomScale = maximum
        // The current scale moves into the new range at once.
        if view.zoomScale < minimum || view.zoomScale > maximum { view.setZoomScale(view.zoomScale) }
    }
}

@_cdecl("tr_scroll_zoom_range")
public func trScrollZoomRange(
    _ scroll: OpaquePointer?, _ minimum: UnsafeMutablePointer<Double>?, _ maximum: UnsafeMutablePointer<Double>?
) -> tr_status {
    withScrollView(scroll, "tr_scroll_zoom_range", callingOut: false) { view, _ throws(APIFailure) in
        let minimum = try required(minimum, "minimum")
        let maximum = try required(maximum, "maximum")
        minimum.pointee = view.minimumZoomScale
        maximum.pointee = view.maximumZoomScale
    }
}

@_cdecl("tr_scroll_set_zoom_scale")
public func trScrollSetZoomScale(_ scroll: OpaquePointer?, _ value: Double, _ animated: Bool) -> tr_status {
    withScrollView(scroll, "tr_scroll_set_zoom_scale") { view, _ throws(APIFailure) in
        view.setZoomScale(try scale(value, "scale"), animated: animated)
    }
}

@_cdecl("tr_scroll_zoom_scale")
public func trScrollZoomScale(_ scroll: OpaquePointer?, _ value: UnsafeMutablePointer<Double>?) -> tr_status {
    withScrollView(scroll, "tr_scroll_zoom_scale", callingOut: false) { view, _ throws(APIFailure) in
        try required(value, "scale").pointee = view.zoomScale
    }
}

@_cdecl("tr_scroll_zoom_to")
public func trScrollZoomTo(_ scroll: OpaquePointer?, _ value: Double, _ point: tr_point, _ animated: Bool)
    -> tr_status
{
    withScrollView(scroll, "tr_scroll_zoom_to") { view, _ throws(APIFailure) in
        let value = try scale(value, "scale")
        view.zoom(toScale: value, at: try CArguments.point(point, "point"), animated: animated)
    }
}
