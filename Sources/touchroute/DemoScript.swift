import TouchRoute
import TouchRouteTesting

/// The scripted gestures of `touchroute demo`, placed relative to the screen so
/// they mean the same on any screen size.
struct DemoScript {
    struct Step {
        let name: String
        let gesture: Gesture
    }

    let steps: [Step]

    init(screen: Size) {
        let w = screen.width, h = screen.height
        func at(_ fx: Double, _ fy: Double) -> Point { Point(x: (w * fx).rounded(), y: (h * fy).rounded()) }
        let rowCenter = DefaultLayout.rowHeight * 1.5 // the middle of row 1
        steps = [
            Step(name: "tap on a row",
                 gesture: .tap(at: Point(x: (w * 0.15).rounded(), y: rowCenter))),
            Step(name: "vertical drag",
                 gesture: .drag(from: at(0.5, 0.85), to: at(0.5, 0.2), duration: 0.5)),
            Step(name: "horizontal swipe",
                 gesture: .swipe(from: at(0.75, 0.5), to: at(0.25, 0.5) + Vector(dx: 0, dy: 3))),
            Step(name: "diagonal drag",
                 gesture: .drag(from: at(0.35, 0.8), to: at(0.55, 0.45), duration: 0.5)),
            Step(name: "two-finger drag",
                 gesture: .drag(from: at(0.7, 0.4), to: at(0.3, 0.4), duration: 0.4)
                    .adding(.drag(from: at(0.7, 0.6), to: at(0.3, 0.6), duration: 0.4), after: 0.005)),
            // Up the list, then back down to the starting row drifting sideways, as
            // in real recordings: the literal essay rule steals this one.
            Step(name: "vertical drag that drifts back to its start row",
                 gesture: .path([at(0.5, 0.75), at(0.5, 0.75) + Vector(dx: 2, dy: -100),
                                 at(0.5, 0.75) + Vector(dx: -16, dy: -1)], duration: 1.6)),
        ]
    }
}
