/// A tap a `TapView` counted, as the trace reports it: what a row or a tile
/// did with a touch, which deliveries alone do not say (a touch that ends
/// there may have strayed, or lifted outside).
public struct TapRecord {
    /// Input time of the lift, in seconds.
    public var time: Double
    /// The touch that tapped.
    public var touch: TouchID
    /// Where the finger lifted, in window points.
    public var location: Point
    /// The view that counted it.
    public var view: TapView
    /// Its taps so far, this one included.
    public var count: Int

    /// Makes a record from its parts; each parameter is the property of the same name.
    public init(time: Double, touch: TouchID, location: Point, view: TapView, count: Int) {
        self.time = time
        self.touch = touch
        self.location = location
        self.view = view
        self.count = count
    }
}
