import TouchRoute

/// A single-touch device: `BTN_TOUCH` says whether the finger is down, and
/// `ABS_X`/`ABS_Y` (and `ABS_PRESSURE`) where. Resistive panels and old screens.
///
/// A device without `BTN_TOUCH` but with `ABS_PRESSURE` is down while the
/// pressure is above its minimum.
final class SingleTouchContact: ContactEngine {
    private let axes: ContactAxes
    private let pressureMeansDown: Bool
    private let pressureMinimum: Int32
    // Checked as usual: private fields of a final class, so the
    // compiler proves their accesses at build time, and turning the runtime's
    // checks off changed no instruction of decodeAndMap_singleTouch_perEvent
    // (scripts/instruction-counts.sh input).
    private var values = ContactValues()
    private var isDown = false
    /// `BTN_TOUCH` went down, or up, in this frame.
    private var wentDownInFrame = false
    private var wentUpInFrame = false
    private var reported: Int?
    private var reportedValues = ContactValues()
    /// A touch seen down when decoding started or resumed: ignored until it lifts.
    private var isIgnoredUntilLift = false

    init(device: DeviceDescription, snapshot: DeviceSnapshot?) {
        axes = ContactAxes(device, multitouch: false)
        let pressure = device.axes[EventCode.absPressure]
        pressureMeansDown = !device.hasKey(EventCode.btnTouch) && pressure != nil
        pressureMinimum = pressure?.minimum ?? 0
        if let state = snapshot?.singleTouch {
            values = state.values
            // The snapshot's "tracking ID" is BTN_TOUCH; a panel without it is
            // down while pressed.
            isDown = pressureMeansDown ? state.pressure > pressureMinimum : state.trackingID >= 0
            isIgnoredUntilLift = isDown
        }
    }

    var activeContactCount: Int { reported == nil ? 0 : 1 }

    func take(_ event: InputEvent, problems: inout ProblemLog) {
        switch event.type {
        case EventType.key where event.code == EventCode.btnTouch && !pressureMeansDown:
            if event.value != 0 && isDown && isIgnoredUntilLift {
                // The kernel sends BTN_TOUCH only when it changes: a press while
                // the finger seems down means its lift was lost with dropped events.
                setDown(false)
            }
            setDown(event.value != 0)
        case EventType.abs:
            _ = values.take(axis: event.code, value: event.value, multitouch: false)
            if pressureMeansDown && event.code == EventCode.absPressure { setDown(event.value > pressureMinimum) }
        default:
            break
        }
    }

    private func setDown(_ down: Bool) {
        guard down != isDown else { return }
        isDown = down
        if down { wentDownInFrame = true } else { wentUpInFrame = true }
    }

    func report(into frame: inout DeviceFrame, followUp: inout DeviceFrame, numbering: ContactNumbering) {
        defer {
            wentDownInFrame = false
            wentUpInFrame = false
        }
        if let id = reported, wentUpInFrame || !isDown {
            // Lifted, and perhaps down again within the frame: then the frame's
            // values belong to the new touch, and the old one ends where it was.
            frame.contacts.append(axes.contact(id, .ended, isDown ? reportedValues : values))
            reported = nil
        }
        if isIgnoredUntilLift {
            if wentUpInFrame || !isDown { isIgnoredUntilLift = false }
            guard !isIgnoredUntilLift, wentDownInFrame, isDown else { return }
        }
        if isDown {
            if let id = reported {
                if values != reportedValues {
                    reportedValues = values
                    frame.contacts.append(axes.contact(id, .moved, values))
                }
            } else {
                let id = numbering.take()
                reported = id
                reportedValues = values
                frame.contacts.append(axes.contact(id, .began, values))
            }
        } else if wentDownInFrame && reported == nil {
            // Down and up within one frame: a tap shorter than a frame still taps.
            let id = numbering.take()
            frame.contacts.append(axes.contact(id, .began, values))
            followUp.contacts.append(axes.contact(id, .ended, values))
        }
    }

    func absorbFrame() {
        isIgnoredUntilLift = isDown
        wentDownInFrame = false
        wentUpInFrame = false
    }

    func cancelAll(into frame: inout DeviceFrame, because reason: CancellationReason) {
        if let id = reported { frame.contacts.append(axes.cancellation(of: id, reportedValues, because: reason)) }
        reported = nil
        isIgnoredUntilLift = isDown
        wentDownInFrame = false
        wentUpInFrame = false
    }
}
