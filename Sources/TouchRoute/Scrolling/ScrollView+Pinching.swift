/// Two fingers on a zoomable scroll view zoom it: the scroll view's own
/// behaviour, not a recognizer's (a `PinchGestureRecognizer` is for views
/// that do not zoom). Window points throughout, as for the drag.
///
/// ```
///  a second finger comes down ─▶ the view claims the gesture's touches: two
///       fingers on a zoomable view are its own, never an enclosing pager's
///  the span changes by more than pinchSpanSlop ─▶ the pinch begins: the view takes the
///       gesture through the take-over routine (rule `pinch`) and drags
///       each move:  scale  = anchor scale · span / anchor span, rubber-banded past the limits
///                   offset = the content point that was under the centroid stays under it,
///                            so the centroid's travel pans (rubber-banded past the edges)
///  a finger lifts, others stay ─▶ re-anchored on them (one finger pans on alone)
///  the last finger lifts ─▶ past a limit: springs back to it, about the last centroid;
///                           else an overscrolled offset springs back to its edge
/// ```
extension ScrollView {
    /// Touches came down on the view (the drag machinery's `trackBegan`):
    /// with two or more down on a zoomable view, they are the view's, and
    /// the first two are the pinch's fingers.
    func notePinchFingers(with event: TouchEvent) {
        guard isZoomable else { return }
        let down = event.touches(for: self)
        guard down.count > 1 else { return }
        zooming.sawSecondFinger = true
        claim(down)
        let hadTwo = zooming.second != nil
        pickPinchFingers(from: down)
        if zooming.isPinching {
            anchorPinch()
        } else if !hadTwo {
            zooming.startSpan = pinchFingers?.span ?? 0
        }
    }

    /// A move (the drag machinery's `trackMoved`): starts the pinch past the
    /// span slop, and then follows it. Returns whether the pinch has the
    /// move, so that the driving finger alone does not also drag.
    func trackPinch(with event: TouchEvent) -> Bool {
        guard isZoomable, let fingers = pinchFingers else { return false }
        if !zooming.isPinching {
            guard zooming.second != nil, abs(fingers.span - zooming.startSpan) > zooming.spanSlop else { return false }
            zooming.isPinching = true
            // From where the fingers are: nothing jumps, as at the pan start.
            anchorPinch()
            zooming.pinchStartScale = zoomScale
            // The one take-over routine: the content's touches are cancelled
            // or kept from it, and the view drags.
            // The pinch as a recognizer, if made, is asked to begin there; one
            // that waits for a requirement to fail leaves the span to be
            // judged again at the next move.
            if !isDragging, let primary = drag.primary {
                event.window.arena.enter(self).takeOver(
                    primary, rule: DecisionRule.pinch, thresholds: nil, from: .currentLocation, asking: madePinch,
                    with: event)
            } else if mayBegin(madePinch, literal: arbitrationPolicy.arbitration == .literal) != .proceed {
                zooming.isPinching = false
                return false
            }
            // Content that may not be cancelled (a control) keeps the gesture,
            // as it does from a drag: these fingers do not zoom.
            if !isDragging {
                zooming.isPinching = false
                zooming.first = nil
                zooming.second = nil
                return false
            }
            return true
        }
        followPinch()
        madePinch?.noteChange()
        return true
    }

    /// Fingers lifted (the drag machinery's `releaseDrag`). Returns whether
    /// the zoom took the release: a pinch that goes on with the fingers left,
    /// or the gesture's end with the zoom past a limit (a pinch's, or a
    /// bounce a finger caught), which springs back. Otherwise the drag
    /// machinery releases as for any scroll view.
    func releasePinch(_ touches: TouchSet, with event: TouchEvent) -> Bool {
        guard isZoomable else { return false }
        let remaining = event.touches(for: self).subtracting(touches)
        if !remaining.isEmpty {
            pickPinchFingers(from: remaining)
            guard zooming.isPinching, let successor = zooming.first else {
                if zooming.second == nil {
                    zooming.first = nil
                } else {
                    zooming.startSpan = pinchFingers?.span ?? 0
                }
                return false
            }
            if let primary = drag.primary, touches.contains(primary) { drag.primary = successor }
            anchorPinch()
            return true
        }
        defer { zooming.endGesture() }
        let limit = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
        guard zooming.isPinching || limit != zoomScale else { return false }
        let wasDragging = drag.isDragging
        drag.reset()
        if wasDragging { delegate?.scrollViewDidEndDragging(self, velocity: .zero) }
        guard let window else { return true }
        // An offset left past an edge springs back, and a pager a drag left
        // between pages snaps to one; past a zoom limit the bounce below
        // then takes this view's own motion over.
        startMomentum(fingerVelocity: .zero, startOffset: contentOffset, axes: [])
        guard limit != zoomScale else { return true }
        let centre =
            zooming.isPinching
            ? zooming.lastCentroid
            : Point(
                x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        let bounce = ZoomAnimation(
            startScale: zoomScale, endScale: limit, startOffset: contentOffset,
            endOffset: contentOffset(zoomingTo: limit, keeping: centre),
            curve: .spring(angularFrequency: CriticallyDampedSpring.springBackFrequency))
        startMotion(.zooming(bounce, start: window.clock.now), in: window)
        return true
    }

    /// The limits a pinch settles within, and the rubber band's reach past them.
    private var zoomLimits: ClosedRange<Double> { minimumZoomScale...max(minimumZoomScale, maximumZoomScale) }
    private var zoomReach: Double { bouncesZoom ? zooming.bounceReach : 1 }

    /// The pinch's fingers' centroid (window points) and span (points; 0
    /// with one finger); nil with none.
    private var pinchFingers: (centroid: Point, span: Double)? {
        guard let first = zooming.first else { return nil }
        guard let second = zooming.second else { return (first.location, 0) }
        let apart = second.location.displacement(from: first.location)
        return (first.location + apart * 0.5, apart.length)
    }

    /// Keep the pinch's fingers that are still `down`, and fill up to two
    /// from the others.
    private func pickPinchFingers(from down: TouchSet) {
        if let second = zooming.second, !down.contains(second) { zooming.second = nil }
        if let first = zooming.first, !down.contains(first) {
            zooming.first = zooming.second
            zooming.second = nil
        }
        for touch in down where zooming.second == nil && touch !== zooming.first {
            if zooming.first == nil { zooming.first = touch } else { zooming.second = touch }
        }
    }

    /// Measure the pinch from here: the span, the scale in finger space and
    /// the unzoomed content point under the centroid.
    private func anchorPinch() {
        guard let fingers = pinchFingers else { return }
        let local = convertFromWindow(fingers.centroid)
        let finger = fingerSpaceOffset
        zooming.anchorSpan = fingers.span
        zooming.anchorScale = RubberBand.fingerScale(forDisplayedScale: zoomScale, limits: zoomLimits, reach: zoomReach)
        zooming.anchorPoint = Point(
            x: (local.x - contentOffset.x + finger.x) / zoomScale, y: (local.y - contentOffset.y + finger.y) / zoomScale
        )
        zooming.lastCentroid = local
    }

    /// One step of the pinch: scale by the span, and put the anchored
    /// content point under the centroid.
    private func followPinch() {
        guard var fingers = pinchFingers else { return }
        if zooming.second != nil, zooming.anchorSpan < 1 {
            // Fingers that met give no ratio: measure from here.
            anchorPinch()
            fingers.span = zooming.anchorSpan
        }
        let ratio = zooming.second == nil ? 1 : fingers.span / zooming.anchorSpan
        let scale = RubberBand.displayedScale(
            forFingerScale: zooming.anchorScale * ratio, limits: zoomLimits, reach: zoomReach)
        let local = convertFromWindow(fingers.centroid)
        let onScreen = Point(x: local.x - contentOffset.x, y: local.y - contentOffset.y)
        let range = contentOffsetRange(forContentSize: zoomedContentSize(at: scale))
        let offset = Point(
            x: displayedOffset(zooming.anchorPoint.x * scale - onScreen.x, range.x, bounds.width),
            y: displayedOffset(zooming.anchorPoint.y * scale - onScreen.y, range.y, bounds.height))
        applyZoom(scale, offset: offset)
        zooming.lastCentroid = convertFromWindow(fingers.centroid)
    }
}
