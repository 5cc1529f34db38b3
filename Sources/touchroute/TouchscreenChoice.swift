import ArgumentParser
import Glibc
import TouchRouteEvdev
import TouchRouteFiles
import TouchRouteLibevdev

/// Which touchscreens `run` reads: those the `--device` selectors match (a
/// node, a name glob, an `ID_PATH`, `vendor:product`), or, with none, every
/// touchscreen on the seat.
struct TouchscreenChoice {
    let selectors: [DeviceSelector]
    let seat: String
    let grab: Bool
    /// A node named with `--device` is opened whatever it is (`record`);
    /// otherwise it must report positions. Either way a device the
    /// touchscreen rule would not pick is named in a warning.
    var anyNamedDevice = false
    let discovery: TouchscreenDiscovery

    /// `texts` as `--device` gave them: one with a `/`, or naming a file
    /// that exists (`event7` run in `/dev/input`), is a path, opened as
    /// given; the rest are matched against the seat's touchscreens.
    init(selectors texts: [String], seat: String, grab: Bool) throws {
        selectors = try texts.map { text in
            do {
                let selector = try DeviceSelector(parsing: text)
                if case .node = selector.kind { return selector }
                return text.contains("/") || access(text, F_OK) == 0 ? DeviceSelector(node: text) : selector
            } catch {
                throw ValidationError("--device: \(error)")
            }
        }
        self.seat = seat
        self.grab = grab
        discovery = TouchscreenDiscovery(seat: seat)
    }

    /// The touchscreens on the seat now, found in one scan.
    /// - Throws: a failure when the system has no input devices at all (no
    ///   `/dev/input`, as in a container): waiting for a touchscreen there
    ///   would wait forever.
    func present() throws -> [DeviceDescription] {
        let scan = discovery.scan()
        if let missing = scan.unreadable.first(where: { $0.reason == .noInputDirectory }) {
            throw CommandFailure(missing)
        }
        return scan.touchscreens
    }

    /// The first touchscreen, opened; an error says why there is none.
    func openFirst() throws -> LibevdevDevice {
        do {
            return try openTouchscreen(path: nil, grab: grab, discovery: discovery)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Every touchscreen on the seat now, opened, in discovery order.
    /// - Throws: a failure when there is none, or one cannot be opened.
    func openPresent() throws -> [LibevdevDevice] {
        let touchscreens = try present()
        guard !touchscreens.isEmpty else {
            throw CommandFailure(
                "there is no touchscreen on \(seat). `touchroute list` shows the input devices there are.")
        }
        return try touchscreens.map { try open($0.source) }
    }

    /// The selected touchscreens, opened (each once, in the order selected);
    /// nil without selectors. A node is opened as given; any other selector
    /// must match a touchscreen on the seat.
    /// - Throws: a failure naming the selector that matches nothing (with the
    ///   touchscreens there are), or the device that cannot be opened.
    func openSelected() throws -> [LibevdevDevice]? {
        guard !selectors.isEmpty else { return nil }
        var nodes: [String] = []
        var present: [DeviceDescription]?
        for selector in selectors {
            if case .node = selector.kind {
                // Opened as the user wrote it, so messages name it so; the
                // selector matches by the canonical path.
                nodes.append(selector.text)
                continue
            }
            // Touchscreens, mice and touchpads alike: `run` reads all three.
            let touchscreens = present ?? discovery.scan().devicesRunReads
            present = touchscreens
            let matched = touchscreens.filter(selector.matches).map(\.source)
            guard !matched.isEmpty else {
                let names = touchscreens.map {
                    "\($0.source) \"\($0.name)\"" + ($0.udevProperties["ID_PATH"].map { " (ID_PATH \($0))" } ?? "")
                }
                throw CommandFailure(
                    "--device '\(selector)' matches no touchscreen, mouse or touchpad on \(seat)"
                        + (names.isEmpty ? ", which has none now" : ": there are \(names.joined(separator: ", "))")
                        + ". Give a node, a name glob, an ID_PATH or vendor:product from `touchroute list`.")
            }
            nodes.append(contentsOf: matched)
        }
        // One device named twice (`event7` in /dev/input and /dev/input/event7) is opened once.
        var seen = Set<String>()
        return try nodes.filter { seen.insert(canonicalPath($0)).inserted }.map(open)
    }

    /// The touchscreen at `node`, opened (and grabbed with `grab`).
    private func open(_ node: String) throws -> LibevdevDevice {
        do {
            return try openTouchscreen(path: node, grab: grab, anyNamedDevice: anyNamedDevice) {
                printError("warning: \($0)")
            }
        } catch {
            throw CommandFailure(error)
        }
    }
}
