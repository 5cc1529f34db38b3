import CTouchRoute
import TouchRoute

// tr_recognizer_create_custom, tr_recognizer_transition: a recognizer of the
// host's own kind, moved by the host's callbacks.

@_cdecl("tr_recognizer_create_custom")
public func trRecognizerCreateCustom(
    _ window: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ kindName: UnsafePointer<CChar>?, _ continuous: Bool,
    _ callbacks: UnsafePointer<tr_custom_recognizer_callbacks>?, _ userData: UnsafeMutableRawPointer?,
    _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        let owner = try HostedWindow.from(window)
        let name = try CArguments.string(name, "name")
        let kindName = try CArguments.string(kindName, "kind_name")
        guard !kindName.isEmpty else {
            throw .invalid(
                "tr_recognizer_create_custom: kind_name is empty. Give the kind a name for the traces, such as \"scrub\"."
            )
        }
        guard let callbacks else { throw .null("callbacks") }
        let recognizer = CustomRecognizer(
            name: name, kind: GestureKind(name: kindName, isContinuous: continuous), callbacks: callbacks.pointee,
            userData: userData, owner: owner)
        out.pointee = owner.hosted(for: recognizer).handle
    }
}

@_cdecl("tr_recognizer_transition")
public func trRecognizerTransition(_ recognizer: OpaquePointer?, _ state: tr_gesture_state) -> tr_status {
    exported { () throws(APIFailure) in
        let hosted = try HostedRecognizer.from(recognizer)
        guard let custom = hosted.recognizer as? CustomRecognizer else {
            throw APIFailure(
                TR_ERROR_WRONG_KIND,
                "tr_recognizer_transition: \"\(hosted.recognizer.name)\" is a built-in \(hosted.recognizer.kind.name) recognizer, which moves itself. Only a recognizer made with tr_recognizer_create_custom is moved from outside."
            )
        }
        let next = try CArguments.choice(
            state.rawValue, GestureRecognizerState.allCases, "state",
            "the tr_gesture_state values (TR_GESTURE_POSSIBLE…TR_GESTURE_RECOGNIZED)")
        let from = custom.state
        let admitted: Bool
        if custom.isCalling {
            admitted = custom.transition(to: next)
        } else {
            // From a view's or another recognizer's callback it would route
            // inside routing; from outside every callback it routes.
            guard !hosted.owner.isRouting else { throw .reentrant("tr_recognizer_transition") }
            admitted = try hosted.owner.callingOut { custom.transition(to: next) }
        }
        guard admitted else {
            throw APIFailure(
                TR_ERROR_STATE,
                "tr_recognizer_transition: \"\(custom.name)\" could not go from \(from.rawValue) to \(next.rawValue): \(custom.state == .failed && from != .failed ? "it was refused (its should-begin rule, or a rival that won its touches) and failed" : "the transition is not one a \(custom.kind.isContinuous ? "continuous" : "discrete") recognizer makes"). Read tr_recognizer_state_of before moving it."
            )
        }
    }
}
