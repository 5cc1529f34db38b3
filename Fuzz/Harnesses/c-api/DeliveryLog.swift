import CTouchRoute
import FuzzSupport
import TouchRoute
import TouchRouteTesting

/// What one window's delivery callback reported, kept in the router's
/// exactly-once books (`ExactlyOnceBook`): each view that a touch began in
/// hears exactly one end or cancel for it, and nothing after.
final class DeliveryLog {
    private struct ViewTouch: Hashable {
        let view: OpaquePointer?
        let touch: Int64
    }

    private var book = ExactlyOnceBook<ViewTouch>()

    static let callback: tr_delivery_fn = { user, delivery in
        guard let user, let delivery else { return }
        Unmanaged<DeliveryLog>.fromOpaque(user).takeUnretainedValue().add(delivery.pointee)
    }

    private func add(_ delivery: tr_delivery) {
        let phases: [TouchPhase] = [.began, .moved, .stationary, .ended, .cancelled]
        book.record(
            phases[Int(delivery.phase.rawValue)], for: ViewTouch(view: delivery.view, touch: delivery.touch),
            place: "touch \(delivery.touch) at \(String(cString: delivery.view_name))")
    }

    func check() {
        failOnViolations(book.violations(), of: "the C API's window")
    }
}
