/// How a device reports its contacts (the kernel's `multi-touch-protocol.rst`).
public enum MultitouchProtocol: Hashable, Sendable, CustomStringConvertible {
    /// Protocol B: `slots` numbered contacts (`ABS_MT_SLOT` 0 ..< slots), each
    /// with a tracking ID, and only changes sent.
    case slotted(slots: Int)
    /// Protocol A: anonymous contacts, each closed by `SYN_MT_REPORT`, all of them
    /// sent in every frame.
    case anonymous
    /// One contact: `BTN_TOUCH` with `ABS_X`/`ABS_Y` (resistive panels, old screens).
    case singleTouch

    public var description: String {
        switch self {
        case .slotted(let slots): "B (\(slots) slots)"
        case .anonymous: "A (anonymous contacts)"
        case .singleTouch: "single-touch"
        }
    }
}
