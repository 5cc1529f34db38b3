/// Why the input cancelled a contact instead of ending it: the input's own
/// give-up, as opposed to a view cancelling a child's touch (a scroll taking
/// the gesture).
///
/// The raw value is the rule name the window records when it delivers the
/// cancellation (`Decision.rule`, the CLI's `rule` field, the C API's
/// `tr_decision.rule`), so the trace says why before the views get
/// `touchesCancelled`.
public enum CancellationReason: String, Hashable, Sendable, CaseIterable {
    /// The contact turned out to be a palm (evdev `MT_TOOL_PALM`): it is taken
    /// back, since it was never meant as a touch.
    case palm
    /// Events were lost (`SYN_DROPPED` without a resync, as in a recording): what
    /// the finger did in the gap is unknown, so its gesture cannot go on.
    case lostEvents = "lost-events"
    /// The device went away (unplugged, or its driver unbound) with the finger down.
    case deviceRemoved = "device-removed"
    /// The input ended with the finger down: a recording's last event, or a
    /// device whose read failed for a reason other than removal.
    case inputEnded = "input-ended"
    /// Any other input that cancels without saying why, such as a synthetic
    /// gesture or a C caller; a `Contact` without a reason means this.
    case input
}
