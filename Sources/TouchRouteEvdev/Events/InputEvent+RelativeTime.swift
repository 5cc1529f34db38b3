import TouchRoute

extension EventTime {
    /// This moment counted from `origin`, as recordings write times (from
    /// their first event); a moment before `origin`, from a clock that
    /// stepped back, is 0.
    public func counted(from origin: EventTime) -> EventTime {
        EventTime(totalMicroseconds: max(0, (self - origin).microseconds))
    }
}

extension InputEvent {
    /// This event with its time counted from `origin` (`EventTime.counted(from:)`).
    public func timed(from origin: EventTime) -> InputEvent {
        var relative = self
        relative.time = time.counted(from: origin)
        return relative
    }
}
