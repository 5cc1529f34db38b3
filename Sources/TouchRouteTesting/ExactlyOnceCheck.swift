import TouchRoute

/// Checks deliveries against the router's invariant: every view that received a
/// touch's began receives exactly one ended or cancelled for it, and nothing
/// after that.
public enum ExactlyOnceCheck {
    /// One sentence per breach, in the order found: a began twice, anything
    /// after the end, a move or end without a began, or a began never closed.
    public static func violations(in deliveries: [Delivery]) -> [String] {
        var book = ExactlyOnceBook<ViewTouch>()
        for delivery in deliveries {
            book.record(
                delivery.phase, for: ViewTouch(view: ObjectIdentifier(delivery.view), touch: delivery.touch),
                place: "\(delivery.touch) at \(delivery.view.name)")
        }
        return book.violations()
    }
}

/// The books behind `ExactlyOnceCheck`, for deliveries that reach a checker
/// in another shape (a C callback's, say): one entry per view and touch,
/// keyed by whatever names that pair.
public struct ExactlyOnceBook<Key: Hashable> {
    /// true while open, false once ended or cancelled; absent before began.
    private var open: [Key: Bool] = [:]
    /// Keys in the order their began came, with the place to name them by.
    private var began: [(key: Key, place: String)] = []
    private var breaches: [String] = []

    /// Makes empty books: no touch has begun, and there are no violations.
    public init() {}

    /// One delivery of `phase` for `key`; `place` names it in a breach, such as
    /// "#3 at list0".
    public mutating func record(_ phase: TouchPhase, for key: Key, place: @autoclosure () -> String) {
        switch (phase, open[key]) {
        case (.began, nil):
            open[key] = true
            began.append((key, place()))
        case (.began, _): breaches.append("\(place()): began twice")
        case (_, nil): breaches.append("\(place()): \(phase.rawValue) without began")
        case (_, false): breaches.append("\(place()): \(phase.rawValue) after its end")
        case (.ended, true), (.cancelled, true): open[key] = false
        case (_, true): break
        }
    }

    /// The breaches found, then one for each began never closed, in the
    /// order the touches began.
    public func violations() -> [String] {
        breaches + began.filter { open[$0.key] == true }.map { "\($0.place): never ended or cancelled" }
    }
}

private struct ViewTouch: Hashable {
    let view: ObjectIdentifier
    let touch: TouchID
}
