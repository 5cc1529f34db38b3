/// A continuous recognizer of two fingers (pinch, rotation): what it measures
/// is a `FingerPairTracking` of one quantity, and only the quantity and the
/// threshold differ between the two. Two fingers or more take part; the pair
/// is measured, any other finger ignored.
protocol FingerPairRecognizing: ContinuousGestureRecognizing {
    var tracking: FingerPairTracking { get set }
}

extension FingerPairRecognizing {
    var fingerRange: ClosedRange<Int> { 2...Int.max }

    func startMeasuring(_ fingers: TouchSet, at time: Double) { tracking.start(fingers, at: time) }

    func remeasure(_ fingers: TouchSet, at time: Double) {
        tracking.remeasure(fingers, at: time, restartingThreshold: state == .possible)
    }

    func measure(_ fingers: TouchSet, moved: TouchSet, at time: Double) -> Bool {
        tracking.measure(fingers, moved: moved, at: time)
    }

    func markBeginning() { tracking.markBeginning() }

    /// Forget the gesture: its fingers and its pair.
    func forgetFingers() {
        fingerMask = 0
        tracking.reset()
    }
}
