import TouchRouteEvdev

/// A device's events read ahead and held as whole frames, so that a session
/// reading several devices routes their frames in time order across them.
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
/// Invariants: a frame goes whole or not at all, so a frame read in two
/// parts waits for its report; a `SYN_DROPPED` and its resync are one frame,
/// ending at the resync's report. The end of the stream (the device went
/// away or failed), with any events of a frame it cut short, goes after
/// every frame the other devices hold, since it happened later.
///
/// - Complexity: O(1) per event to read ahead and to hand out, and per
///   frame to find its time. Allocates nothing once its arrays have grown to
///   the largest burst.
final class FrameQueue<Source: PollableEventSource>: PollableEventSource {
    /// Room for the reads of a burst without growing: 512 events are many
    /// frames of a ten-finger panel.
    static var initialCapacity: Int { 512 }

    let source: Source
    /// The latest `SYN_REPORT` time whose frame may be handed out; nil for all.
    var releaseTime: EventTime?
    /// Hand out what is held, whole or not, then read the source directly:
    /// for a session with one device, which has nothing to order, so its
    /// frames cost what they cost without a queue.
    var passesThrough = false
    private var reads: [HeldRead] = []
    /// Where each whole frame held ends, in order, as the reads arrive.
    private var frames: [FrameMark] = []
    /// The next read to hand out, and the next frame to start.
    private var head = 0
    private var nextFrame = 0
    /// Where the frame being handed out ends (just past its report); at
    /// `head` when the next read starts a frame.
    private var frameEnd = 0
    /// Whether `reads` ends with the end of the stream: nothing more is read.
    private var hasEnded = false

    init(_ source: Source) {
        self.source = source
        reads.reserveCapacity(Self.initialCapacity)
        frames.reserveCapacity(Self.initialCapacity)
    }

    var name: String { source.name }
    var pollDescriptor: Int32 { source.pollDescriptor }
    func currentTime() -> EventTime { source.currentTime() }

    /// Read everything the source has now, a `SYN_DROPPED`'s resync
    /// included, as `EventSource.drain` reads it.
    func readAhead() {
        while !hasEnded {
            let read = source.nextEvent()
            if case .wouldBlock = read { return }
            hold(read, isResync: false)
            if case .dropped = read { readResync() }
        }
    }

    /// The resync after a `SYN_DROPPED`, up to where `drain` would stop it.
    private func readResync() {
        while true {
            let read = source.nextResyncEvent()
            switch read {
            case .wouldBlock, .endOfStream, .dropped:
                return
            case .event, .deviceRemoved, .failed:
                hold(read, isResync: true)
                if hasEnded { return }
            }
        }
    }

    /// Keep `read`, marking where a frame (or the stream) ends.
    private func hold(_ read: EventRead, isResync: Bool) {
        reads.append(HeldRead(read: read, isResync: isResync))
        switch read {
        case .event(let event) where event.isReport:
            frames.append(FrameMark(end: reads.count, time: event.time))
        case .endOfStream, .deviceRemoved, .failed:
            frames.append(FrameMark(end: reads.count, time: .afterEveryFrame))
            hasEnded = true
        default:
            break
        }
    }

    /// When the next frame happened: its `SYN_REPORT`'s time, or
    /// `.afterEveryFrame` for the end of the stream; nil when nothing whole
    /// is held (nothing, or half a frame).
    var nextFrameTime: EventTime? { nextFrame < frames.count ? frames[nextFrame].time : nil }

    func nextEvent() -> EventRead {
        if passesThrough && head == reads.count { return source.nextEvent() }
        guard let held = take() else { return .wouldBlock }
        // A resync read in normal mode is still the device's state.
        if held.isResync, case .event(let event) = held.read { return .event(event) }
        return held.read
    }

    func nextResyncEvent() -> EventRead {
        if passesThrough && head == reads.count { return source.nextResyncEvent() }
        guard head < reads.count, reads[head].isResync, let held = take() else { return .wouldBlock }
        return held.read
    }

    /// The next read, if its frame may go.
    private func take() -> HeldRead? {
        if passesThrough {
            guard head < reads.count else { return nil }
            let held = reads[head]
            head += 1
            if head == reads.count { empty() }
            return held
        }
        if head == frameEnd {
            guard nextFrame < frames.count else {
                dropHandedOut()
                return nil
            }
            guard releaseTime.map({ frames[nextFrame].time <= $0 }) ?? true else { return nil }
            frameEnd = frames[nextFrame].end
            nextFrame += 1
        }
        defer { head += 1 }
        return reads[head]
    }

    /// Start again at the front, keeping the room.
    private func empty() {
        reads.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        head = 0
        nextFrame = 0
        frameEnd = 0
    }

    /// Once every whole frame is handed out: forget those reads, keeping the
    /// room and any half frame after them (moved to the front), so the queue
    /// never grows with what it has handed out.
    private func dropHandedOut() {
        if head == reads.count { return empty() }
        guard head > 0 else { return }
        reads.removeSubrange(0..<head)
        frames.removeAll(keepingCapacity: true)
        head = 0
        nextFrame = 0
        frameEnd = 0
    }
}

/// A read a `FrameQueue` holds, and whether it came from the resync after a
/// `SYN_DROPPED`. This and `FrameMark` are outside the generic queue, so that
/// their arrays' types are known when compiled rather than made at run time
/// on every access.
struct HeldRead {
    var read: EventRead
    var isResync: Bool
}

/// Where a frame a `FrameQueue` holds ends (the index just past its report,
/// or past the end of the stream), and when it happened.
struct FrameMark {
    var end: Int
    var time: EventTime
}

extension EventTime {
    /// Later than any frame: when the end of a stream goes.
    static let afterEveryFrame = EventTime(seconds: .max, microseconds: 999_999)
}
