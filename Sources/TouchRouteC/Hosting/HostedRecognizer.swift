import CTouchRoute
import Glibc
import TouchRoute

/// A gesture recognizer as the C API holds it: its handle, its name as a C
/// string, and the C callbacks set on it.
///
/// A recognizer gets a handle when C makes it (`tr_recognizer_create`) or
/// first meets it (a layout file's, in a record or a lookup); the handle
/// lives until `tr_recognizer_destroy`, its view's `tr_view_destroy` or the
/// window's `tr_window_destroy`.
final class HostedRecognizer {
    let recognizer: GestureRecognizer
    unowned let owner: HostedWindow
    private(set) var handle: OpaquePointer!
    /// `recognizer.name` as a C string, valid while the handle lives.
    let name: UnsafeMutablePointer<CChar>
    /// A custom recognizer's kind name as a C string, valid while the handle
    /// lives (a built-in kind's name is a static string); nil for a built-in.
    private var kindName: UnsafeMutablePointer<CChar>?
    /// `tr_recognizer_on_change`'s callback.
    private var onChange = CCallback<tr_gesture_fn>()
    /// The Swift action the recognizer had before C listened (a layout's),
    /// still called first, and given back when the handle goes.
    private var swiftAction: ((GestureRecognizer) -> Void)?
    private var listens = false
    /// Whether the simultaneous rule is C's, to drop with the handle (a layout's stays).
    private var hasCRule = false
    /// Whether the should-begin rule is C's, to drop with the handle.
    private var hasCBeginRule = false
    /// Whether the verdict callback is C's, to drop with the handle.
    private var hasCVerdicts = false

    init(recognizer: GestureRecognizer, owner: HostedWindow) {
        self.recognizer = recognizer
        self.owner = owner
        name = strdup(recognizer.name)
        handle = HandleTable.shared.insert(self, kind: .recognizer)
    }

    deinit {
        free(name)
        free(kindName)
    }

    /// `kind`'s name as a C string: a static one for a built-in kind, else
    /// this handle's copy (made again if the recognizer's kind changed).
    private func cKindName(_ kind: GestureKind) -> UnsafePointer<CChar> {
        if let builtIn = kind.cName { return builtIn }
        if let kindName, String(cString: kindName) == kind.name { return UnsafePointer(kindName) }
        free(kindName)
        kindName = strdup(kind.name)
        return UnsafePointer(kindName!)
    }

    static func from(_ handle: OpaquePointer?, _ role: String = "recognizer") throws(APIFailure) -> HostedRecognizer {
        try HandleTable.shared.object(handle, kind: .recognizer, as: HostedRecognizer.self, role: role)
    }

    /// Call `callback` after each transition, after the Swift action.
    func listen(_ callback: CCallback<tr_gesture_fn>) {
        onChange = callback
        guard !listens else { return }
        listens = true
        swiftAction = recognizer.onStateChange
        recognizer.onStateChange = { [unowned self] recognizer in
            swiftAction?(recognizer)
            guard let function = onChange.function else { return }
            var change = cChange(
                time: owner.window.clock.now, kind: recognizer.kind, state: recognizer.state,
                values: recognizer.values)
            function(onChange.userData, &change)
        }
    }

    /// Call `callback` with each of the arena's verdicts on the recognizer's
    /// touches (`GestureRecognizer.onVerdict`); a nil function clears it.
    func hearVerdicts(_ callback: CCallback<tr_recognizer_verdict_fn>) {
        hasCVerdicts = callback.function != nil
        guard let function = callback.function else {
            recognizer.onVerdict = nil
            return
        }
        recognizer.onVerdict = { [unowned self] _, touch, accepted in
            var c = owner.cTouch(touch, in: owner.window)
            function(callback.userData, handle, &c, accepted, owner.window.clock.now)
        }
    }

    /// Make `rule` the recognizer's simultaneous-recognition rule (nil clears it).
    func setSimultaneousRule(_ rule: tr_simultaneous_fn?, _ userData: UnsafeMutableRawPointer?) {
        hasCRule = rule != nil
        guard let rule else {
            recognizer.shouldRecognizeSimultaneously = nil
            return
        }
        recognizer.shouldRecognizeSimultaneously = { [unowned owner] first, second in
            rule(userData, owner.hosted(for: first).handle, owner.hosted(for: second).handle)
        }
    }

    /// Make `rule` the recognizer's should-begin rule (nil clears it).
    func setShouldBeginRule(_ rule: tr_should_begin_fn?, _ userData: UnsafeMutableRawPointer?) {
        hasCBeginRule = rule != nil
        guard let rule else {
            recognizer.shouldBeginRule = nil
            return
        }
        recognizer.shouldBeginRule = { [unowned owner] recognizer in
            rule(userData, owner.hosted(for: recognizer).handle)
        }
    }

    /// The C record of a transition (or of the recognizer's state now).
    func cChange(time: Double, kind: GestureKind, state: GestureRecognizerState, values: GestureValues)
        -> tr_gesture_change
    {
        let view = recognizer.view.map { owner.cIdentity(of: $0) }
        return tr_gesture_change(
            time: time, recognizer: handle, name: UnsafePointer(name), kind: kind.cValue, state: state.cValue,
            kind_name: cKindName(kind), state_name: state.cName, view: view?.handle, view_name: view?.name,
            x: values.location?.x ?? .nan, y: values.location?.y ?? .nan,
            translation_x: values.translation?.dx ?? .nan, translation_y: values.translation?.dy ?? .nan,
            velocity_x: values.velocity?.dx ?? .nan, velocity_y: values.velocity?.dy ?? .nan,
            scale: values.scale ?? .nan, rotation: values.rotation ?? .nan, rate: values.rate ?? .nan)
    }

    /// Drop the C side's closures and release the handle.
    func release() {
        if listens { recognizer.onStateChange = swiftAction }
        if hasCRule { recognizer.shouldRecognizeSimultaneously = nil }
        if hasCBeginRule { recognizer.shouldBeginRule = nil }
        if hasCVerdicts { recognizer.onVerdict = nil }
        HandleTable.shared.remove(handle)
        handle = nil
    }
}

extension GestureKind {
    /// `tr_gesture_kind`: a built-in kind's, in `allBuiltIn` order (the
    /// kinds after `TR_GESTURE_CUSTOM`, 8, one above their index), else
    /// `TR_GESTURE_CUSTOM` (a switch on the constants: `allBuiltIn` would
    /// compare names one by one).
    var cValue: tr_gesture_kind {
        switch self {
        case .tap: TR_GESTURE_TAP
        case .doubleTap: TR_GESTURE_DOUBLE_TAP
        case .longPress: TR_GESTURE_LONG_PRESS
        case .pan: TR_GESTURE_PAN
        case .pinch: TR_GESTURE_PINCH
        case .rotation: TR_GESTURE_ROTATION
        case .swipe: TR_GESTURE_SWIPE
        case .edgePan: TR_GESTURE_EDGE_PAN
        case .transform: TR_GESTURE_TRANSFORM
        default: TR_GESTURE_CUSTOM
        }
    }

    /// A built-in kind's trace spelling as a C string that lives forever; nil
    /// for a user's kind, whose name the recognizer's handle keeps.
    var cName: UnsafePointer<CChar>? {
        let name: StaticString
        switch self {
        case .tap: name = "tap"
        case .doubleTap: name = "double-tap"
        case .longPress: name = "long-press"
        case .pan: name = "pan"
        case .pinch: name = "pinch"
        case .rotation: name = "rotation"
        case .swipe: name = "swipe"
        case .edgePan: name = "edge-pan"
        case .transform: name = "transform"
        default: return nil
        }
        return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}

extension GestureRecognizerState {
    /// `tr_gesture_state`, in `allCases` order.
    var cValue: tr_gesture_state {
        switch self {
        case .possible: TR_GESTURE_POSSIBLE
        case .began: TR_GESTURE_BEGAN
        case .changed: TR_GESTURE_CHANGED
        case .ended: TR_GESTURE_ENDED
        case .cancelled: TR_GESTURE_CANCELLED
        case .failed: TR_GESTURE_FAILED
        case .recognized: TR_GESTURE_RECOGNIZED
        }
    }

    var cName: UnsafePointer<CChar> {
        let name: StaticString =
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            case .recognized: "recognized"
            }
        return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}

extension BuiltInRecognizer {
    /// The registration a `tr_gesture_kind` names: the values count
    /// `BuiltInRecognizer.all` in order, skipping `TR_GESTURE_CUSTOM` (8),
    /// which the host's own kinds took before `TR_GESTURE_TRANSFORM` came.
    static func from(_ kind: tr_gesture_kind) throws(APIFailure) -> BuiltInRecognizer {
        let custom = TR_GESTURE_CUSTOM.rawValue
        let index = kind.rawValue > custom ? kind.rawValue - 1 : kind.rawValue
        guard kind.rawValue != custom, Int(index) < all.count else {
            throw .invalid(
                "kind is \(kind.rawValue), which is not one of the built-in tr_gesture_kind values (TR_GESTURE_TAP…TR_GESTURE_EDGE_PAN, TR_GESTURE_TRANSFORM)."
            )
        }
        return all[Int(index)]
    }
}
