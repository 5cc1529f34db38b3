/// A live device's state at the moment decoding starts, as libevdev reads it
/// from the kernel.
///
/// Protocol B sends only changes, so a decoder that starts late must know the
/// slot selected and the values each slot holds; otherwise the first new touch
/// in a slot could start from a stale position. Touches already down are never
/// reported: their beginning was not seen.
public struct DeviceSnapshot: Hashable, Sendable {
    public struct SlotState: Hashable, Sendable {
        /// −1 when the slot is empty.
        public var trackingID: Int32
        public var x: Int32
        public var y: Int32
        public var pressure: Int32
        public var touchMajor: Int32
        public var touchMinor: Int32
        public var tool: MultitouchTool

        public init(
            trackingID: Int32, x: Int32, y: Int32, pressure: Int32 = 0,
            touchMajor: Int32 = 0, touchMinor: Int32 = 0, tool: MultitouchTool = .finger
        ) {
            self.trackingID = trackingID
            self.x = x
            self.y = y
            self.pressure = pressure
            self.touchMajor = touchMajor
            self.touchMinor = touchMinor
            self.tool = tool
        }

        var values: ContactValues {
            ContactValues(x: x, y: y, pressure: pressure, touchMajor: touchMajor, touchMinor: touchMinor, tool: tool)
        }
    }

    /// The slot `ABS_MT_*` events apply to (protocol B), if known.
    public var currentSlot: Int?
    /// Each slot's values, by slot number (protocol B).
    public var slots: [SlotState]
    /// `ABS_X`, `ABS_Y` and `ABS_PRESSURE`, with `BTN_TOUCH` as tracking ID 0 or
    /// −1 (single-touch devices).
    public var singleTouch: SlotState?

    public init(currentSlot: Int?, slots: [SlotState], singleTouch: SlotState? = nil) {
        self.currentSlot = currentSlot
        self.slots = slots
        self.singleTouch = singleTouch
    }
}
