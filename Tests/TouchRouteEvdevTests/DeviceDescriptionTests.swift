import Testing
@testable import TouchRouteEvdev

/// What a description says about a device: its protocol, position axes and size.
@Suite struct DeviceDescriptionTests {
    private func device(_ axes: [UInt16: AbsoluteAxis]) -> DeviceDescription {
        DeviceDescription(name: "Panel", axes: axes)
    }

    private let axis = AbsoluteAxis(minimum: 0, maximum: 4095)

    // MARK: Protocol detection

    @Test func slotsMeanProtocolBWithOneSlotMoreThanTheMaximum() {
        let described = device([
            AbsoluteAxisCode.positionX: axis, AbsoluteAxisCode.positionY: axis,
            AbsoluteAxisCode.slot: AbsoluteAxis(minimum: 0, maximum: 9),
        ])
        #expect(described.multitouchProtocol == .slotted(slots: 10))
        #expect(described.multitouchProtocol?.description == "B (10 slots)")
    }

    @Test func aSlotAxisWithMaximumZeroIsOneSlot() {
        let described = device([
            AbsoluteAxisCode.positionX: axis, AbsoluteAxisCode.positionY: axis,
            AbsoluteAxisCode.slot: AbsoluteAxis(minimum: 0, maximum: 0),
        ])
        #expect(described.multitouchProtocol == .slotted(slots: 1))
    }

    @Test func multitouchPositionsWithoutSlotsMeanProtocolA() {
        let described = device([
            AbsoluteAxisCode.x: axis, AbsoluteAxisCode.y: axis,
            AbsoluteAxisCode.positionX: axis, AbsoluteAxisCode.positionY: axis,
        ])
        #expect(described.multitouchProtocol == .anonymous)
        #expect(described.multitouchProtocol?.description == "A (anonymous contacts)")
    }

    @Test func absXAndYAloneMeanSingleTouch() {
        #expect(device([AbsoluteAxisCode.x: axis, AbsoluteAxisCode.y: axis]).multitouchProtocol == .singleTouch)
        // Half a multitouch pair does not make a multitouch device.
        let halfPair = device([AbsoluteAxisCode.x: axis, AbsoluteAxisCode.y: axis, AbsoluteAxisCode.positionX: axis])
        #expect(halfPair.multitouchProtocol == .singleTouch)
        #expect(MultitouchProtocol.singleTouch.description == "single-touch")
    }

    @Test func noPositionsMeanNoProtocol() {
        #expect(device([:]).multitouchProtocol == nil)
        #expect(device([AbsoluteAxisCode.x: axis]).multitouchProtocol == nil)
        #expect(device([AbsoluteAxisCode.slot: axis]).positionAxes == nil)
    }

    // MARK: Position axes and physical size

    @Test func multitouchDevicesTakePositionsFromTheMTAxes() throws {
        let described = device([
            AbsoluteAxisCode.x: AbsoluteAxis(minimum: 0, maximum: 1023, resolution: 4),
            AbsoluteAxisCode.y: AbsoluteAxis(minimum: 0, maximum: 767, resolution: 4),
            AbsoluteAxisCode.positionX: AbsoluteAxis(minimum: 0, maximum: 4095, resolution: 16),
            AbsoluteAxisCode.positionY: AbsoluteAxis(minimum: 0, maximum: 2047, resolution: 16),
        ])
        let axes = try #require(described.positionAxes)
        #expect(axes.x.maximum == 4095 && axes.y.maximum == 2047)
        #expect(described.physicalSize == PhysicalSize(width: 4096.0 / 16, height: 2048.0 / 16), "the span over the resolution")
    }

    @Test func singleTouchDevicesTakePositionsFromAbsXAndY() {
        let described = device([
            AbsoluteAxisCode.x: AbsoluteAxis(minimum: 100, maximum: 3900, resolution: 10),
            AbsoluteAxisCode.y: AbsoluteAxis(minimum: 200, maximum: 2200, resolution: 10),
        ])
        #expect(described.positionAxes?.x.minimum == 100)
        #expect(described.physicalSize == PhysicalSize(width: 380.1, height: 200.1), "the span over the resolution")
    }

    @Test func thePhysicalSizeIsUnknownWithoutBothResolutions() {
        let withoutY = device([
            AbsoluteAxisCode.positionX: AbsoluteAxis(minimum: 0, maximum: 4095, resolution: 16),
            AbsoluteAxisCode.positionY: AbsoluteAxis(minimum: 0, maximum: 2047),
        ])
        #expect(withoutY.physicalSize == nil)
        #expect(device([:]).physicalSize == nil)
    }

    // MARK: Capabilities

    @Test func supportsCountsAxesAsAbsoluteCodes() {
        let described = DeviceDescription(
            name: "Panel", properties: [InputProperty.direct], codes: [EventType.key: [KeyCode.touch]],
            axes: [AbsoluteAxisCode.x: axis])
        #expect(described.supports(type: EventType.absolute, code: AbsoluteAxisCode.x))
        #expect(!described.supports(type: EventType.absolute, code: AbsoluteAxisCode.y))
        #expect(described.hasKey(KeyCode.touch))
        #expect(!described.hasKey(KeyCode.toolPen))
        #expect(described.hasAxis(AbsoluteAxisCode.x))
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
        #expect(DeviceIdentity(bus: 0x18, vendor: 0x4f3, product: 0x2a1c, version: 0).description
            == "bus 0x0018 vendor 0x04f3 product 0x2a1c version 0x0000")
    }
}
