/// UIKit's rubber band: how far content shows past an edge while the finger
/// drags it there.
///
///     displayed(x, d) = (1 − 1 / (x · c / d + 1)) · d  =  x · c · d / (x · c + d)
///
/// `x` is how far the finger has gone past the edge, `d` the viewport's length
/// along the axis, `c` the coefficient. It starts at slope `c` and never
/// reaches `d`: the further the finger pulls, the less the content follows, and
/// the content never leaves the viewport entirely.
enum RubberBand {
    /// The slope at the edge: content follows the first points of overscroll at
    /// 55 % of the finger's travel. UIKit's value, as measured and published
    /// by those who reproduced its feel.
    static let coefficient = 0.55

    /// The overscroll shown, in points, for the finger's overscroll `distance`
    /// (points; negative past the leading edge) in a viewport `dimension`
    /// points long. Odd in `distance`; zero for an empty viewport.
    static func displayedOverscroll(forFingerOverscroll distance: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(distance)
        let shown = x * coefficient * dimension / (x * coefficient + dimension)
        return distance < 0 ? -shown : shown
    }

    /// The inverse: the finger's overscroll, in points, that shows `displayed`
    /// points of overscroll. Infinite from `dimension` on, which no finger
    /// reaches. Lets a drag that starts while overscrolled (a finger catching
    /// a bounce) carry on from the right place.
    static func fingerOverscroll(forDisplayedOverscroll displayed: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let y = abs(displayed)
        let distance = y < dimension ? y * dimension / (coefficient * (dimension - y)) : .infinity
        return displayed < 0 ? -distance : distance
    }

    /// The offset shown for the finger's unconstrained offset `offset`: as is
    /// within `range`, rubber-banded beyond it.
    static func displayedOffset(
        forFingerOffset offset: Double, range: ClosedRange<Double>, dimension: Double
    ) -> Double {
        let edge = min(max(offset, range.lowerBound), range.upperBound)
        return edge + displayedOverscroll(forFingerOverscroll: offset - edge, dimension: dimension)
    }

    /// The inverse of `displayedOffset(forFingerOffset:range:dimension:)`.
    static func fingerOffset(
        forDisplayedOffset offset: Double, range: ClosedRange<Double>, dimension: Double
    ) -> Double {
        let edge = min(max(offset, range.lowerBound), range.upperBound)
        return edge + fingerOverscroll(forDisplayedOverscroll: offset - edge, dimension: dimension)
    }
}
