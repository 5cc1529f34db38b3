import TouchRoute

/// A vertical list of 64 pt rows with a 120 pt knob on its third row: the
/// knob turns under a circular drag, and the list's pan waits for the knob
/// to fail, so a drag that starts on the knob and goes straight scrolls the
/// list once it has gone the knob's `failDistance`.
///
/// ```
///  window 400x600
///  └─ list        ScrollView, vertical, 30 rows of 64 pt
///     ├─ row0 … row29
///     └─ knob     120x120 at (140, 128): KnobTurnGestureRecognizer "volume"
/// ```
public struct KnobPanel {
    public let window: Window
    public let list: ScrollView
    public let knob: View
    public let volume: KnobTurnGestureRecognizer

    public init(clock: VirtualClock = VirtualClock()) {
        window = Window(size: Size(400, 600), clock: clock)
        list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = Size(400, 30 * 64)
        for row in 0..<30 {
            list.addSubview(TapView(name: "row\(row)", frame: Rect(x: 0, y: Double(row) * 64, width: 400, height: 64)))
        }
        knob = View(name: "knob", frame: Rect(x: 140, y: 128, width: 120, height: 120))
        list.addSubview(knob)
        window.addSubview(list)

        volume = KnobTurnGestureRecognizer(name: "volume")
        knob.addGestureRecognizer(volume)
        // The relationship with a built-in: the list's own pan waits for the
        // knob to fail before it scrolls a drag that began on the knob.
        list.panGestureRecognizer.require(toFail: volume)
    }

    /// The knob's centre, in window points.
    public var knobCentre: Point { Point(200, 188) }
}
