import ArgumentParser
import TouchRouteEvdev
import TouchRouteLibevdev

/// `touchroute list`: the touchscreens on this machine and what they report.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the touchscreens in /dev/input with their protocol, axes and size.",
        discussion: """
            A device counts as a touchscreen as udev's input_id decides it: absolute X/Y or \
            multitouch positions, BTN_TOUCH or INPUT_PROP_DIRECT, no pen, not a touchpad. \
            Devices that cannot be opened are listed with the reason.
            """
    )

    @Flag(help: "Print one JSON object per touchscreen instead.")
    var json = false

    @Option(help: ArgumentHelp("The directory of event nodes to scan.", valueName: "DIR"))
    var directory = TouchscreenDiscovery.standardDirectory

    func run() throws {
        let scan = TouchscreenDiscovery(directory: directory).scan()
        if json {
            scan.touchscreens.forEach { print(DeviceSummary(device: $0).json) }
        } else {
            for (index, device) in scan.touchscreens.enumerated() {
                if index > 0 { print("") }
                DeviceSummary(device: device).lines.forEach { print($0) }
            }
            if !scan.others.isEmpty {
                let names = scan.others.map { "\($0.path) (\($0.name): \($0.kind))" }
                printError("skipped \(scan.others.count) other input device\(scan.others.count == 1 ? "" : "s"): \(names.joined(separator: ", "))")
            }
        }
        let failure = scan.failure(in: directory)
        // Nodes the user may not read are usually keyboards and mice, which the
        // udev rule leaves alone on purpose: one line, and advice only when no
        // touchscreen was found (the failure carries it).
        let denied = scan.unreadable.filter { $0.reason == .permissionDenied }.map(\.device)
        if !denied.isEmpty && !scan.touchscreens.isEmpty {
            printError("could not open \(denied.count) other node\(denied.count == 1 ? "" : "s") (permission denied): \(denied.joined(separator: ", "))")
        }
        for problem in scan.unreadable where problem.reason != .permissionDenied && problem != failure {
            printError(problem.description)
        }
        if scan.touchscreens.isEmpty { throw CommandFailure(failure) }
    }
}
