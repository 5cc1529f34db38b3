/// What a device is and what it can send: the part of an evemu description or a
/// `libinput record` header that decoding and mapping need, or what libevdev
/// reports for a live device.
public struct DeviceDescription: Hashable, Sendable {
    /// The device's own name, such as "Atmel maXTouch Touchscreen".
    public var name: String
    /// The bus, vendor, product and version numbers (`struct input_id`); all 0 when not known,
    /// which is the default.
    public var identity: DeviceIdentity
    /// `INPUT_PROP_*` numbers the device sets.
    public var properties: Set<InputProperty>
    /// The codes the device can send, by event type (`EV_KEY` → `BTN_TOUCH`, …).
    public var codes: [EventType: Set<EventCode>]
    /// Every absolute axis, by `ABS_*` code.
    public var axes: [EventCode: AbsoluteAxis]
    /// udev properties known for the device, such as `LIBINPUT_CALIBRATION_MATRIX`.
    /// Empty for most recordings.
    public var udevProperties: [String: String]
    /// Where the description came from: a `/dev/input/eventN` node or a file.
    public var source: String

    /// Makes a description from its parts; each parameter is the property of the same name. Only
    /// the name is required: the rest default to empty (or an all-zero identity).
    public init(
        name: String, identity: DeviceIdentity = DeviceIdentity(bus: 0, vendor: 0, product: 0, version: 0),
        properties: Set<InputProperty> = [], codes: [EventType: Set<EventCode>] = [:],
        axes: [EventCode: AbsoluteAxis] = [:],
        udevProperties: [String: String] = [:], source: String = ""
    ) {
        self.name = name
        self.identity = identity
        self.properties = properties
        self.codes = codes
        self.axes = axes
        self.udevProperties = udevProperties
        self.source = source
    }

    /// Whether the device can send `code` as an event of `type`. For `EV_ABS`, a code in `axes`
    /// counts even when `codes` does not list it.
    public func supports(type: EventType, code: EventCode) -> Bool {
        if type == .abs, axes[code] != nil { return true }
        return codes[type]?.contains(code) ?? false
    }

    /// Whether the device can send the `EV_KEY` code `code`, such as `BTN_TOUCH`.
    public func hasKey(_ code: EventCode) -> Bool { supports(type: .key, code: code) }
    /// Whether the device has the absolute axis `code`, such as `ABS_MT_SLOT` (a range in `axes`).
    public func hasAxis(_ code: EventCode) -> Bool { axes[code] != nil }
    /// Whether the device sets the `INPUT_PROP_*` property `property`, such as `INPUT_PROP_DIRECT`.
    public func hasProperty(_ property: InputProperty) -> Bool { properties.contains(property) }

    /// How the device reports contacts, or nil when it reports no positions.
    ///
    /// `ABS_MT_SLOT` means protocol B, `ABS_MT_POSITION_X/Y` without slots means
    /// protocol A, and `ABS_X/Y` alone means a single-touch device.
    public var multitouchProtocol: MultitouchProtocol? {
        if hasAxis(EventCode.absMTPositionX), hasAxis(EventCode.absMTPositionY) {
            if let slot = axes[EventCode.absMTSlot] {
                return .slotted(slots: max(1, Int(slot.maximum) + 1))
            }
            return .anonymous
        }
        if hasAxis(EventCode.absX), hasAxis(EventCode.absY) { return .singleTouch }
        return nil
    }

    /// The X and Y axes that carry contact positions: the `ABS_MT_POSITION_*`
    /// pair for multitouch devices, `ABS_X`/`ABS_Y` for single-touch ones.
    public var positionAxes: (x: AbsoluteAxis, y: AbsoluteAxis)? {
        let codes: (EventCode, EventCode) =
            switch multitouchProtocol {
            case .slotted?, .anonymous?: (EventCode.absMTPositionX, EventCode.absMTPositionY)
            case .singleTouch?: (EventCode.absX, EventCode.absY)
            case nil: (.absX, .absX)
            }
        guard multitouchProtocol != nil, let x = axes[codes.0], let y = axes[codes.1] else { return nil }
        return (x, y)
    }

    /// The touch area in millimetres, when both position axes give a resolution.
    public var physicalSize: PhysicalSize? {
        guard let axes = positionAxes,
            let width = axes.x.lengthInMillimetres, let height = axes.y.lengthInMillimetres
        else { return nil }
        return PhysicalSize(width: width, height: height)
    }
}
