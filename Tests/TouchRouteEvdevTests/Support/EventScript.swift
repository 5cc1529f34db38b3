import TouchRoute

@testable import TouchRouteEvdev

/// An evdev event stream written the way the kernel's `multi-touch-protocol.rst`
/// writes one:
///
/// ```
/// EventScript()
///     .slot(0).trackingID(45).x(100).y(200)
///     .slot(1).trackingID(46).x(300).y(400)
///     .report(at: 0.010)
/// ```
///
/// The kernel stamps every event of a frame with one time, so events wait for
/// the `report(at:)` or `dropped(at:)` that follows them and take its time.
/// Events left at the end take the last time given.
struct EventScript {
    private var stamped: [InputEvent] = []
    private var waiting: [(type: EventType, code: EventCode, value: Int32)] = []
    private var lastTime = EventTime.at(0)

    /// Every event, in order.
    var events: [InputEvent] {
        stamped + waiting.map { InputEvent(time: lastTime, type: $0.type, code: $0.code, value: $0.value) }
    }

    /// Any event, by number.
    func event(type: EventType, code: EventCode, value: Int32) -> EventScript {
        var script = self
        script.waiting.append((type, code, value))
        return script
    }

    /// This script's events, then `other`'s: events still waiting for a
    /// report join `other`'s first frame.
    func then(_ other: EventScript) -> EventScript {
        var script = self
        if let firstTime = other.stamped.first?.time {
            script.stamp(at: firstTime)
            script.stamped += other.stamped
            script.lastTime = other.lastTime
        }
        script.waiting += other.waiting
        return script
    }

    private mutating func stamp(at time: EventTime) {
        stamped += waiting.map { InputEvent(time: time, type: $0.type, code: $0.code, value: $0.value) }
        waiting.removeAll()
        lastTime = time
    }

    private func synchronization(_ code: EventCode, at seconds: Double) -> EventScript {
        var script = event(type: EventType.syn, code: code, value: 0)
        script.stamp(at: .at(seconds))
        return script
    }

    // MARK: Frames

    /// `SYN_REPORT`: the frame is complete.
    func report(at seconds: Double) -> EventScript { synchronization(EventCode.synReport, at: seconds) }
    /// `SYN_DROPPED`: the kernel's buffer overflowed.
    func dropped(at seconds: Double) -> EventScript { synchronization(EventCode.synDropped, at: seconds) }
    /// `SYN_MT_REPORT`: protocol A's end of one contact.
    func contactReport() -> EventScript {
        event(type: EventType.syn, code: EventCode.synMTReport, value: 0)
    }

    // MARK: Protocol A and B axes

    private func absolute(_ code: EventCode, _ value: Int32) -> EventScript {
        event(type: EventType.abs, code: code, value: value)
    }

    /// `ABS_MT_SLOT`.
    func slot(_ index: Int32) -> EventScript { absolute(EventCode.absMTSlot, index) }
    /// `ABS_MT_TRACKING_ID`; −1 lifts the slot's contact.
    func trackingID(_ id: Int32) -> EventScript { absolute(EventCode.absMTTrackingID, id) }
    /// `ABS_MT_POSITION_X`.
    func x(_ value: Int32) -> EventScript { absolute(EventCode.absMTPositionX, value) }
    /// `ABS_MT_POSITION_Y`.
    func y(_ value: Int32) -> EventScript { absolute(EventCode.absMTPositionY, value) }
    /// `ABS_MT_PRESSURE`.
    func pressure(_ value: Int32) -> EventScript { absolute(EventCode.absMTPressure, value) }
    /// `ABS_MT_TOUCH_MAJOR`.
    func touchMajor(_ value: Int32) -> EventScript { absolute(EventCode.absMTTouchMajor, value) }
    /// `ABS_MT_TOUCH_MINOR`.
    func touchMinor(_ value: Int32) -> EventScript { absolute(EventCode.absMTTouchMinor, value) }
    /// `ABS_MT_TOOL_TYPE`, such as `MultitouchTool.palm`.
    func tool(_ value: MultitouchTool) -> EventScript { absolute(EventCode.absMTToolType, value.rawValue) }

    /// Protocol A: one whole contact, closed by `SYN_MT_REPORT`.
    func contact(x: Int32, y: Int32, trackingID id: Int32? = nil, tool: MultitouchTool? = nil) -> EventScript {
        var script = self
        if let id { script = script.trackingID(id) }
        if let tool { script = script.tool(tool) }
        return script.x(x).y(y).contactReport()
    }

    // MARK: Single-touch

    /// `BTN_TOUCH`: 1 down, 0 up.
    func btnTouch(_ value: Int32) -> EventScript { event(type: EventType.key, code: EventCode.btnTouch, value: value) }
    /// `ABS_X`.
    func absX(_ value: Int32) -> EventScript { absolute(EventCode.absX, value) }
    /// `ABS_Y`.
    func absY(_ value: Int32) -> EventScript { absolute(EventCode.absY, value) }
    /// `ABS_PRESSURE`.
    func absPressure(_ value: Int32) -> EventScript { absolute(EventCode.absPressure, value) }
}

extension EventTime {
    /// `seconds` after the clock's epoch, to the microsecond.
    static func at(_ seconds: Double) -> EventTime {
        let micro = Int((seconds * 1_000_000).rounded())
        return EventTime(seconds: micro / 1_000_000, microseconds: micro % 1_000_000)
    }
}
