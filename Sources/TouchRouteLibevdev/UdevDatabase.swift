import Glibc

/// Reads udev's properties for a device node from udev's runtime database,
/// `/run/udev/data/c<major>:<minor>`, where each `E:KEY=VALUE` line is one
/// property. This is how `LIBINPUT_CALIBRATION_MATRIX` set by a hwdb entry or a
/// rule reaches TouchRoute without linking libudev.
enum UdevDatabase {
    static let standardDirectory = "/run/udev/data"

    /// The node's properties; empty when udev is not running or has none.
    static func properties(ofNode path: String, in directory: String = standardDirectory) -> [String: String] {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFCHR else { return [:] }
        let file = "\(directory)/c\(major(of: status.st_rdev)):\(minor(of: status.st_rdev))"
        guard let text = readText(file) else { return [:] }
        return parse(text)
    }

    /// glibc's encoding of a device number (`major()` and `minor()` in
    /// `<sys/sysmacros.h>`, which Swift does not import).
    static func major(of device: dev_t) -> UInt64 {
        let device = UInt64(device)
        return ((device >> 8) & 0x0000_0fff) | ((device >> 32) & 0xffff_f000)
    }

    static func minor(of device: dev_t) -> UInt64 {
        let device = UInt64(device)
        return (device & 0x0000_00ff) | ((device >> 12) & 0xffff_ff00)
    }

    /// `E:KEY=VALUE` lines; every other line is ignored.
    static func parse(_ text: String) -> [String: String] {
        var properties: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("E:") {
            let entry = line.dropFirst(2)
            guard let equals = entry.firstIndex(of: "=") else { continue }
            properties[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
        }
        return properties
    }

    private static func readText(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
