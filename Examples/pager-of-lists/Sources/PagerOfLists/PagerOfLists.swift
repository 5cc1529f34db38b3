import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteRecordings

/// A horizontal pager of `pages` vertical lists, each of `rows` rows of 64 pt
/// that count taps, filling a window of `size` points.
func makePager(in window: Window, pages: Int, rows: Int) -> RemorsefulScrollView {
    let size = window.frame.size
    let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
    pager.contentSize = Size(size.width * Double(pages), size.height)
    pager.isPagingEnabled = true
    window.addSubview(pager)
    for page in 0..<pages {
        let frame = Rect(x: size.width * Double(page), y: 0, width: size.width, height: size.height)
        let list = ScrollView(name: "list\(page)", frame: frame)
        list.contentSize = Size(size.width, 64 * Double(rows))
        for row in 0..<rows {
            let rowFrame = Rect(x: 0, y: 64 * Double(row), width: size.width, height: 64)
            list.addSubview(TapView(name: "list\(page).row\(row)", frame: rowFrame))
        }
        pager.addSubview(list)
    }
    return pager
}

/// Print each decision and each tap, as they happen.
func printDecisions(of window: Window) {
    window.trace = { record in
        switch record {
        case .decision(let decision):
            // The finger's travel from touch-down, in points, to a thousandth.
            let dx = (decision.displacement.dx * 1000).rounded() / 1000
            let dy = (decision.displacement.dy * 1000).rounded() / 1000
            print("\(decision.view.name)  \(decision.rule)  \(decision.outcome.rawValue)  (dx \(dx), dy \(dy))")
        case .tap(let tap):
            print("tap on \(tap.view.name)")
        default:
            break
        }
    }
}

/// Route a recording's touches into `window`, as a live touchscreen's would
/// be, on the recording's own clock; then let the pager's snap come to rest.
func replay(_ path: String, into window: Window) throws {
    let recording = try Recording.load(from: path)
    let mapping = try CoordinateMapping(
        device: recording.description, options: CoordinateMapping.Options(screenSize: window.frame.size))
    let source = RecordedEventSource(name: recording.streamName, events: recording.events)
    let reader = TouchReader(source: source, decoder: try TouchDecoder(device: recording.description))
    let pipeline = TouchPipeline(
        reader: reader, mapping: mapping, window: window, timeOrigin: Recording.timeOrigin(of: [recording]))
    pipeline.dispatch()
    window.settle()
}

@main
struct PagerOfLists {
    static func main() {
        guard CommandLine.arguments.count == 2 else {
            print("usage: PagerOfLists RECORDING (an evemu or libinput record file)")
            exit(64)
        }
        let window = Window(size: Size(800, 480))
        let pager = makePager(in: window, pages: 3, rows: 30)
        pager.contentOffset = Point(x: 800, y: 0)  // start on the middle page
        printDecisions(of: window)
        do {
            try replay(CommandLine.arguments[1], into: window)
        } catch {
            print("cannot replay \(CommandLine.arguments[1]): \(error)")
            exit(1)
        }
        print("page \(Int(pager.contentOffset.x / window.frame.size.width))")
    }
}
