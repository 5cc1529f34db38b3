import TouchRoute

/// Checks deliveries against the router's invariant: every view that received a
/// touch's began receives exactly one ended or cancelled for it, and nothing
/// after that.
public enum ExactlyOnceCheck {
    /// One sentence per breach, in the order found: a began twice, anything
    /// after the end, a move or end without a began, or a began never closed.
    public static func violations(in deliveries: [Delivery]) -> [String] {
        var open: [ViewTouch: Bool] = [:]
        var violations: [String] = []
        for delivery in deliveries {
            let key = ViewTouch(view: ObjectIdentifier(delivery.view), touch: delivery.touch)
            let place = "\(delivery.touch) at \(delivery.view.name)"
            switch (delivery.phase, open[key]) {
            case (.began, nil): open[key] = true
            case (.began, _): violations.append("\(place): began twice")
            case (_, nil): violations.append("\(place): \(delivery.phase.rawValue) without began")
            case (_, false): violations.append("\(place): \(delivery.phase.rawValue) after its end")
            case (.ended, true), (.cancelled, true): open[key] = false
            case (_, true): break
            }
        }
        for delivery in deliveries where delivery.phase == .began {
            let key = ViewTouch(view: ObjectIdentifier(delivery.view), touch: delivery.touch)
            if open[key] == true {
                violations.append("\(delivery.touch) at \(delivery.view.name): never ended or cancelled")
                open[key] = nil
            }
        }
        return violations
    }
}

private struct ViewTouch: Hashable {
    let view: ObjectIdentifier
    let touch: TouchID
}
