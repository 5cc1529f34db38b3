/// The bus, vendor, product and version numbers of a device (`struct input_id`).
public struct DeviceIdentity: Hashable, Sendable, CustomStringConvertible {
    /// `BUS_*`: 0x03 USB, 0x18 I2C, 0x19 host, 0x06 virtual, …
    public var bus: UInt16
    /// The vendor number, such as a USB vendor ID: the first half of `lsusb`'s `vendor:product`.
    public var vendor: UInt16
    /// The vendor's product number, such as a USB product ID.
    public var product: UInt16
    /// The product's version number, as the driver reports it.
    public var version: UInt16

    /// Makes an identity from its four numbers; each parameter is the property of the same name.
    public init(bus: UInt16, vendor: UInt16, product: UInt16, version: UInt16) {
        self.bus = bus
        self.vendor = vendor
        self.product = product
        self.version = version
    }

    /// `bus 0x18 vendor 0x0000 product 0x0000 version 0x0000`.
    public var description: String {
        "bus \(hex(bus)) vendor \(hex(vendor)) product \(hex(product)) version \(hex(version))"
    }

    private func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
