import Glibc
import Knob
import TouchRoute
import TouchRouteTesting
import TouchRouteTraceFormat

// Plays a three-quarter turn of the knob, then a straight drag that starts on
// it, and prints the JSON Lines trace: the knob's `knob-turn` records, then
// the list's pan taking the drag once the knob has failed.
//
//   swift run knob-demo
let panel = KnobPanel()
let trace = TraceRecorder(panel.window)
let centre = panel.knobCentre
let turn = (0...24).map { step in
    let angle = Double(step) / 24 * 1.5 * Double.pi
    return Point(centre.x + 45 * cos(angle), centre.y + 45 * sin(angle))
}
panel.window.play(.path(turn, duration: 0.6))
panel.window.play(.drag(from: Point(centre.x, centre.y + 40), to: Point(centre.x, 20), duration: 0.4))

let format = TraceJSONFormat(timeOrigin: 0)
var out = TraceBytes()
for record in trace.records {
    switch record {
    case .gesture, .decision: format.append(record, to: &out)
    default: continue
    }
}
print(out.text, terminator: "")
print("list offset: \(panel.list.contentOffset.y)")
