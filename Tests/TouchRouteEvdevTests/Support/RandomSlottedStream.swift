import TouchRoute
import TouchRouteTesting

@testable import TouchRouteEvdev

/// A seeded random protocol-B touchscreen, sending what the kernel would send:
/// fingers land (some without resending the position their slot already
/// holds), move, press, lift, are replaced by a new tracking ID without lifting,
/// tap within one frame, and turn into palms and back.
///
/// Like the kernel, it sends a value only when it changed, `ABS_MT_SLOT` only
/// when the slot changes, and stamps a frame's events with one time. It also
/// counts what the decoder should report, by the decoder's rules: a touch
/// begins when it is a finger at its first report; a finger that turns into a
/// palm is cancelled; everything else that began ends when it lifts.
struct RandomSlottedStream {
    /// Slots the stream uses.
    static let slotCount = 5
    /// The device it plays: pressure and tool type, so palms can be sent.
    static let device = TestDevice.slotted(slots: slotCount, pressure: true, toolType: true)

    private(set) var events: [InputEvent] = []
    /// Touches that begin, end on lifting, are cancelled as palms, and are still
    /// down after the last frame (`cancelAll` cancels them).
    private(set) var expectedBegan = 0
    private(set) var expectedEnded = 0
    private(set) var expectedPalmCancels = 0
    private(set) var expectedDownAtEnd = 0

    private struct Slot {
        var trackingID: Int32 = -1
        /// Reported by the decoder: began as a finger and not yet a palm.
        var isReported = false
        var x: Int32 = 0
        var y: Int32 = 0
        var pressure: Int32 = 0
        var tool = MultitouchTool.finger
    }

    private var random: SeededRandom
    private var slots = Array(repeating: Slot(), count: slotCount)
    /// What the kernel last sent for each slot, by code; the slot it last selected.
    private var sent = Array(repeating: [EventCode.absMTTrackingID: Int32(-1)], count: slotCount)
    private var kernelSlot = 0
    private var nextTrackingID: Int32 = 100
    /// The frame being built, and the slots whose touch landed in it.
    private var frame: [(code: EventCode, value: Int32)] = []
    private var landedInFrame: [Int] = []
    /// Microseconds.
    private var time = 0

    init(seed: UInt64, frames: Int) {
        random = SeededRandom(seed: seed)
        for _ in 0..<frames { playFrame() }
        expectedDownAtEnd = slots.filter(\.isReported).count
    }

    private mutating func playFrame() {
        time += Int.random(in: 4_000...12_000, using: &random)
        if Int.random(in: 0..<30, using: &random) > 0 {
            for index in slots.indices { play(slot: index) }
        }
        settle()
        let stamp = EventTime(seconds: time / 1_000_000, microseconds: time % 1_000_000)
        events += frame.map { InputEvent(time: stamp, type: EventType.abs, code: $0.code, value: $0.value) }
        events.append(InputEvent(time: stamp, type: EventType.syn, code: EventCode.synReport, value: 0))
        frame.removeAll()
    }

    /// One slot's change in this frame, if any.
    private mutating func play(slot index: Int) {
        let roll = Int.random(in: 0..<100, using: &random)
        if slots[index].trackingID < 0 {
            switch roll {
            case 0..<15: land(index)
            case 15..<19:
                land(index)
                lift(index)
            default: break
            }
            return
        }
        switch roll {
        case 0..<10: lift(index)
        case 10..<15:
            lift(index, replacing: true)
            land(index)
        case 15..<20:
            setTool(index, slots[index].tool == MultitouchTool.palm ? MultitouchTool.finger : MultitouchTool.palm)
        case 20..<80: move(index)
        default: break
        }
    }

    private mutating func land(_ index: Int) {
        slots[index].trackingID = nextTrackingID
        nextTrackingID += 1
        send(index, EventCode.absMTTrackingID, slots[index].trackingID)
        if Int.random(in: 0..<5, using: &random) > 0 {
            slots[index].x = Int32.random(in: 0...4095, using: &random)
            slots[index].y = Int32.random(in: 0...2047, using: &random)
        }
        slots[index].pressure = Int32.random(in: 10...255, using: &random)
        sendValues(index)
        setTool(index, Int.random(in: 0..<8, using: &random) == 0 ? MultitouchTool.palm : MultitouchTool.finger)
        landedInFrame.append(index)
    }

    private mutating func lift(_ index: Int, replacing: Bool = false) {
        if let landed = landedInFrame.firstIndex(of: index) {
            // Landed and lifted within the frame: it begins and ends if a finger.
            landedInFrame.remove(at: landed)
            if slots[index].tool != MultitouchTool.palm {
                expectedBegan += 1
                expectedEnded += 1
            }
        } else if slots[index].isReported {
            expectedEnded += 1
        }
        slots[index].isReported = false
        slots[index].trackingID = -1
        if !replacing { send(index, EventCode.absMTTrackingID, -1) }
    }

    private mutating func move(_ index: Int) {
        slots[index].x = min(4095, max(0, slots[index].x + Int32.random(in: -40...40, using: &random)))
        slots[index].y = min(2047, max(0, slots[index].y + Int32.random(in: -40...40, using: &random)))
        if Bool.random(using: &random) { slots[index].pressure = Int32.random(in: 10...255, using: &random) }
        sendValues(index)
    }

    private mutating func setTool(_ index: Int, _ tool: MultitouchTool) {
        slots[index].tool = tool
        send(index, EventCode.absMTToolType, tool.rawValue)
    }

    private mutating func sendValues(_ index: Int) {
        send(index, EventCode.absMTPositionX, slots[index].x)
        send(index, EventCode.absMTPositionY, slots[index].y)
        send(index, EventCode.absMTPressure, slots[index].pressure)
    }

    /// At the frame's end: touches that landed begin if fingers; reported
    /// fingers that turned into palms are cancelled.
    private mutating func settle() {
        for index in landedInFrame where slots[index].tool != MultitouchTool.palm {
            slots[index].isReported = true
            expectedBegan += 1
        }
        for index in slots.indices where slots[index].isReported && slots[index].tool == MultitouchTool.palm {
            slots[index].isReported = false
            expectedPalmCancels += 1
        }
        landedInFrame.removeAll()
    }

    /// The kernel's filter: a value goes out only when it changed, after an
    /// `ABS_MT_SLOT` when the slot is not the one last selected.
    private mutating func send(_ index: Int, _ code: EventCode, _ value: Int32) {
        guard sent[index][code] != value else { return }
        sent[index][code] = value
        if index != kernelSlot {
            kernelSlot = index
            frame.append((EventCode.absMTSlot, Int32(index)))
        }
        frame.append((code, value))
    }
}
