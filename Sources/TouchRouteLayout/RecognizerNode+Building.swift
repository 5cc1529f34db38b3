import TouchRoute

extension RecognizerNode {
    /// The recognizer the node describes, configured, with its action; the
    /// `requiresFailureOf` links are made by `RecognizerLinks`, once both
    /// ends exist.
    /// - Parameter partners: the names it may recognize simultaneously with
    ///   (its own `simultaneousWith` and every recognizer that names it).
    func makeRecognizer(partners: Set<String>) -> GestureRecognizer {
        let recognizer: GestureRecognizer
        switch kind {
        case .tap, .doubleTap:
            let tap = TapGestureRecognizer(name: name)
            tap.numberOfTapsRequired = taps ?? (kind == .doubleTap ? 2 : 1)
            if let fingers { tap.numberOfTouchesRequired = fingers }
            if let allowableMovement { tap.allowableMovement = allowableMovement }
            if let maximumTapDuration { tap.maximumTapDuration = maximumTapDuration }
            if let maximumIntervalBetweenTaps { tap.maximumIntervalBetweenTaps = maximumIntervalBetweenTaps }
            if let maximumDistanceBetweenTaps { tap.maximumDistanceBetweenTaps = maximumDistanceBetweenTaps }
            recognizer = tap
        case .longPress:
            let press = LongPressGestureRecognizer(name: name)
            if let fingers { press.numberOfTouchesRequired = fingers }
            if let minimumDuration { press.minimumPressDuration = minimumDuration }
            if let allowableMovement { press.allowableMovement = allowableMovement }
            recognizer = press
        case .pan, .edgePan:
            let pan = kind == .edgePan ? ScreenEdgePanGestureRecognizer(name: name) : PanGestureRecognizer(name: name)
            if let minimumFingers { pan.minimumNumberOfTouches = minimumFingers }
            if let maximumFingers { pan.maximumNumberOfTouches = maximumFingers }
            if let panThreshold { pan.panThreshold = panThreshold }
            if let edgePan = pan as? ScreenEdgePanGestureRecognizer {
                if let edges { edgePan.edges = edges }
                if let edgeZoneWidth { edgePan.edgeZoneWidth = edgeZoneWidth }
            }
            recognizer = pan
        case .pinch:
            let pinch = PinchGestureRecognizer(name: name)
            if let spanSlop { pinch.spanSlop = spanSlop }
            recognizer = pinch
        case .rotation:
            let rotation = RotationGestureRecognizer(name: name)
            if let rotationThreshold { rotation.rotationThreshold = rotationThreshold }
            recognizer = rotation
        case .swipe:
            let swipe = SwipeGestureRecognizer(name: name)
            if let direction { swipe.direction = direction }
            if let fingers { swipe.numberOfTouchesRequired = fingers }
            if let minimumDistance { swipe.minimumDistance = minimumDistance }
            if let minimumSpeed { swipe.minimumSpeed = minimumSpeed }
            if let maximumAngle { swipe.maximumAngle = maximumAngle }
            recognizer = swipe
        default:
            preconditionFailure(
                "A layout makes recognizers of the built-in kinds only, and \"\(name)\" is of the kind \"\(kind.name)\". Give a layout node one of GestureKind.allBuiltIn."
            )
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
