import TouchRoute

/// How the content set moving by a `MotionSetup` was moving when the finger
/// came down, as observed over the last display frame.
public struct ContentMotion: Hashable, Sendable {
    /// The scroll view that took the set-up stroke.
    public var scrollView: String
    /// Points a second: the offset's change over the last frame, per second.
    public var speed: Double
    /// Points between the offset and the nearest offset inside the content
    /// (the rest a spring pulls towards); 0 inside.
    public var distanceFromRest: Double
    /// Whether the content was still moving on its own.
    public var isMoving: Bool
}

extension MotionSetup {
    /// The longest the content is watched for, in seconds: far longer than a
    /// glide (about 3 s from 2,000 pt/s) or a spring back takes.
    static let watchLimit = 10.0

    /// Play the set-up stroke into `window` (fresh, still) as a panel at
    /// `rate` reports it, then step it
    /// display frame by display frame, on its virtual clock, until the moment
    /// to come down on it: the first frame at which the content glides slower
    /// than wanted, or is within the wanted distance of rest; or it stopped.
    /// - Returns: the content's motion then, or nil when no scroll view took
    ///   the set-up stroke (nothing to come down on).
    public func play(in window: Window, at rate: ReportRate, trace: TraceRecorder) -> ContentMotion? {
        window.play(path.sampled(at: rate), settling: false)
        guard let mover = trace.decisions.last(where: { $0.outcome == .takenOver })?.view as? ScrollView else {
            return nil
        }
        let end = window.clock.now + Self.watchLimit
        var offset = mover.contentOffset
        var time = window.clock.now
        var motion = ContentMotion(
            scrollView: mover.name, speed: 0, distanceFromRest: Self.distanceFromRest(of: mover),
            isMoving: mover.isMovingWithoutFinger)
        while let frame = window.clock.nextDeadline, frame <= end {
            window.advanceTime(to: frame)
            guard frame > time else { continue }
            motion.speed = mover.contentOffset.displacement(from: offset).length / (frame - time)
            motion.distanceFromRest = Self.distanceFromRest(of: mover)
            motion.isMoving = mover.isMovingWithoutFinger
            offset = mover.contentOffset
            time = frame
            if isTimeToComeDown(motion) { break }
        }
        return motion
    }

    private func isTimeToComeDown(_ motion: ContentMotion) -> Bool {
        switch self {
        case .glide(_, let speed): motion.speed < speed
        case .springBack(_, let distance): motion.distanceFromRest <= distance
        }
    }

    /// Points from `view`'s offset to the nearest offset inside its content.
    static func distanceFromRest(of view: ScrollView) -> Double {
        let range = view.contentOffsetRange
        let offset = view.contentOffset
        let rest = Point(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        return offset.displacement(from: rest).length
    }
}
