/// A linear map from data (seconds, points) to a span of the canvas (pixels),
/// with round tick values for an axis.
struct PlotScale {
    /// The data range, `lower < upper`.
    let domain: ClosedRange<Double>
    /// The canvas span the domain maps onto; `lower` may exceed `upper` (a y
    /// axis grows upwards while the canvas grows downwards).
    let from: Double
    let to: Double

    /// A scale over `domain`, widened to one unit when it is empty so a
    /// constant series still gets an axis.
    init(domain: ClosedRange<Double>, from: Double, to: Double) {
        self.domain =
            domain.lowerBound < domain.upperBound
            ? domain : (domain.lowerBound - 0.5)...(domain.upperBound + 0.5)
        self.from = from
        self.to = to
    }

    /// Where `value` lands on the canvas.
    func callAsFunction(_ value: Double) -> Double {
        from + (value - domain.lowerBound) / (domain.upperBound - domain.lowerBound) * (to - from)
    }

    /// Canvas pixels per data unit (positive).
    var pixelsPerUnit: Double {
        abs(to - from) / (domain.upperBound - domain.lowerBound)
    }

    /// Round values inside the domain, about `count` of them: steps of 1, 2
    /// or 5 times a power of ten.
    func ticks(count: Int) -> [Double] {
        let step = Self.niceStep(for: (domain.upperBound - domain.lowerBound) / Double(max(count, 1)))
        // A bound that is a tick (1.2 in steps of 0.1) must not be lost to
        // rounding in the division.
        let first = (domain.lowerBound / step - 1e-9).rounded(.up)
        let last = (domain.upperBound / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        // Counting in whole steps, and dividing by ten to the n rather than
        // multiplying by its inverse, keeps 0.3 from coming out as
        // 0.30000000000000004.
        let divisor = step < 1 ? (1 / step).rounded() : 1
        let multiplier = step < 1 ? 1 : step
        return stride(from: first, through: last, by: 1).map { $0 * multiplier / divisor }
    }

    /// The smallest of 1, 2 or 5 × 10ⁿ that is at least `rough`.
    static func niceStep(for rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        var power = 1.0
        while power * 10 <= rough { power *= 10 }
        while power > rough { power /= 10 }
        for factor in [1.0, 2, 5, 10] where power * factor >= rough {
            return power * factor
        }
        return power * 10
    }
}
