/// The device cannot be decoded: it reports no contact positions.
public struct DecoderSetupError: Error, CustomStringConvertible {
    public let device: DeviceDescription

    /// What is wrong, without a remedy, for a program that words its own.
    public var fact: String {
        "\(device.source.isEmpty ? device.printableName : device.source) (\(device.printableName)) reports no positions: it has neither ABS_MT_POSITION_X/Y nor ABS_X/Y, so it is not a touch device."
    }

    public var description: String { fact + " Choose a touchscreen instead." }
}
