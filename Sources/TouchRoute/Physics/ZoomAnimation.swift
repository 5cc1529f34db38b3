/// A zoom from one scale and content offset to another over time: an
/// animated `zoom(toScale:at:animated:)`, or the bounce back to a zoom limit
/// after a pinch.
///
/// Scale and offset move by the same fraction of the way at every moment,
/// which keeps one point of the content fixed on screen all along (the
/// offset is then a linear function of the scale, `offset = u · scale − q`
/// per axis): the content grows about that point, never sliding sideways
/// mid-zoom. The fraction follows a curve:
/// - `.eased`: ScrollAnimation's smoothstep over a duration, for zooms from code;
/// - `.spring`: a critically damped spring from rest, for a bounce back, as
///   an overscrolled offset springs back to its edge.
struct ZoomAnimation: Hashable, Sendable {
    enum Curve: Hashable, Sendable {
        /// Seconds; zero jumps straight to the end.
        case eased(duration: Double)
        /// ω, in radians per second.
        case spring(angularFrequency: Double)
    }

    /// A spring is done when this fraction of the way is left: half a point
    /// of a 500 pt change, under a pixel for any zoom of a screen-sized view.
    static let springSettleFraction = 0.001

    let startScale: Double
    let endScale: Double
    let startOffset: Point
    let endOffset: Point
    let curve: Curve

    /// The fraction of the way done `elapsed` seconds after the start, 0 to 1.
    func progress(after elapsed: Double) -> Double {
        guard elapsed > 0 else { return 0 }
        switch curve {
        case .eased(let duration):
            return elapsed < duration ? ScrollAnimation.eased(elapsed / duration) : 1
        case .spring(let omega):
            // From rest at 0 towards 1: 1 − (1 + ωt)·e^(−ωt), never past 1.
            return 1 - (1 + omega * elapsed) * Double.exponential(of: -omega * elapsed)
        }
    }

    /// Whether the zoom has arrived `elapsed` seconds after the start.
    func isDone(after elapsed: Double) -> Bool {
        switch curve {
        case .eased(let duration): elapsed >= duration
        case .spring: 1 - progress(after: elapsed) < Self.springSettleFraction
        }
    }

    /// The scale `elapsed` seconds after the start: exactly the end once done.
    func scale(after elapsed: Double) -> Double {
        isDone(after: elapsed) ? endScale : startScale + (endScale - startScale) * progress(after: elapsed)
    }

    /// The content offset `elapsed` seconds after the start, in points.
    func offset(after elapsed: Double) -> Point {
        isDone(after: elapsed)
            ? endOffset : startOffset + endOffset.displacement(from: startOffset) * progress(after: elapsed)
    }
}
