import Testing

@testable import TouchRouteEvdev

/// What a description says about a device: its protocol, position axes and size.
@Suite struct DeviceDescriptionTests {
    private func device(_ axes: [EventCode: AbsoluteAxis]) -> DeviceDescription {
        DeviceDescription(name: "Panel", axes: axes)
    }

    private let axis = AbsoluteAxis(minimum: 0, maximum: 4095)

    // MARK: Protocol detection

    @Test func slotsMeanProtocolBWithOneSlotMoreThanTheMaximum() {
        let described = device([
            EventCode.absMTPositionX: axis, EventCode.absMTPositionY: axis,
            EventCode.absMTSlot: AbsoluteAxis(minimum: 0, maximum: 9),
        ])
        #expect(described.multitouchProtocol == .slotted(slots: 10))
        #expect(described.multitouchProtocol?.description == "B (10 slots)")
    }

    @Test func aSlotAxisWithMaximumZeroIsOneSlot() {
        let described = device([
            EventCode.absMTPositionX: axis, EventCode.absMTPositionY: axis,
            EventCode.absMTSlot: AbsoluteAxis(minimum: 0, maximum: 0),
        ])
        #expect(described.multitouchProtocol == .slotted(slots: 1))
    }

    @Test func multitouchPositionsWithoutSlotsMeanProtocolA() {
        let described = device([
            EventCode.absX: axis, EventCode.absY: axis,
            EventCode.absMTPositionX: axis, EventCode.absMTPositionY: axis,
        ])
        #expect(described.multitouchProtocol == .anonymous)
        #expect(described.multitouchProtocol?.description == "A (anonymous contacts)")
    }

    @Test func absXAndYAloneMeanSingleTouch() {
        #expect(device([EventCode.absX: axis, EventCode.absY: axis]).multitouchProtocol == .singleTouch)
        // Half a multitouch pair does not make a multitouch device.
        let halfPair = device([EventCode.absX: axis, EventCode.absY: axis, EventCode.absMTPositionX: axis])
        #expect(halfPair.multitouchProtocol == .singleTouch)
        #expect(MultitouchProtocol.singleTouch.description == "single-touch")
    }

    @Test func noPositionsMeanNoProtocol() {
        #expect(device([:]).multitouchProtocol == nil)
        #expect(device([EventCode.absX: axis]).multitouchProtocol == nil)
        #expect(device([EventCode.absMTSlot: axis]).positionAxes == nil)
    }

    // MARK: Position axes and physical size

    @Test func multitouchDevicesTakePositionsFromTheMTAxes() throws {
        let described = device([
            EventCode.absX: AbsoluteAxis(minimum: 0, maximum: 1023, resolution: 4),
            EventCode.absY: AbsoluteAxis(minimum: 0, maximum: 767, resolution: 4),
            EventCode.absMTPositionX: AbsoluteAxis(minimum: 0, maximum: 4095, resolution: 16),
            EventCode.absMTPositionY: AbsoluteAxis(minimum: 0, maximum: 2047, resolution: 16),
        ])
        let axes = try #require(described.positionAxes)
        #expect(axes.x.maximum == 4095 && axes.y.maximum == 2047)
        #expect(
            described.physicalSize == PhysicalSize(width: 4096.0 / 16, height: 2048.0 / 16),
            "the span over the resolution")
    }

    @Test func singleTouchDevicesTakePositionsFromAbsXAndY() {
        let described = device([
            EventCode.absX: AbsoluteAxis(minimum: 100, maximum: 3900, resolution: 10),
            EventCode.absY: AbsoluteAxis(minimum: 200, maximum: 2200, resolution: 10),
        ])
        #expect(described.positionAxes?.x.minimum == 100)
        #expect(described.physicalSize == PhysicalSize(width: 380.1, height: 200.1), "the span over the resolution")
    }

    @Test func thePhysicalSizeIsUnknownWithoutBothResolutions() {
        let withoutY = device([
            EventCode.absMTPositionX: AbsoluteAxis(minimum: 0, maximum: 4095, resolution: 16),
            EventCode.absMTPositionY: AbsoluteAxis(minimum: 0, maximum: 2047),
        ])
        #expect(withoutY.physicalSize == nil)
        #expect(device([:]).physicalSize == nil)
    }

    // MARK: Capabilities

    @Test func supportsCountsAxesAsAbsoluteCodes() {
        let described = DeviceDescription(
            name: "Panel", properties: [InputProperty.direct], codes: [EventType.key: [EventCode.btnTouch]],
            axes: [EventCode.absX: axis])
        #expect(described.supports(type: EventType.abs, code: EventCode.absX))
        #expect(!described.supports(type: EventType.abs, code: EventCode.absY))
        #expect(described.hasKey(EventCode.btnTouch))
        #expect(!described.hasKey(EventCode.btnToolPen))
        #expect(described.hasAxis(EventCode.absX))
        #expect(described.hasProperty(InputProperty.direct))
        #expect(!described.hasProperty(InputProperty.pointer))
    }

    @Test func axesSpanAndNormaliseAsLibinputCounts() {
        let axis = AbsoluteAxis(minimum: 0, maximum: 799)
        #expect(axis.span == 800)
        #expect(axis.normalized(0) == 0)
        #expect(axis.normalized(400) == 0.5)
        #expect(AbsoluteAxis(minimum: 5, maximum: 5).span == 1)
        #expect(AbsoluteAxis(minimum: 5, maximum: 0).span == 1)
        #expect(axis.lengthInMillimetres == nil)
    }

    @Test func identitiesPrintAsFourHexDigits() {
        #expect(
            DeviceIdentity(bus: 0x18, vendor: 0x4f3, product: 0x2a1c, version: 0).description
                == "bus 0x0018 vendor 0x04f3 product 0x2a1c version 0x0000")
    }
}
