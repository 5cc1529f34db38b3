import TouchRoute

extension RecognizerNode {
    /// The recognizer the node describes, configured, with its action; the
    /// `requiresFailureOf` links are made by `RecognizerLinks`, once both
    /// ends exist.
    /// - Parameter partners: the names it may recognize simultaneously with
    ///   (its own `simultaneousWith` and every recognizer that names it).
    func makeRecognizer(partners: Set<String>) -> GestureRecognizer {
        guard let builtIn = BuiltInRecognizer.registered(kind) else {
            preconditionFailure(
                "A layout makes recognizers of the built-in kinds only, and \"\(name)\" is of the kind \"\(kind.name)\". Give a layout node one of GestureKind.allBuiltIn."
            )
        }
        let recognizer = builtIn.make(name: name)
        // In the table's order: a minimum before its maximum.
        for parameter in builtIn.parameters {
            if let value = parameters[parameter.key] { parameter.set(value, on: recognizer) }
        }
        if let cancelsTouches { recognizer.cancelsTouchesInView = cancelsTouches }
        if let delaysBegan { recognizer.delaysTouchesBegan = delaysBegan }
        if let delaysEnded { recognizer.delaysTouchesEnded = delaysEnded }
        allowSimultaneousRecognition(of: recognizer, with: partners)
        if case .zoomToggle(let from, let to) = action {
            let toggle = ZoomToggle(from: from, to: to)
            recognizer.onStateChange = { recognizer in
                if recognizer.state == .recognized || recognizer.state == .began { toggle.perform(for: recognizer) }
            }
        }
        return recognizer
    }

    /// Let `recognizer` recognize together with the recognizers named in
    /// `partners` (its own `simultaneousWith` and every recognizer that names it).
    func allowSimultaneousRecognition(of recognizer: GestureRecognizer, with partners: Set<String>) {
        if !partners.isEmpty {
            // Neither argument is this recognizer's own name (a list may not
            // name its owner), so the order they come in does not matter.
            recognizer.shouldRecognizeSimultaneously = { first, second in
                partners.contains(first.name) || partners.contains(second.name)
            }
        }
    }
}
