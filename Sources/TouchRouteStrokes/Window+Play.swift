import TouchRoute

extension Window {
    /// Feed `script` to the window on its virtual clock, frame by frame. The
    /// script starts `gap` seconds after the clock's current time (1 s by
    /// default, so consecutive scripts are not counted as double taps). Timers
    /// due between frames fire in order, exactly as with live input. With
    /// `settling` (the default), the clock then runs on until momentum and
    /// paging snaps come to rest (see `Window.settle(within:)`), so what a test
    /// asserts afterwards is where the script left things.
    /// - Returns: the input time of the script's start.
    @discardableResult
    public func play(_ script: TouchScript, after gap: Double = 1.0, settling: Bool = true) -> Double {
        let start = clock.now + gap
        for frame in script.frames(startingAt: start) {
            handle(frame)
        }
        if settling { settle() }
        return start
    }
}
