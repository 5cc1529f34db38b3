/// The device cannot be decoded: it reports neither contact positions nor a wheel.
public struct DecoderSetupError: Error, CustomStringConvertible {
    /// The description of the device that was refused; its source and printable name head the message.
    public let device: DeviceDescription

    /// What is wrong, without a remedy, for a program that words its own.
    public var fact: String {
        "\(device.source.isEmpty ? device.printableName : device.source) (\(device.printableName)) reports no positions and has no wheel: it has neither ABS_MT_POSITION_X/Y nor ABS_X/Y, nor REL_WHEEL or REL_HWHEEL, so it is neither a touch device nor a mouse with a wheel."
    }

    public var description: String { fact + " Choose a touchscreen (or a mouse, to scroll) instead." }
}
