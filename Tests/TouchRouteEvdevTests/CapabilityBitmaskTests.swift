import Testing

@testable import TouchRouteEvdev

@Suite struct CapabilityBitmaskTests {
    @Test func bitIOfByteJIsCode8JPlusI() {
        #expect(CapabilityBitmask.setBits(in: [0x0b], firstByte: 0) == [0, 1, 3])
        #expect(
            CapabilityBitmask.setBits(in: [0x03, 0, 0, 0, 0, 0x80, 0xe0, 0x0a], firstByte: 0)
                == [0, 1, 47, 53, 54, 55, 57, 59])
        #expect(CapabilityBitmask.setBits(in: [0x00, 0x04], firstByte: 40) == [330])  // BTN_TOUCH on its line
        #expect(CapabilityBitmask.setBits(in: [], firstByte: 3) == [])
    }

    @Test func bytesSetTheBitsOfTheirCodes() {
        #expect(CapabilityBitmask.bytes(setting: [0, 1, 3], byteCount: 8) == [0x0b, 0, 0, 0, 0, 0, 0, 0])
        #expect(CapabilityBitmask.bytes(setting: [47, 53, 54, 57], byteCount: 8) == [0, 0, 0, 0, 0, 0x80, 0x60, 0x02])
        #expect(CapabilityBitmask.bytes(setting: [64], byteCount: 8) == [0, 0, 0, 0, 0, 0, 0, 0])  // beyond: left out
    }

    @Test(arguments: 0..<50)
    func bytesAndBitsAreInverses(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let codes = Set((0..<random.next(below: 40)).map { _ in UInt16(random.next(below: 0x300)) })
        let bytes = CapabilityBitmask.bytes(setting: codes, byteCount: 96)
        #expect(Set(CapabilityBitmask.setBits(in: bytes, firstByte: 0).map(UInt16.init)) == codes)
    }
}
