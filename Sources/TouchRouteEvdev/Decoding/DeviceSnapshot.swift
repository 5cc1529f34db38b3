/// A live device's state at the moment decoding starts, as libevdev reads it
/// from the kernel.
///
/// Protocol B sends only changes, so a decoder that starts late must know the
/// slot selected and the values each slot holds; otherwise the first new touch
/// in a slot could start from a stale position. Touches already down are never
/// reported: their beginning was not seen.
public struct DeviceSnapshot: Hashable, Sendable {
    /// One slot's values as the kernel holds them, raw, in device units. `singleTouch` uses the same
    /// shape for the `ABS_X`/`ABS_Y` axes.
    public struct SlotState: Hashable, Sendable {
        /// −1 when the slot is empty.
        public var trackingID: Int32
        /// `ABS_MT_POSITION_X` (or `ABS_X`), in device units.
        public var x: Int32
        /// `ABS_MT_POSITION_Y` (or `ABS_Y`), in device units.
        public var y: Int32
        /// `ABS_MT_PRESSURE` (or `ABS_PRESSURE`), raw in device units; 0 when the device has no pressure axis.
        public var pressure: Int32
        /// `ABS_MT_TOUCH_MAJOR`: the contact's long axis, in device units of the position axes; 0 when not reported.
        public var touchMajor: Int32
        /// `ABS_MT_TOUCH_MINOR`: the contact's short axis, in device units of the position axes; 0 when not reported.
        public var touchMinor: Int32
        /// `ABS_MT_TOOL_TYPE`: what touches; `.finger` when the device does not say.
        public var tool: MultitouchTool

        /// Makes a slot's state from its parts; each parameter is the property of the same name.
        /// The axes a device may lack default to 0, and the tool to `.finger`.
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

    /// Makes a snapshot from its parts; each parameter is the property of the same name.
    public init(currentSlot: Int?, slots: [SlotState], singleTouch: SlotState? = nil) {
        self.currentSlot = currentSlot
        self.slots = slots
        self.singleTouch = singleTouch
    }
}
