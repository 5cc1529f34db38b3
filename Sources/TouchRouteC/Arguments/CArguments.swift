import CTouchRoute
import TouchRoute

/// Checking and converting what C hands in: strings, numbers, geometry. Every
/// check names the argument and says what is accepted.
enum CArguments {
    /// A C string as a Swift string (ill-formed UTF-8 is repaired).
    static func string(_ pointer: UnsafePointer<CChar>?, _ role: String) throws(APIFailure) -> String {
        guard let pointer else { throw .null(role) }
        return String(cString: pointer)
    }

    /// The largest coordinate or length accepted, in points: the window's
    /// own bound (`Window.largestCoordinate`, 1e9), far past any screen or
    /// content, and far from where conversions to integers (page numbers)
    /// overflow.
    static let maximumMagnitude = Window.largestCoordinate

    /// A number within ±`maximumMagnitude`.
    static func finite(_ value: Double, _ role: String) throws(APIFailure) -> Double {
        guard value.isFinite, abs(value) <= maximumMagnitude else {
            throw .invalid("\(role) is \(value); give a finite number within ±1e9.")
        }
        return value
    }

    /// A length in points: finite, not negative, at most `maximumMagnitude`.
    static func length(_ value: Double, _ role: String) throws(APIFailure) -> Double {
        guard value.isFinite, value >= 0, value <= maximumMagnitude else {
            throw .invalid("\(role) is \(value) points; give a finite number of points from 0 to 1e9.")
        }
        return value
    }

    static func point(_ point: tr_point, _ role: String) throws(APIFailure) -> Point {
        Point(x: try finite(point.x, "\(role).x"), y: try finite(point.y, "\(role).y"))
    }

    static func size(_ size: tr_size, _ role: String) throws(APIFailure) -> Size {
        Size(width: try length(size.width, "\(role).width"), height: try length(size.height, "\(role).height"))
    }

    static func rect(_ rect: tr_rect, _ role: String) throws(APIFailure) -> Rect {
        Rect(
            x: try finite(rect.x, "\(role).x"), y: try finite(rect.y, "\(role).y"),
            width: try length(rect.width, "\(role).width"), height: try length(rect.height, "\(role).height"))
    }

    static func insets(_ insets: tr_insets, _ role: String) throws(APIFailure) -> EdgeInsets {
        EdgeInsets(
            top: try finite(insets.top, "\(role).top"), left: try finite(insets.left, "\(role).left"),
            bottom: try finite(insets.bottom, "\(role).bottom"), right: try finite(insets.right, "\(role).right"))
    }

    /// An enum value from C, which may hold any integer: one of `cases`, by raw value.
    static func choice<T>(_ raw: UInt32, _ cases: [T], _ role: String, _ names: String) throws(APIFailure) -> T {
        guard Int(raw) < cases.count else { throw .invalid("\(role) is \(raw), which is not one of \(names).") }
        return cases[Int(raw)]
    }
}

extension tr_rect {
    init(_ rect: Rect) {
        self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}

extension tr_point {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension TouchPhase {
    var cValue: tr_phase {
        switch self {
        case .began: TR_PHASE_BEGAN
        case .moved: TR_PHASE_MOVED
        case .stationary: TR_PHASE_STATIONARY
        case .ended: TR_PHASE_ENDED
        case .cancelled: TR_PHASE_CANCELLED
        }
    }
}
