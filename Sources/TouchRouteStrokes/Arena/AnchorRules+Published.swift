/// The anchors' rules with their published constants, and where each is
/// published.
extension AnchorRules {
    /// UIKit: `UILongPressGestureRecognizer`'s `minimumPressDuration`, whose
    /// documented default is 0.5 s, and `allowableMovement`, 10 points.
    /// UIKit publishes no double-tap interval or distance, no pinch or pan
    /// threshold, no screen-edge width and no hand-off rule for a zoomed
    /// scroll view in a pager, so it has no model for those bands.
    public static let uikit = AnchorRules(name: "uikit", longPress: LongPressRule(duration: 0.5, movement: 10))

    /// Android, from `android.view.ViewConfiguration`'s defaults:
    /// `DEFAULT_LONG_PRESS_TIMEOUT` 400 ms (older releases: 500 ms), within
    /// `TOUCH_SLOP` 8 dp, past which `GestureDetector` treats the touch as a
    /// scroll; `DOUBLE_TAP_TIMEOUT` 300 ms "between the first tap's up event
    /// and the second tap's down event", `DOUBLE_TAP_MIN_TIME` 40 ms, and
    /// `DOUBLE_TAP_SLOP` 100 dp between the two touches;
    /// `ScaleGestureDetector`'s span slop of 16 dp (twice the touch slop; the
    /// value Chromium's port takes from Android's unscaled defaults) against
    /// the touch slop for a scroll; `ViewDragHelper`'s 20 dp edge size with
    /// the touch slop for an edge drag; and `ViewPager`, which decides once,
    /// at its paging touch slop (`PAGING_TOUCH_SLOP`, twice the touch slop),
    /// leaving the drag to a child that `canScroll` that way.
    public static let android = AnchorRules(
        name: "android", longPress: LongPressRule(duration: 0.4, movement: 8),
        doubleTap: DoubleTapRule(interval: 0.3, countedFrom: .firstLift, minimumGap: 0.04, distance: 100),
        pinch: PinchRule(spanSlop: 16, span: .diameter, panSlop: 8), edgePan: EdgePanRule(edgeWidth: 20, slop: 8),
        handOff: .childKeepsDrag)

    /// Flutter, from `gestures/constants.dart`: `kLongPressTimeout` 500 ms,
    /// within `kTouchSlop` 18 logical pixels (the long press's pre-accept
    /// slop tolerance); `kDoubleTapTimeout` 300 ms "from the start of the
    /// first tap to the start of the second tap", `kDoubleTapMinTime` 40 ms
    /// from the first's end, and `kDoubleTapSlop` 100 between the first touch
    /// and the second; `kScaleSlop` (= `kTouchSlop`, 18) on the span, measured
    /// as the fingers' mean distance from their focal point, against
    /// `kPanSlop` (2 × `kTouchSlop`, 36) on the focal point; the drawer's
    /// 20-pixel edge drag width with `kTouchSlop` for the drag; and a
    /// `PageView` whose horizontal drag accepts at `kTouchSlop`, before an
    /// `InteractiveViewer`'s scale recognizer reaches `kPanSlop`.
    public static let flutter = AnchorRules(
        name: "flutter", longPress: LongPressRule(duration: 0.5, movement: 18),
        doubleTap: DoubleTapRule(interval: 0.3, countedFrom: .firstTouchDown, minimumGap: 0.04, distance: 100),
        pinch: PinchRule(spanSlop: 18, span: .radius, panSlop: 36), edgePan: EdgePanRule(edgeWidth: 20, slop: 18),
        handOff: .pagerWinsArena)

    /// GTK 4, from `GtkSettings`: `gtk-long-press-time` 500 ms, cancelled
    /// when the touch "drifts too far", past `gtk-dnd-drag-threshold` 8
    /// pixels; `gtk-double-click-time` 400 ms "between two clicks", counted
    /// here from press to press, and `gtk-double-click-distance` 5 pixels.
    /// `GtkGestureZoom` publishes no threshold, GTK has no edge gesture, and
    /// nested scrolled windows no hand-off rule, so it has no model for those
    /// bands.
    public static let gtk = AnchorRules(
        name: "gtk", longPress: LongPressRule(duration: 0.5, movement: 8),
        doubleTap: DoubleTapRule(interval: 0.4, countedFrom: .firstTouchDown, distance: 5))

    /// The anchors in table order.
    public static let published = [uikit, android, flutter, gtk]
}
