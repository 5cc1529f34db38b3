import TouchRoute

/// Why `--map` rules and a layout's outputs cannot share the window. The
/// message names the `--map` argument or the output, the region and the window,
/// and says what to do.
public struct OutputMapError: Error, Hashable, Sendable {
    /// What claimed a region.
    public enum Owner: Hashable, Sendable {
        /// A `--map` argument.
        case rule(DeviceMappingRule)
        /// A layout file's output, by name.
        case output(String)
    }

    /// The ways regions and outputs can fail to share the window.
    public enum Problem: Hashable, Sendable {
        /// A region that reaches past the window's edges.
        case offWindow(Owner, OutputRegion, window: Size)
        /// Two different regions that share some area.
        case overlap(Owner, OutputRegion, Owner, OutputRegion)
        /// Two outputs with the same name.
        case repeatedName(String)
    }

    /// What is wrong, with the owners and regions at fault.
    public var problem: Problem

    /// Makes an error for `problem`.
    public init(problem: Problem) {
        self.problem = problem
    }

    /// The output a fix belongs to: the one off the window, the later of two
    /// that overlap, the one named twice; nil when only rules are involved.
    public var blamedOutput: String? {
        switch problem {
        case .offWindow(.output(let name), _, _), .overlap(_, _, .output(let name), _), .repeatedName(let name): name
        case .overlap(.output(let name), _, .rule, _): name
        case .offWindow(.rule, _, _), .overlap(.rule, _, .rule, _): nil
        }
    }

    /// Whether a `--map` argument is involved, so the fix is on the command
    /// line (else it is in the layout file).
    public var involvesRule: Bool {
        switch problem {
        case .offWindow(.rule, _, _), .overlap(.rule, _, _, _), .overlap(_, _, .rule, _): true
        case .offWindow, .overlap, .repeatedName: false
        }
    }
}

extension OutputMapError.Owner: CustomStringConvertible {
    /// `--map 'ILITEK*=640x480+0+0'` or `output 'left'`.
    public var description: String {
        switch self {
        case .rule(let rule): MappingSource.rule(rule).description
        case .output(let name): "output \(QuotedInput(name))"
        }
    }
}

extension OutputMapError: CustomStringConvertible {
    /// Whole sentences, starting with what is at fault.
    public var description: String {
        switch problem {
        case .offWindow(let owner, let region, let window):
            let remedy =
                switch owner {
                case .rule:
                    "Give a region inside the window (X + W at most \(window.width.compactDescription), Y + H at most "
                        + "\(window.height.compactDescription)), or make the window larger (--screen, or the layout's size)."
                case .output:
                    "Move or shrink the output's frame in the layout's outputs:, or make the window larger "
                        + "(the layout's size, or --screen)."
                }
            return "\(owner): the region \(region) does not fit in the \(window) window: "
                + "\(Self.overshoot(of: region, in: window)). \(remedy)"
        case .overlap(let first, let firstRegion, let second, let secondRegion):
            let shared = firstRegion.sharedArea(with: secondRegion).map { " share \($0)" } ?? " overlap"
            return "\(first) and \(second) overlap: \(firstRegion) and \(secondRegion)\(shared). "
                + "Regions of different screens may share an edge but not area (identical regions are fine, "
                + "for two devices on one screen); move or shrink one of them."
        case .repeatedName(let name):
            return "outputs: the name \(QuotedInput(name)) is used more than once. Give every output its own name: "
                + "\(NamedOutput.udevPropertyName) and messages pick an output by it."
        }
    }

    /// Which edges lie outside the window: `its right edge is at x 1440`.
    private static func overshoot(of region: OutputRegion, in window: Size) -> String {
        let rect = region.rect
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return "its numbers are not all finite"
        }
        var edges: [String] = []
        if rect.minX < 0 { edges.append("its left edge is at x \(rect.minX.compactDescription)") }
        if rect.minY < 0 { edges.append("its top edge is at y \(rect.minY.compactDescription)") }
        if rect.maxX > window.width { edges.append("its right edge is at x \(rect.maxX.compactDescription)") }
        if rect.maxY > window.height { edges.append("its bottom edge is at y \(rect.maxY.compactDescription)") }
        return edges.joined(separator: " and ")
    }
}
