/// What `OutputMap.mapping(for:base:)` decided for one device: the options to
/// build its `CoordinateMapping` from, why, and a warning to show the user
/// when the device asked for something the map lacks.
public struct ResolvedMapping: Hashable, Sendable {
    /// The base options, onto the device's region when one applies.
    public var options: CoordinateMapping.Options
    /// Why: the `--map` rule or named output that gave the region, or the whole window when none applied.
    public var source: MappingSource
    /// A whole sentence for standard error, such as a `WL_OUTPUT` that names
    /// no output; nil when all is as asked.
    public var warning: String?

    /// Makes a resolved mapping from its parts; each parameter is the property of the same name.
    public init(options: CoordinateMapping.Options, source: MappingSource, warning: String? = nil) {
        self.options = options
        self.source = source
        self.warning = warning
    }
}
