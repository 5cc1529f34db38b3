extension InputEvent {
    /// This event with its time counted from `origin`, as recordings write
    /// times (from their first event); an event before `origin`, from a clock
    /// that stepped back, at 0.
    public func timed(from origin: EventTime) -> InputEvent {
        var relative = self
        relative.time = EventTime(totalMicroseconds: max(0, time.totalMicroseconds - origin.totalMicroseconds))
        return relative
    }
}
