/// One thing that happened while routing, in time order. A window reports these
/// to `Window.trace`; the CLI prints them and tests assert on them.
public enum TraceRecord {
    /// A view received a touch in one of its `touches…` methods.
    case delivery(Delivery)
    /// A view decided where a touch goes.
    case decision(Decision)
    /// A scroll view's content offset changed.
    case scroll(ScrollChange)
    /// A pointer-scroll event (a wheel, a touchpad's fingers) was routed.
    case pointerScroll(PointerScrollRecord)
    /// A gesture recognizer changed state.
    case gesture(GestureChange)
    /// A `TapView` counted a tap: a finger lifted inside it without straying.
    case tap(TapRecord)
    /// Bad input or a misbehaving view, with what the router did about it.
    case problem(Problem)
}

/// A touch handed to a view.
public struct Delivery {
    /// Input time, in seconds.
    public var time: Double
    /// The touch delivered.
    public var touch: TouchID
    /// Which `touches…` method it arrived in: `began` for `touchesBegan(_:with:)`, and so on.
    public var phase: TouchPhase
    /// The touch's location, in window points.
    public var location: Point
    /// The view that received the touch.
    public var view: View
    /// Routed at a decision point the window put on the finger's path
    /// between two reports (`Touch.isInterpolated`): the move there, or what
    /// it led to (a cancel), not a report of the input.
    public var isInterpolated: Bool

    /// Makes a record from its parts; each parameter is the property of the same name, and
    /// `isInterpolated` defaults to false (a reported sample).
    public init(
        time: Double, touch: TouchID, phase: TouchPhase, location: Point, view: View, isInterpolated: Bool = false
    ) {
        self.time = time
        self.touch = touch
        self.phase = phase
        self.location = location
        self.view = view
        self.isInterpolated = isInterpolated
    }
}

/// A scroll view's new content offset.
public struct ScrollChange {
    /// Input time, in seconds.
    public var time: Double
    /// The scroll view whose offset changed.
    public var view: ScrollView
    /// The content offset after the change, in points.
    public var offset: Point
    /// The zoom scale after the change, for a view that zooms
    /// (`maximumZoomScale > minimumZoomScale`); nil for one that does not.
    public var zoom: Double?
}

/// Something wrong with the input or with a view, and what the router did.
public struct Problem: CustomStringConvertible {
    /// Input time, in seconds.
    public var time: Double
    /// Where the problem came from, for a program to switch on.
    public var kind: Kind
    /// A whole sentence: whose problem it is and what happened.
    public var message: String

    /// Makes a record from its parts; each parameter is the property of the same name.
    public init(time: Double, kind: Kind, message: String) {
        self.time = time
        self.kind = kind
        self.message = message
    }
    public var description: String { message }
}
