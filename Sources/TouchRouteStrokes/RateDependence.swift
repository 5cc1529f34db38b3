import TouchRoute

/// A stroke whose observed outcome is not the same at every report rate it
/// was played at: its band and seed, which make it again, and what the
/// router (or an anchor's rule) made of it at each rate. Prints as
/// "horizontal 20–30° seed 42: scroll at 30 Hz; page at 60, 120, 240 Hz".
public struct RateDependence<Band, Outcome>: Hashable, Sendable, CustomStringConvertible
where
    Band: Hashable & Sendable & CustomStringConvertible,
    Outcome: Hashable & Sendable & RawRepresentable, Outcome.RawValue == String
{
    /// The band the stroke is scored in; with `seed`, it makes the stroke again.
    public let band: Band
    /// Given to the suite's `stroke(in:seed:)`, it makes the stroke again.
    public let seed: UInt64
    /// The rates played, and the outcome at each, in the same order.
    public let rates: [ReportRate]
    /// What was made of the stroke at each of `rates`, in the same order; never all the same.
    public let outcomes: [Outcome]

    /// Nil when the outcomes are all the same (or there are none): the stroke
    /// does not depend on the rate.
    public init?(band: Band, seed: UInt64, rates: [ReportRate], outcomes: [Outcome]) {
        precondition(rates.count == outcomes.count, "one outcome for each rate")
        guard let first = outcomes.first, outcomes.contains(where: { $0 != first }) else { return nil }
        self.band = band
        self.seed = seed
        self.rates = rates
        self.outcomes = outcomes
    }

    public var description: String {
        var seen: [Outcome] = []
        for outcome in outcomes where !seen.contains(outcome) { seen.append(outcome) }
        let groups = seen.map { outcome in
            let hertz = zip(rates, outcomes).filter { $0.1 == outcome }.map { $0.0.hertz.compactDescription }
            return "\(outcome.rawValue) at \(hertz.joined(separator: ", ")) Hz"
        }
        return "\(band) seed \(seed): " + groups.joined(separator: "; ")
    }
}
