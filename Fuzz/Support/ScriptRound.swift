import TouchRoute
import TouchRouteTesting

/// Plays the scripted touches that exercise every kind of view on `window`: a tap, a
/// clearly horizontal swipe (a pager takes it over), a vertical drag (a list
/// scrolls, a nested header collapses) and a slanted one, across the middle of
/// the window; then checks the router's exactly-once invariant, fatally.
public enum ScriptRound {
    public static func play(on window: Window) {
        let recorder = TraceRecorder(window)
        let size = window.bounds.size
        let middle = Point(x: size.width / 2, y: size.height / 2)
        let scripts: [TouchScript] = [
            .tap(at: middle),
            .swipe(from: Point(x: size.width * 0.8, y: middle.y), to: Point(x: size.width * 0.2, y: middle.y + 3)),
            .drag(from: Point(x: middle.x, y: size.height * 0.8), to: Point(x: middle.x + 2, y: size.height * 0.2)),
            .drag(
                from: Point(x: size.width * 0.7, y: size.height * 0.7),
                to: Point(x: size.width * 0.4, y: size.height * 0.4)),
        ]
        for script in scripts {
            window.play(script)
        }
        failOnViolations(ExactlyOnceCheck.violations(in: recorder.deliveries), of: "the router")
    }
}
