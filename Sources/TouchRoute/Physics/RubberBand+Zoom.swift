/// The rubber band for a pinch past a zoom limit: `RubberBand`'s curve,
/// applied to the zoom's logarithm, so that pulling the scale past the limit
/// by a factor is damped alike at 0.5 and at 4:
///
///     shown = limit · e^(displayed(ln(finger / limit), ln reach))
///
/// `finger` is the scale the fingers' span asks for (the scale at the pinch's
/// start times span / starting span), `limit` the zoom limit it passed and
/// `reach` the factor past the limit that no pinch reaches: the first part
/// of the excess is followed at 55 %, and the shown scale stays within
/// `limit / reach … limit · reach`. UIKit's zoom bounce is not published;
/// this is its drag's rubber band, in the units a zoom feels in.
extension RubberBand {
    /// The scale shown for a pinch's `fingerScale`: as is within `limits`,
    /// damped past them. A reach of 1 or less clamps (no bounce). A finger
    /// scale that is not a positive number shows the rubber band's end on its
    /// side (0 and below: the lower end), so that no step of a pinch is NaN.
    static func displayedScale(forFingerScale fingerScale: Double, limits: ClosedRange<Double>, reach: Double)
        -> Double
    {
        let limit = min(max(fingerScale, limits.lowerBound), limits.upperBound)
        guard reach > 1 else { return limit.isNaN ? limits.lowerBound : limit }
        let excess = fingerScale > 0 ? (fingerScale / limit).naturalLogarithm : -.infinity
        guard excess.isFinite else { return excess > 0 ? limits.upperBound * reach : limits.lowerBound / reach }
        let shown = displayedOverscroll(forFingerOverscroll: excess, dimension: reach.naturalLogarithm)
        return limit * Double.exponential(of: shown)
    }

    /// The inverse: the finger scale that shows `scale`. Lets a pinch that
    /// starts while the zoom is past a limit (fingers catching a bounce) go
    /// on from the right place.
    static func fingerScale(forDisplayedScale scale: Double, limits: ClosedRange<Double>, reach: Double) -> Double {
        let limit = min(max(scale, limits.lowerBound), limits.upperBound)
        guard reach > 1, scale > 0, scale != limit else { return scale }
        let shown = (scale / limit).naturalLogarithm
        let excess = fingerOverscroll(forDisplayedOverscroll: shown, dimension: reach.naturalLogarithm)
        // Past the band's end no finger shows this scale: the scale stands in.
        return excess.isFinite ? limit * Double.exponential(of: excess) : scale
    }
}
