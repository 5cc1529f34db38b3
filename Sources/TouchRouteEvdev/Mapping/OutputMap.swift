import TouchRoute

/// Which region of the window each touchscreen maps onto, when the window
/// spans several screens: the `--map` rules and a layout file's `outputs:`,
/// checked against each other and the window.
///
///     device ─▶ first --map rule whose selector matches ──────────▶ its region
///            ─▶ first output whose devices: match ─────────────────▶ its region
///            ─▶ the output its udev WL_OUTPUT names ────────────────▶ its region
///            ─▶ the whole window (the base options unchanged)
///
/// Invariants, checked at init: every region lies inside the window; no two
/// regions overlap unless they are identical (a touch overlay and a pen
/// digitizer on one display share theirs); output names are unique. So a
/// point of the window belongs to at most one screen, and a touch clamped into
/// its region (see `CoordinateMapping.Options.origin`) never lands on another.
public struct OutputMap: Sendable {
    /// The window the regions divide, in points.
    public let windowSize: Size
    /// In the order given; the first that matches a device wins.
    public let rules: [DeviceMappingRule]
    /// In the layout file's order.
    public let outputs: [NamedOutput]

    /// - Throws: `OutputMapError` for two outputs with one name, a region
    ///   outside the window, or two different regions that overlap, checked in
    ///   that order, rules before outputs.
    /// - Complexity: O(n²) in the number of rules and outputs, a handful each.
    public init(windowSize: Size, rules: [DeviceMappingRule] = [], outputs: [NamedOutput] = []) throws(OutputMapError) {
        var names: Set<String> = []
        for output in outputs where !names.insert(output.name).inserted {
            throw OutputMapError(problem: .repeatedName(output.name))
        }
        let claims =
            rules.map { (owner: OutputMapError.Owner.rule($0), region: $0.region) }
            + outputs.map { (owner: OutputMapError.Owner.output($0.name), region: $0.region) }
        for claim in claims where !claim.region.fits(in: windowSize) {
            throw OutputMapError(problem: .offWindow(claim.owner, claim.region, window: windowSize))
        }
        for (index, first) in claims.enumerated() {
            for second in claims[(index + 1)...]
            where first.region != second.region && first.region.overlaps(second.region) {
                throw OutputMapError(problem: .overlap(first.owner, first.region, second.owner, second.region))
            }
        }
        self.windowSize = windowSize
        self.rules = rules
        self.outputs = outputs
    }

    /// The output called `name`, if the map has one.
    public func output(named name: String) -> NamedOutput? {
        outputs.first { $0.name == name }
    }
}
