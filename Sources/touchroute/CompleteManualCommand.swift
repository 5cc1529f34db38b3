import ArgumentParser
import Glibc
import TouchRouteFiles

/// `touchroute complete-manual DIR`, hidden: adds ENVIRONMENT, FILES and the
/// real EXIT STATUS (`ManualSections`) to the pages argument-parser's
/// `generate-manual --multi-page` wrote into DIR (`touchroute.1`,
/// `touchroute.run.1`, …), and removes the page generate-manual made of
/// this hidden command itself. `scripts/make-deb.sh` runs it on the pages it
/// packages.
struct CompleteManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complete-manual",
        abstract: "Add ENVIRONMENT, FILES and EXIT STATUS to the man pages generate-manual wrote.",
        shouldDisplay: false
    )

    @Argument(help: ArgumentHelp("The folder generate-manual wrote the pages into.", valueName: "DIR"))
    var directory: String

    func run() throws {
        guard let stream = opendir(directory) else {
            throw CommandFailure("cannot read \(directory): \(String(cString: strerror(errno))).")
        }
        var pages: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("touchroute") && name.hasSuffix(".1") { pages.append(name) }
        }
        closedir(stream)
        guard !pages.isEmpty else {
            throw CommandFailure("\(directory) holds no touchroute*.1 page: run generate-manual --multi-page first.")
        }
        for page in pages.sorted() {
            let path = "\(directory)/\(page)"
            let parts = page.dropLast(2).split(separator: ".", maxSplits: 1)
            if parts.count == 2, parts[1] == Self.configuration.commandName ?? "" {
                // This command's own page: it is hidden, so no page.
                guard unlink(path) == 0 else {
                    throw CommandFailure("cannot remove \(path): \(String(cString: strerror(errno))).")
                }
                continue
            }
            let sections = ManualSections(command: parts.count == 2 ? String(parts[1]) : nil)
            let text: String
            do {
                text = String(decoding: try RegularFile.bytes(atPath: path, limit: 1 << 20), as: UTF8.self)
            } catch {
                throw CommandFailure("cannot read \(path): \(error)")
            }
            guard let completed = sections.completing(text) else {
                throw CommandFailure("\(path) has no EXIT STATUS section: is it a page generate-manual wrote?")
            }
            try write(completed, to: path)
        }
    }

    private func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandFailure("cannot write \(path): \(String(cString: strerror(errno))).")
        }
        defer { close(descriptor) }
        if let error = writeAll(Array(text.utf8), to: descriptor) {
            throw CommandFailure("cannot write \(path): \(String(cString: strerror(error))).")
        }
    }
}
