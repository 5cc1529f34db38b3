import TouchRoute
import TouchRouteEvdev

extension LayoutDocument {
    /// The file's `outputs:` with `rules` (`--map`, `tr_session_add_map`) on a
    /// window of `windowSize`: the map every touchscreen and recording of a
    /// window built from this file is mapped by.
    /// - Throws: `OutputMapError` as `OutputMap.init` does: an output off a
    ///   window smaller than the file planned for (no `size`, a smaller
    ///   screen), or a rule that clashes with an output.
    public func outputMap(windowSize: Size, rules: [DeviceMappingRule] = []) throws(OutputMapError) -> OutputMap {
        try OutputMap(windowSize: windowSize, rules: rules, outputs: outputs)
    }

    /// `error` led by where to fix it in this file: `FILE:LINE: …` at the
    /// frame of the output it blames, else `FILE: …`.
    public func located(_ error: OutputMapError) -> String {
        let line = error.blamedOutput.flatMap { outputFrameLines[$0] }.map { ":\($0)" } ?? ""
        return "\(file)\(line): \(error)"
    }
}
