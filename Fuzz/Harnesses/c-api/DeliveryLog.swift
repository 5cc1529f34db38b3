import CTouchRoute
import FuzzSupport

/// What one window's delivery callback reported, checked for the router's
/// invariant: each view that a touch began in hears exactly one end or cancel
/// for it, and nothing after.
final class DeliveryLog {
    private struct ViewTouch: Hashable {
        let view: OpaquePointer?
        let touch: Int64
    }

    /// nil: never began; true: open; false: closed.
    private var open: [ViewTouch: Bool] = [:]
    private var violations: [String] = []

    static let callback: tr_delivery_fn = { user, delivery in
        guard let user, let delivery else { return }
        Unmanaged<DeliveryLog>.fromOpaque(user).takeUnretainedValue().add(delivery.pointee)
    }

    private func add(_ delivery: tr_delivery) {
        let key = ViewTouch(view: delivery.view, touch: delivery.touch)
        let place = "touch \(delivery.touch) at \(String(cString: delivery.view_name))"
        switch (delivery.phase, open[key]) {
        case (TR_PHASE_BEGAN, nil): open[key] = true
        case (TR_PHASE_BEGAN, _): violations.append("\(place): began twice")
        case (_, nil): violations.append("\(place): phase \(delivery.phase.rawValue) without began")
        case (_, false): violations.append("\(place): phase \(delivery.phase.rawValue) after its end")
        case (TR_PHASE_ENDED, true), (TR_PHASE_CANCELLED, true): open[key] = false
        default: break
        }
    }

    func check() {
        let unclosed = open.filter { $0.value }.map { "touch \($0.key.touch): never ended or cancelled" }
        failOnViolations(violations + unclosed.sorted(), of: "the C API's window")
    }
}
