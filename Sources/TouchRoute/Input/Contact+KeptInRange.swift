extension Contact {
    /// This contact with its location clamped to `limit` (points) along each
    /// axis; a location that is not finite stays, for the caller to report.
    @inline(__always)
    func kept(within limit: Double) -> Contact {
        guard location.isFinite, abs(location.x) > limit || abs(location.y) > limit else { return self }
        var kept = self
        kept.location = location.clamped(within: limit)
        return kept
    }
}
