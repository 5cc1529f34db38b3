import TouchRoute
import TouchRouteStrokes

/// The demo's story for a photo viewer (Examples/photos.yaml): a pager whose
/// middle page holds a zoomable scroll view. It starts on page 1 and tells,
/// one gesture at a time, what a viewer's fingers do: pinch a photo, double
/// tap it back, tap for the chrome, press for the menu, swipe to the next
/// photo, zoom it and drag it to its edge and on into the page before, and
/// drag two fingers sideways, which does not turn the page.
///
/// Every point is a share of the photo's frame on screen, so the story means
/// the same on any screen.
struct PhotoStory {
    /// Where page 1's photo is on screen, in window points.
    let photo: Rect

    /// The story for `layout`, when its first paged view is a pager of at
    /// least two pages whose page 1 shows a zoomable scroll view; nil for
    /// any other layout (which gets the standard script). Turns the pager to
    /// page 1, where the story starts.
    init?(layout: RoutedLayout) {
        guard case .pager(let pager) = layout.pagedView, let pages = layout.pageCount, pages >= 2 else { return nil }
        layout.pagedView?.show(page: 1)
        var candidate = layout.window.deepestView(at: pager.convert(pager.bounds.center, to: nil))
        while let view = candidate, !((view as? ScrollView)?.isZoomable ?? false) { candidate = view.superview }
        guard let view = candidate, view !== pager, let parent = view.superview else {
            layout.pagedView?.show(page: 0)
            return nil
        }
        photo = Rect(origin: parent.convert(view.frame.origin, to: nil), size: view.frame.size)
    }

    /// A point `fx` across and `fy` down the photo, in whole window points.
    private func at(_ fx: Double, _ fy: Double) -> Point {
        Point(x: (photo.minX + photo.width * fx).rounded(), y: (photo.minY + photo.height * fy).rounded())
    }

    /// Two fingers in step, the second landing 5 ms after the first, as real hands do.
    private func twoFingers(_ first: (Point, Point), _ second: (Point, Point), duration: Double) -> TouchScript {
        TouchScript.drag(from: first.0, to: first.1, duration: duration)
            .adding(.drag(from: second.0, to: second.1, duration: duration), after: 0.005)
    }

    var steps: [DemoScript.Step] {
        let centre = at(0.5, 0.5)
        let doubleTap = TouchScript.tap(at: centre).adding(.tap(at: centre), after: 0.2)
        return [
            DemoScript.Step(
                name: "pinch-out on photo1",
                script: twoFingers((at(0.4, 0.5), at(0.25, 0.5)), (at(0.6, 0.5), at(0.75, 0.5)), duration: 0.5)),
            DemoScript.Step(name: "double tap on the zoomed photo: back to 1x", script: doubleTap),
            DemoScript.Step(name: "single tap", script: .tap(at: centre)),
            DemoScript.Step(name: "long press", script: .longPress(at: centre)),
            DemoScript.Step(
                name: "swipe at zoom 1",
                script: .swipe(from: at(0.75, 0.5), to: at(0.25, 0.5) + Vector(dx: 0, dy: 3))),
            DemoScript.Step(
                name: "double tap near photo2's left edge: 2.5x there",
                script: TouchScript.tap(at: at(0.2, 0.5)).adding(.tap(at: at(0.2, 0.5)), after: 0.2)),
            DemoScript.Step(
                name: "long drag on the zoomed photo: to its edge, then the page turns",
                script: .drag(from: at(0.05, 0.5), to: at(0.95, 0.5), duration: 0.6)),
            DemoScript.Step(
                name: "two-finger sideways drag at zoom 1",
                script: twoFingers((at(0.7, 0.4), at(0.3, 0.4)), (at(0.7, 0.6), at(0.3, 0.6)), duration: 0.4)),
        ]
    }
}
