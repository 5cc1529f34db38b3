/// Zooming: the content magnified by `zoomScale`, as a `UIScrollView` zooms.
///
/// ```
///  setZoomScale(s)          about the view's centre       ┐ scale clamped to the limits,
///  zoom(toScale: s, at: p)  about p (bounds coordinates)  ├▶ offset clamped to the content,
///  a pinch (+Pinching)      about the fingers' centroid   ┘ at once or animated on the frame ticks
/// ```
///
/// The zoom range: `zoomScale` settles between `minimumZoomScale` and
/// `maximumZoomScale`. A pinch may go past them under the fingers,
/// rubber-banded, when `bouncesZoom` is on, and springs back to the nearest
/// limit when the fingers lift. Setting a limit clamps a scale left outside
/// the new range at once.
///
/// The content size model (see `ZoomState`): `contentSize` is the zoomed
/// size, `unzoomedContentSize` times `zoomScale`, so the content offset range
/// is the zoomed content's, and a zoomed view drags, glides, bounces and
/// chains as any scroll view with that content would. The content scales
/// about its origin: the content point at `p` (bounds coordinates) goes to
/// `p · new / old`. Subviews are not transformed (TouchRoute has no view
/// transforms): a toolkit draws the content at `zoomScale`.
extension ScrollView {
    /// The span change, in points, that starts a pinch: twice the touch slop,
    /// as Android's `ScaleGestureDetector` requires (its span slop is twice
    /// `ViewConfiguration`'s 8 dp touch slop), so two fingers resting on the
    /// glass, which wobble a few points apart, do not zoom.
    public static let standardPinchSpanSlop = 16.0
    /// The factor past a zoom limit that a pinch never reaches
    /// (`zoomBounceReach`): 2, so a pinch past the maximum of 4 shows at most
    /// 8. Chosen for feel; UIKit does not publish its zoom bounce.
    public static let standardZoomBounceReach = 2.0

    /// Whether the view zooms at all: its zoom range is more than one scale.
    public var isZoomable: Bool { maximumZoomScale > minimumZoomScale }

    /// Points the span between two fingers must change by before they zoom.
    public var pinchSpanSlop: Double {
        get { zooming.spanSlop }
        set { zooming.spanSlop = newValue }
    }

    /// With `bouncesZoom`, the factor past a zoom limit that a pinch can
    /// never reach: the rubber band's end (see `RubberBand.displayedScale`).
    /// 1 or less stops the pinch at the limits, as `bouncesZoom` off does.
    public var zoomBounceReach: Double {
        get { zooming.bounceReach }
        set { zooming.bounceReach = newValue }
    }

    /// The content's own size, at zoom 1, in points: `contentSize` over
    /// `zoomScale`. Setting it sets `contentSize` to it times `zoomScale`.
    public var unzoomedContentSize: Size {
        get {
            if zoomScale != 1, contentSize == zooming.zoomedSize { return zooming.unzoomedSize }
            return Size(width: contentSize.width / zoomScale, height: contentSize.height / zoomScale)
        }
        set { contentSize = Size(width: newValue.width * zoomScale, height: newValue.height * zoomScale) }
    }

    /// Set `zoomScale`, clamped to the zoom range, keeping the point at the
    /// view's centre where it is (as far as the content allows: the offset is
    /// clamped to the zoomed content). Animated, it zooms over
    /// `ScrollAnimation.defaultDuration` (0.3 s) on the window's frame ticks.
    /// A scale that is not a number is ignored.
    public func setZoomScale(_ scale: Double, animated: Bool = false) {
        let centre = Point(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        zoom(toScale: scale, at: centre, animated: animated)
    }

    /// Zoom to `scale` (clamped to the zoom range) so that `point`, in the
    /// view's own coordinates (bounds space), stays where it is on screen,
    /// as far as the content allows: a double tap's zoom. Animated as
    /// `setZoomScale(_:animated:)`. Any motion of the content stops first.
    public func zoom(toScale scale: Double, at point: Point, animated: Bool = false) {
        guard scale.isFinite, point.isFinite else { return }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard isZoomable || target != zoomScale else { return }
        stopAllMotion()
        let offset = contentOffset(zoomingTo: target, keeping: point)
        guard animated, let window else {
            applyZoom(target, offset: offset)
            return
        }
        let animation = ZoomAnimation(
            startScale: zoomScale, endScale: target, startOffset: contentOffset, endOffset: offset,
            curve: .eased(duration: ScrollAnimation.defaultDuration))
        startMotion(.zooming(animation, start: window.clock.now), in: window)
    }

    /// The zoom range changed: a `zoomScale` now outside it is clamped into
    /// it at once, as UIKit does (and the C API), so the view never rests
    /// outside its limits. A range whose minimum passes its maximum leaves the
    /// scale alone until the other limit is set.
    func zoomLimitsDidChange() {
        guard minimumZoomScale <= maximumZoomScale,
            zoomScale < minimumZoomScale || zoomScale > maximumZoomScale
        else { return }
        setZoomScale(zoomScale)
    }

    /// The content size at `scale`, in points. A zoomable view whose
    /// content size was never set zooms its bounds: a photo filling its view.
    func zoomedContentSize(at scale: Double) -> Size {
        var base = unzoomedContentSize
        if base == .zero { base = bounds.size }
        return Size(width: base.width * scale, height: base.height * scale)
    }

    /// The content offset that keeps `point` (bounds coordinates, at the
    /// current scale) where it is on screen once the content is at `scale`,
    /// clamped to the offsets that content allows.
    func contentOffset(zoomingTo scale: Double, keeping point: Point) -> Point {
        let ratio = scale / zoomScale
        let range = contentOffsetRange(forContentSize: zoomedContentSize(at: scale))
        func along(_ axis: Axis, _ limits: ClosedRange<Double>) -> Double {
            let onScreen = point[axis] - contentOffset[axis]
            return min(max(point[axis] * ratio - onScreen, limits.lowerBound), limits.upperBound)
        }
        return Point(x: along(.horizontal, range.x), y: along(.vertical, range.y))
    }

    /// Show the content at `scale` and `offset` (points) and report the
    /// change once, without stopping a motion: for the pinch and the zoom
    /// animation. Values that are not numbers are ignored.
    func applyZoom(_ scale: Double, offset: Point) {
        guard scale.isFinite, scale > 0, offset.isFinite else { return }
        let rescaled = scale != zoomScale
        if rescaled {
            let size = zoomedContentSize(at: scale)
            zooming.unzoomedSize = zoomedContentSize(at: 1)
            zoomScale = scale
            contentSize = size
            zooming.zoomedSize = size
        }
        guard rescaled || offset != bounds.origin else { return }
        bounds.origin = offset
        didScroll()
    }

    /// One display frame of a zoom animation; returns whether it is done.
    func stepZoom(_ animation: ZoomAnimation, start: Double, at time: Double) -> Bool {
        let elapsed = time - start
        applyZoom(animation.scale(after: elapsed), offset: animation.offset(after: elapsed))
        return animation.isDone(after: elapsed)
    }
}
