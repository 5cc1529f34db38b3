import TouchRoute
import TouchRouteStrokes

/// The scripted gestures of `touchroute demo`, placed relative to the window so
/// they mean the same on any screen size and layout.
struct DemoScript {
    /// Where the first gesture taps.
    enum TapPlacement {
        /// 15% across, at the height `y` in window points: the middle of a
        /// row of the default layout's first list (row 1, whose middle is
        /// on screen whatever the screen's height).
        case row(y: Double)
        /// 15% across and 20% down the window, for layouts whose rows are unknown.
        case windowRelative
    }

    struct Step {
        let name: String
        let script: TouchScript
    }

    let steps: [Step]

    /// A story of its own, such as `PhotoStory`'s.
    init(steps: [Step]) {
        self.steps = steps
    }

    /// - Parameter window: the window's size, in points.
    init(window: Size, tap: TapPlacement) {
        let w = window.width
        let h = window.height
        func at(_ fx: Double, _ fy: Double) -> Point { Point(x: (w * fx).rounded(), y: (h * fy).rounded()) }
        let tapPoint =
            switch tap {
            case .row(let y): Point(x: (w * 0.15).rounded(), y: y)
            case .windowRelative: at(0.15, 0.2)
            }
        let onRow = if case .row = tap { true } else { false }
        steps = [
            Step(
                name: onRow ? "tap on a row" : "tap",
                script: .tap(at: tapPoint)),
            Step(
                name: "vertical drag",
                script: .drag(from: at(0.5, 0.85), to: at(0.5, 0.2), duration: 0.5)),
            Step(
                name: "horizontal swipe",
                script: .swipe(from: at(0.75, 0.5), to: at(0.25, 0.5) + Vector(dx: 0, dy: 3))),
            Step(
                name: "diagonal drag",
                script: .drag(from: at(0.35, 0.8), to: at(0.55, 0.45), duration: 0.5)),
            Step(
                name: "two-finger drag",
                script: .drag(from: at(0.7, 0.4), to: at(0.3, 0.4), duration: 0.4)
                    .adding(.drag(from: at(0.7, 0.6), to: at(0.3, 0.6), duration: 0.4), after: 0.005)),
            // Up the list, then back down to the starting row drifting sideways, as
            // in real recordings: the `essay` strategy (the rule re-tested on every move) steals this one.
            Step(
                name: "vertical drag that drifts back to its start row",
                script: .path(
                    [
                        at(0.5, 0.75), at(0.5, 0.75) + Vector(dx: 2, dy: -100),
                        at(0.5, 0.75) + Vector(dx: -16, dy: -1),
                    ], duration: 1.6)),
        ]
    }
}
