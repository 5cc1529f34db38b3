/// What a pointer device reported in one frame (one `SYN_REPORT`): how far it
/// moved, in device units, and how far its wheels turned, in 120ths of a
/// detent with `PointerScroll`'s signs (positive y scrolls down, towards the
/// content's end; positive x to the right).
///
/// The kernel's vertical wheel is positive when it turns away from the user
/// (scroll up), so `wheel.dy` is its value negated; the horizontal wheel keeps
/// its sign.
public struct PointerReport: Hashable, Sendable {
    /// `REL_X` and `REL_Y` summed over the frame, in device units.
    public var motionX: Int
    /// `REL_Y` summed over the frame, in device units; positive down, as the kernel counts it.
    public var motionY: Int
    /// The horizontal and vertical wheels, in 120ths of a detent (v120).
    public var wheelX: Int
    /// The vertical wheel, in 120ths of a detent; positive scrolls down (the kernel's sign negated).
    public var wheelY: Int

    /// Makes a report from its parts; each parameter is the property of the same name, 0 by default.
    public init(motionX: Int = 0, motionY: Int = 0, wheelX: Int = 0, wheelY: Int = 0) {
        self.motionX = motionX
        self.motionY = motionY
        self.wheelX = wheelX
        self.wheelY = wheelY
    }

    /// Whether the wheels turned in this frame.
    public var hasWheel: Bool { wheelX != 0 || wheelY != 0 }
    /// Whether the pointer moved in this frame.
    public var hasMotion: Bool { motionX != 0 || motionY != 0 }
}
