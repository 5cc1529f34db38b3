import ArgumentParser
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

/// `touchroute list`: the touchscreens on this machine, what they report, and
/// where each would land in the window.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract:
            "List the touchscreens on a seat with their protocol, axes, size, ID_PATH and mapping, and the mice with a wheel and touchpads that run reads beside them.",
        discussion: """
            With udev running, udev decides what is a touchscreen (ID_INPUT_TOUCHSCREEN) and \
            which seat it is on (ID_SEAT, else seat0), as libinput does. Without udev (a \
            container, an initramfs), or with --directory, every event node is opened and its \
            capabilities are checked as udev's input_id would: absolute X/Y or multitouch \
            positions, BTN_TOUCH or INPUT_PROP_DIRECT, no pen, not a touchpad. Either way a \
            single-touch direct panel that names its contact a pen (BTN_TOOL_PEN beside \
            BTN_TOUCH, with no barrel button, other tool, tilt or hover, as eGalax's resistive \
            controllers report) is a touchscreen, where udev says tablet. Standard error \
            says which way was used. Each touchscreen shows the mapping `run` would give it with \
            the same --map, --layout and mapping options. Then come the mice with a wheel and \
            the touchpads (udev's ID_INPUT_MOUSE or ID_INPUT_TOUCHPAD, or by their \
            capabilities), marked "pointer": `run` reads them too; a wheel or a touchpad's two \
            fingers scroll the view under the pointer. No touchscreen \
            is not an error: it says so and exits 0.
            """
    )

    @Flag(help: "Print one JSON object per touchscreen instead.")
    var json = false

    @Option(help: ArgumentHelp("The directory of event nodes to scan (without udev).", valueName: "DIR"))
    var directory = TouchscreenDiscovery.standardDirectory

    @Option(help: ArgumentHelp("The seat whose touchscreens are listed.", valueName: "SEAT"))
    var seat = UdevInputDevice.defaultSeat

    @OptionGroup var mapping: MappingArguments

    @OptionGroup var layoutFile: LayoutArgument

    func run() throws {
        let discovery = TouchscreenDiscovery(directory: directory, seat: seat)
        let scan = discovery.scan()
        let document = try layoutFile.document()
        let options = try mapping.options(agreeingWith: document)
        var warnings: [String] = []
        // A first touchscreen that cannot be mapped says so in its entry.
        let first = DeviceMappingPlan.firstMappable(among: scan.touchscreens, options: options)
        let plan = try mapping.plan(
            document: document, options: options, firstDevice: first, warn: { warnings.append($0) })
        for (index, device) in scan.touchscreens.enumerated() {
            let summary = DeviceSummary(device: device)
            let placement = Placement(device: device, plan: plan)
            if json {
                var line = summary.jsonLine
                placement.add(to: &line)
                print(line.text)
            } else {
                if index > 0 { print("") }
                (summary.lines + placement.lines).forEach { print($0) }
            }
        }
        // Mice with a wheel and touchpads, after the touchscreens, marked as
        // pointers: `run` reads them too, and their pointer moves over the
        // whole window.
        for (index, device) in scan.pointers.enumerated() {
            let summary = DeviceSummary(device: device)
            if json {
                print(summary.json)
            } else {
                if index > 0 || !scan.touchscreens.isEmpty { print("") }
                summary.lines.forEach { print($0) }
            }
        }
        printError("found by \(scan.method) on \(seat)")
        warnings.forEach { printError("warning: \($0)") }
        plan.unmatchedRuleWarnings(present: scan.touchscreens).forEach { printError("warning: \($0)") }
        if !scan.others.isEmpty {
            let names = scan.others.map { "\($0.path) (\($0.name): \($0.kind))" }
            printError(
                "skipped \(scan.others.count) other input device\(scan.others.count == 1 ? "" : "s"): \(names.joined(separator: ", "))"
            )
        }
        for other in scan.otherSeats {
            printError(
                "left alone: \(other.path) (\(other.name)) is on \(other.seat); list or run it with --seat \(other.seat)"
            )
        }
        let failure = scan.failure(in: directory)
        // Nodes the user may not read are usually keyboards and mice, which the
        // udev rule leaves alone on purpose: one line, and advice only when no
        // touchscreen was found (the failure carries it).
        let denied = scan.unreadable.filter { $0.reason == .permissionDenied }.map(\.device)
        if !denied.isEmpty && !scan.touchscreens.isEmpty {
            printError(
                "could not open \(denied.count) other node\(denied.count == 1 ? "" : "s") (permission denied): \(denied.joined(separator: ", "))"
            )
        }
        for problem in scan.unreadable where problem.reason != .permissionDenied && problem != failure {
            printError(problem.commandLineMessage)
        }
        guard scan.touchscreens.isEmpty else { return }
        // Nothing readable because of permissions is a problem to fix; nothing
        // there at all is simply an empty system.
        if failure.reason == .permissionDenied { throw CommandFailure(failure) }
        let none = "no touchscreens on \(seat): \(failure.commandLineMessage)"
        if json { printError(none) } else { print(none) }
    }

    /// Where `run` would put a device: its `ID_PATH`, seat, `WL_OUTPUT`, and
    /// the region and mapping it would get.
    private struct Placement {
        let device: DeviceDescription
        let mapping: Result<CoordinateMapping, CoordinateMappingError>
        let source: MappingSource?

        init(device: DeviceDescription, plan: DeviceMappingPlan) {
            self.device = device
            mapping = Result { () throws(CoordinateMappingError) in try plan.mapping(for: device) }
            source = plan.sources[device.source]
        }

        private var properties: [String: String] { device.udevProperties }

        var lines: [String] {
            var lines = [
                "    ID_PATH   \(properties["ID_PATH"] ?? "none")",
                "    seat      \(properties["ID_SEAT"] ?? UdevInputDevice.defaultSeat)",
            ]
            if let output = properties["WL_OUTPUT"] { lines.append("    udev      WL_OUTPUT=\(output)") }
            switch mapping {
            case .success(let mapping):
                lines.append("    maps onto \(mapping.region)" + (source.map { " (\($0))" } ?? ""))
                lines.append("    mapping   \(mapping)")
            case .failure(let error):
                lines.append("    mapping   cannot be made: \(error)")
            }
            return lines
        }

        /// Its fields for `list --json`, after the summary's.
        func add(to line: inout JSONLine) {
            if let path = properties["ID_PATH"] { line.add("idPath", path) }
            line.add("seat", properties["ID_SEAT"] ?? UdevInputDevice.defaultSeat)
            if let output = properties["WL_OUTPUT"] { line.add("wlOutput", output) }
            switch mapping {
            case .success(let mapping):
                line.add("region", mapping.region.description)
                if let source { line.add("mappingSource", source.description) }
            case .failure(let error):
                line.add("mappingError", error.description)
            }
        }
    }
}
