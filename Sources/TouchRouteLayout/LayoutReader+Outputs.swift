import TouchRoute
import TouchRouteEvdev

/// The `outputs:` list: the screens a window spanning several is shown on.
/// Each output is read key by key, then all of them are checked together by
/// `OutputMap` (unique names, inside `size` when given, no overlaps unless
/// identical), whose verdict is reported at the line of the output at fault.
extension LayoutReader {
    static let outputKeys = LayoutSchema.names(of: .output)
    static let outputsRemedy =
        "Give the outputs as a list of mappings, each with a name and a frame, such as {name: left, frame: [0, 0, 640, 480]}."
    static let outputFrameRemedy =
        "Give the output's frame as [x, y, width, height] in window points, x and y from 0, width and height above 0."
    static let flipAxes: KeyValuePairs<String, Flips> = ["horizontal": .horizontal, "vertical": .vertical]

    /// An output with the nodes its messages point at.
    struct PlacedOutput {
        let output: NamedOutput
        let name: PlacedNode
        let frame: PlacedNode
    }

    /// The outputs of `placed`, checked against each other and the window
    /// `size` of the file (nil when it gives none: the CLI checks them against
    /// the screen then). An output that cannot be read is noted and left out;
    /// the outputs are checked against each other only when all were read.
    mutating func outputs(from placed: PlacedNode, window: Size?) throws(LayoutError) -> [PlacedOutput] {
        var outputs: [PlacedOutput] = []
        var failed = false
        for item in try placed.items(remedy: Self.outputsRemedy) {
            do {
                outputs.append(try output(from: item))
            } catch {
                note(error)
                failed = true
            }
        }
        if failed { return outputs }
        do {
            _ = try OutputMap(windowSize: window ?? Size(.infinity, .infinity), outputs: outputs.map(\.output))
        } catch {
            throw Self.layoutError(error, outputs: outputs, in: placed)
        }
        return outputs
    }

    private func output(from item: PlacedNode) throws(LayoutError) -> PlacedOutput {
        let keyed = try item.mapping(remedy: Self.outputsRemedy)
        try keyed.refuseUnknownKeys(allowed: Self.outputKeys, for: "an output")
        let nameRemedy =
            "Name every output, such as left or HDMI-A-1: a device's WL_OUTPUT picks an output by its name."
        let nameNode = try keyed.required("name", remedy: nameRemedy)
        let frameNode = try keyed.required("frame", remedy: Self.outputFrameRemedy)
        let frame = try frameNode.frame()
        guard frame.minX >= 0, frame.minY >= 0 else {
            throw frameNode.error(
                "the frame starts at \(frame.origin), left of or above the window", Self.outputFrameRemedy)
        }
        guard frame.width > 0, frame.height > 0 else {
            throw frameNode.error("the frame \(Self.text(of: frame)) has no area", Self.outputFrameRemedy)
        }
        var output = NamedOutput(name: try nameNode.string(remedy: nameRemedy), region: OutputRegion(frame))
        if let devices = keyed["devices"] { output.devices = try selectors(from: devices) }
        if let rotate = keyed["rotate"] { output.rotation = try rotation(from: rotate) }
        if let flip = keyed["flip"] { output.flips = try flips(from: flip) }
        if let calibration = keyed["calibration"] { output.calibration = try calibrationMatrix(from: calibration) }
        return PlacedOutput(output: output, name: nameNode, frame: frameNode)
    }

    /// `devices: ["ILITEK*", "0eef:0001"]`.
    private func selectors(from placed: PlacedNode) throws(LayoutError) -> [DeviceSelector] {
        let remedy = "Give the devices as a list, such as [\"ILITEK*\"]. \(DeviceSelector.forms)"
        var selectors: [DeviceSelector] = []
        for item in try placed.items(remedy: remedy) {
            let text = try item.string(remedy: remedy)
            guard let selector = try? DeviceSelector(parsing: text) else {
                throw item.error("the device selector \(QuotedInput(text)) is blank", remedy)
            }
            selectors.append(selector)
        }
        return selectors
    }

    /// `rotate: 90`.
    private func rotation(from placed: PlacedNode) throws(LayoutError) -> Rotation {
        let remedy = "Write 0, 90, 180 or 270 (clockwise degrees)."
        let degrees = try placed.integer(in: Int.min...Int.max, remedy: remedy)
        guard let rotation = Rotation(degrees: degrees) else {
            throw placed.error(
                "rotate is \(placed.found), not 0, 90, 180 or 270", remedy + Rotation.hint(forRefused: degrees))
        }
        return rotation
    }

    /// `flip: [horizontal, vertical]`, `flip: horizontal` or `flip: []`.
    private func flips(from placed: PlacedNode) throws(LayoutError) -> Flips {
        if case .scalar = placed.node { return try placed.choice(Self.flipAxes, what: "flip") }
        var flips: Flips = []
        for item in try placed.items(
            remedy: "Give the flips as a list, such as [horizontal] or [horizontal, vertical].")
        {
            flips.insert(try item.choice(Self.flipAxes, what: "flip"))
        }
        return flips
    }

    /// `calibration: "1 0 0 0 1 0"`: six numbers that keep the touch area an
    /// area and on the screen (checked here, so the message has the line).
    private func calibrationMatrix(from placed: PlacedNode) throws(LayoutError) -> CalibrationMatrix {
        let remedy = "Write the six numbers a b c d e f as one string, such as \"1 0 0 0 1 0\" for no change."
        let text = try placed.string(remedy: remedy)
        let matrix: CalibrationMatrix
        do {
            matrix = try CalibrationMatrix(parsing: text)
        } catch {
            throw placed.error("\(placed.found) is not a calibration matrix", error.description)
        }
        guard !matrix.squeezesTouchArea else {
            throw placed.error(
                "the calibration matrix \(matrix) squeezes every touch onto one line or point",
                "Check its numbers: x becomes a·x + b·y + c and y becomes d·x + e·y + f.")
        }
        guard !matrix.movesTouchAreaOffScreen else {
            throw placed.error(
                "the calibration matrix \(matrix) moves the whole touch area off the screen",
                "The numbers work on coordinates from 0 to 1: an offset c or f beyond ±1, or a huge scale, "
                    + "leaves nothing on the screen.")
        }
        return matrix
    }

    /// `OutputMap`'s verdict, at the output it blames (the later of two).
    private static func layoutError(_ error: OutputMapError, outputs: [PlacedOutput], in placed: PlacedNode)
        -> LayoutError
    {
        func named(_ name: String) -> PlacedOutput? { outputs.last { $0.output.name == name } }
        let overlapRemedy =
            "Outputs may share an edge but not area (identical frames are one screen); move or shrink one."
        switch error.problem {
        case .repeatedName(let name):
            if let first = outputs.first(where: { $0.output.name == name }), let again = named(name) {
                return again.name.error(
                    "the output name \(QuotedInput(name)) is already used at \(first.name.place)",
                    "Give every output its own name: a device's WL_OUTPUT picks an output by its name.")
            }
        case .offWindow(.output(let name), let region, let window):
            if let output = named(name) {
                return output.frame.error(
                    "the frame \(text(of: region.rect)) does not fit in the \(window) window the size gives",
                    "Keep every output inside the window (x + width at most \(window.width.compactDescription), "
                        + "y + height at most \(window.height.compactDescription)), or make the size larger.")
            }
        case .overlap(.output(let firstName), _, .output(let secondName), let region):
            if let first = named(firstName), let second = named(secondName) {
                return second.frame.error(
                    "the frame \(text(of: region.rect)) overlaps output \(QuotedInput(firstName)) at \(first.frame.place)",
                    overlapRemedy)
            }
        default:
            break
        }
        return placed.error("the outputs do not fit together", "\(error)")
    }

    /// `[640, 0, 640, 480]`, as a frame is written.
    static func text(of frame: Rect) -> String {
        "[" + [frame.minX, frame.minY, frame.width, frame.height].map(\.compactDescription).joined(separator: ", ")
            + "]"
    }
}
