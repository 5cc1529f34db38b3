import CTouchRoute
import TouchRoute

/// A recognizer of a C host's own kind (`tr_recognizer_create_custom`): its
/// four touch methods and `reset` call the host's callbacks, which move it
/// with `tr_recognizer_transition`. Its kind is the host's name, so traces
/// show what it is.
final class CustomRecognizer: GestureRecognizer {
    private let customKind: GestureKind
    private let callbacks: tr_custom_recognizer_callbacks
    private let userData: UnsafeMutableRawPointer?
    /// The C side of this recognizer, for its handle and its touches' buffer.
    unowned let owner: HostedWindow
    /// Whether one of its own callbacks is running: `tr_recognizer_transition`
    /// is allowed there, inside routing, and nowhere else inside routing.
    private(set) var isCalling = false

    init(
        name: String, kind: GestureKind, callbacks: tr_custom_recognizer_callbacks, userData: UnsafeMutableRawPointer?,
        owner: HostedWindow
    ) {
        customKind = kind
        self.callbacks = callbacks
        self.userData = userData
        self.owner = owner
        super.init(name: name)
    }

    override var kind: GestureKind { customKind }

    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        call(callbacks.touches_began, touches, with: event)
    }

    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        call(callbacks.touches_moved, touches, with: event)
    }

    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        call(callbacks.touches_ended, touches, with: event)
    }

    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        call(callbacks.touches_cancelled, touches, with: event)
    }

    override func reset() {
        guard let reset = callbacks.reset else { return }
        calling { reset(userData, owner.hosted(for: self).handle) }
    }

    /// Hand `touches` to `function`, in the coordinates of the recognizer's
    /// view (the window's when it has none), from a buffer on the stack (a
    /// callback that routes a host view's touches must not find its own
    /// overwritten).
    private func call(_ function: tr_recognizer_touches_fn?, _ touches: TouchSet, with event: TouchEvent) {
        guard let function else { return }
        let handle = owner.hosted(for: self).handle
        let space: View = view ?? event.window
        withUnsafeTemporaryAllocation(of: tr_touch.self, capacity: HostedWindow.touchCapacity) { buffer in
            let count = owner.fill(buffer.baseAddress!, with: touches, in: space)
            calling { function(userData, handle, buffer.baseAddress, count, owner.window.clock.now) }
        }
    }

    private func calling(_ body: () -> Void) {
        let was = isCalling
        isCalling = true
        defer { isCalling = was }
        body()
    }
}
