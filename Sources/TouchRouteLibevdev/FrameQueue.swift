import TouchRoute
import TouchRouteEvdev

/// A device's events read ahead and held as whole frames: the user-space
/// buffer that each wakeup drains the kernel into before any work, and what
/// lets a session reading several devices route their frames in time order
/// across them.
///
/// Drain before work: the kernel keeps a few hundred events per reader, and
/// overflows into `SYN_DROPPED` when a burst outruns it. Reading is cheap
/// and routing and tracing are not, so a wakeup first moves everything the
/// kernel has into this queue (up to `capacity`), and a reader that keeps up
/// on average rides out a burst without loss.
///
/// One window has one clock, which never runs backwards. Read one device
/// until it would block and then the next, and a reader that woke late
/// routes the first device's frames up to now before the second's earlier
/// ones: the window would take those for an input bug, and route them at
/// the later time. So the session first has every device `readAhead()`,
/// then routes the frame with the earliest `SYN_REPORT` among them, again
/// and again: the queue hands its reader (as its source) only the frames
/// whose reports are at or before `releaseTime`, and says `.wouldBlock` at
/// the next one.
///
/// ```
///  device ─▶ readAhead ─▶ [ frame | frame | half a frame ]
///                           ▲ nextFrameTime (its SYN_REPORT's)
///  TouchReader ◀─ nextEvent ┘ while that time ≤ releaseTime
/// ```
///
/// Invariants: a frame goes whole or not at all (unless `passesThrough`),
/// so a frame read in two parts waits for its report; a `SYN_DROPPED` and
/// its resync are one frame, ending at the resync's report. The end of the
/// stream (the device went away or failed), with any events of a frame it
/// cut short, goes after every frame the other devices hold, since it
/// happened later. It holds at most `capacity` events, and the rest of a
/// resync begun below that; a longer frame goes in parts.
///
/// - Complexity: O(1) per event to read ahead and to hand out, and per
///   frame to find its time. Allocates nothing once its arrays have grown to
///   the largest burst.
final class FrameQueue<Source: PollableEventSource>: PollableEventSource {
    /// The most events held. Past it, reading ahead stops and the kernel's
    /// per-client buffer (a few hundred events) holds the rest, overflowing
    /// into a `SYN_DROPPED` that is resynced as always. 8,192 events are
    /// seconds of a ten-finger panel, in 256 KiB.
    static var capacity: Int { 8_192 }
    /// Room reserved at the start: a burst of many frames of a ten-finger
    /// panel. The arrays grow, up to `capacity`, only for a larger burst.
    static var initialCapacity: Int { 512 }

    let source: Source
    /// The latest `SYN_REPORT` time whose frame may be handed out; nil for all.
    var releaseTime: EventTime?
    /// Hand out what is held, whole frames or not: for a session with one
    /// device, which has nothing to order.
    var passesThrough = false
    private var events: [HeldEvent] = []
    /// Where each whole frame held ends, in order, as the reads arrive.
    private var frames: [FrameMark] = []
    /// How the stream ended (the end of a finite source, a removal or a read
    /// failure), after every event held, until it is handed out.
    private var ending: EventRead?
    /// Whether the stream has ended: nothing more is read.
    private var hasEnded = false
    /// The next event to hand out, and the next frame to start.
    private var head = 0
    private var nextFrame = 0
    /// Where the frame being handed out ends (just past its report, or past
    /// the ending); at `head` when the next event starts a frame.
    private var frameEnd = 0

    init(_ source: Source) {
        self.source = source
        events.reserveCapacity(Self.initialCapacity)
        frames.reserveCapacity(Self.initialCapacity)
    }

    var name: String { source.name }
    var pollDescriptor: Int32 { source.pollDescriptor }
    func currentTime() -> EventTime { source.currentTime() }

    /// Read everything the source has now, a `SYN_DROPPED`'s resync
    /// included, as `EventSource.drain` reads it, up to `capacity` events held.
    /// - Returns: how many reads it took (an ending counts).
    @discardableResult
    func readAhead() -> Int {
        var taken = 0
        while !hasEnded && events.count < Self.capacity {
            let read = source.nextEvent()
            switch read {
            case .wouldBlock:
                return taken
            case .event(let event):
                hold(event, .event)
            case .dropped(let event):
                hold(event, .dropped)
                taken += readResync()
            case .endOfStream, .deviceRemoved, .failed:
                end(read)
            }
            taken += 1
        }
        // Full with no whole frame (one longer than the queue, from a device
        // that never reports): it goes in parts rather than never.
        if !hasEnded, nextFrame == frames.count, head < events.count, let last = events.last {
            frames.append(FrameMark(end: events.count, time: last.event.time))
        }
        return taken
    }

    /// The resync after a `SYN_DROPPED`, up to where `drain` would stop it.
    private func readResync() -> Int {
        var taken = 0
        while true {
            let read = source.nextResyncEvent()
            switch read {
            case .wouldBlock, .endOfStream, .dropped:
                return taken
            case .event(let event):
                hold(event, .resync)
            case .deviceRemoved, .failed:
                end(read)
                return taken + 1
            }
            taken += 1
        }
    }

    /// Keep `event`, marking where a frame ends.
    private func hold(_ event: InputEvent, _ kind: HeldEvent.Kind) {
        events.append(HeldEvent(event: event, kind: kind))
        if kind != .dropped && event.isReport {
            frames.append(FrameMark(end: events.count, time: event.time))
        }
    }

    /// The stream ended: it goes after every event held, as its own last frame
    /// with any events of a frame it cut short.
    private func end(_ read: EventRead) {
        ending = read
        hasEnded = true
        frames.append(FrameMark(end: events.count + 1, time: .afterEveryFrame))
    }

    /// When the next frame happened: its `SYN_REPORT`'s time, or
    /// `.afterEveryFrame` for the end of the stream; nil when nothing whole
    /// is held (nothing, or half a frame).
    var nextFrameTime: EventTime? { nextFrame < frames.count ? frames[nextFrame].time : nil }

    func nextEvent() -> EventRead { take() ?? .wouldBlock }

    func nextResyncEvent() -> EventRead {
        guard head < events.count, events[head].kind == .resync, let held = take() else { return .wouldBlock }
        return held
    }

    /// The next read, if its frame may go; the ending once, when it is reached.
    private func take() -> EventRead? {
        if head == frameEnd {
            if passesThrough, head < events.count {
                // Whole or not: up to the end of what is held.
                frameEnd = events.count
            } else {
                guard nextFrame < frames.count else {
                    dropHandedOut()
                    return nil
                }
                guard releaseTime.map({ frames[nextFrame].time <= $0 }) ?? true else { return nil }
                frameEnd = frames[nextFrame].end
                nextFrame += 1
            }
        }
        guard head < events.count else {
            defer { ending = nil }
            return ending
        }
        let held = events[head]
        head += 1
        if passesThrough { skipFrameMarks() }
        // A resync event is the device's state, read in either mode.
        return held.kind == .dropped ? .dropped(held.event) : .event(held.event)
    }

    /// Passing through, frames are not counted out one by one: forget the
    /// marks of those handed out, so that the queue starts again empty.
    private func skipFrameMarks() {
        while nextFrame < frames.count, frames[nextFrame].end <= head { nextFrame += 1 }
        if head == events.count, !hasEnded { empty() }
    }

    /// Start again at the front, keeping the room.
    private func empty() {
        events.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        head = 0
        nextFrame = 0
        frameEnd = 0
    }

    /// Once every whole frame is handed out: forget those events, keeping the
    /// room and any half frame after them (moved to the front), so the queue
    /// never grows with what it has handed out.
    private func dropHandedOut() {
        if head == events.count { return empty() }
        guard head > 0 else { return }
        events.removeSubrange(0..<head)
        frames.removeAll(keepingCapacity: true)
        head = 0
        nextFrame = 0
        frameEnd = 0
    }
}

/// An event a `FrameQueue` holds: plain data, copied without reference
/// counting. This and `FrameMark` are outside the generic queue, so that
/// their arrays' types are known when compiled rather than made at run time
/// on every access.
struct HeldEvent {
    enum Kind: UInt8 {
        /// Read in normal mode.
        case event
        /// A `SYN_DROPPED`: the kernel's buffer overflowed.
        case dropped
        /// Part of the resync after a `SYN_DROPPED`.
        case resync
    }

    var event: InputEvent
    var kind: Kind
}

/// Where a frame a `FrameQueue` holds ends (the index just past its report,
/// or past the end of the stream), and when it happened.
struct FrameMark {
    var end: Int
    var time: EventTime
}

extension EventTime {
    /// Later than any frame: when the end of a stream goes.
    static let afterEveryFrame = EventTime(totalMicroseconds: .max)
}
