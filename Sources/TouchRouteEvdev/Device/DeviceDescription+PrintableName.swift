extension DeviceDescription {
    /// The device's name for messages and listings: as it is, unless it holds
    /// characters that would redraw a terminal (a hostile device or a crafted
    /// recording can name itself anything); then quoted and escaped.
    public var printableName: String { QuotedInput.printable(name) }
}
