import CTouchRoute
import TouchRoute

// The drags the C API benchmarks measure, apart from the harness so that
// `scripts/instruction-counts.sh` runs the same frames under callgrind.

/// A finger that came down on list0 and drags it up and down, 0.5 pt every 4 ms.
struct FingerSweep {
    var time = 1.2
    var y = 300.0
    private var step = -0.5

    mutating func next() {
        y += step
        if y < 100 || y > 400 { step = -step }
        time += 0.004
    }
}

struct SwiftDrag {
    let window: Window
    var sweep = FingerSweep()
    var frame = TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(x: 400, y: 360))])

    init(window: Window) {
        self.window = window
        window.handle(frame)
        frame.timestamp = 1.2
        frame.contacts[0].phase = .moved
        frame.contacts[0].location.y = 300  // 60 pt up: the list drags
        window.handle(frame)
    }

    mutating func step() {
        sweep.next()
        frame.timestamp = sweep.time
        frame.contacts[0].location.y = sweep.y
        window.handle(frame)
    }
}

struct CDrag {
    var window: OpaquePointer?
    var sweep = FingerSweep()
    var contact = tr_contact(id: 0, phase: TR_PHASE_BEGAN, x: 400, y: 360, pressure: .nan, major: .nan, minor: .nan)

    init() {
        precondition(tr_window_create_default_layout(tr_size(width: 800, height: 480), &window) == TR_OK)
        tr_window_handle_frame(window, 1, &contact, 1)
        contact.phase = TR_PHASE_MOVED
        contact.y = 300
        tr_window_handle_frame(window, 1.2, &contact, 1)
    }

    mutating func step() {
        sweep.next()
        contact.y = sweep.y
        tr_window_handle_frame(window, sweep.time, &contact, 1)
    }

    func finish() {
        var list: OpaquePointer?
        var state = tr_scroll_state()
        tr_window_find_view(window, "list0", &list)
        tr_scroll_state_of(list, &state)
        precondition(state.dragging, "the list dragged")
        tr_window_destroy(window)
    }
}
