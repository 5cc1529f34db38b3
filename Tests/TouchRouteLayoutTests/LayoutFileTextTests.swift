import Foundation
import Glibc
import Testing
import TouchRouteLayout

/// What `LayoutFile.load` reads: regular files of UTF-8 text up to 1 MiB;
/// device nodes, FIFOs, larger and binary files are refused with a message.
@Suite struct LayoutFileTextTests {
    /// The message loading `path` gets.
    func message(loading path: String) -> String {
        do {
            _ = try LayoutFile.load(path: path)
            return "no error"
        } catch {
            return error.description
        }
    }

    /// A fresh file holding `bytes` in the temporary directory.
    func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).yaml")
            .path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom", "/dev/null"])
    func aDeviceNodeIsRefusedUnread(path: String) {
        #expect(
            message(loading: path) == "\(path): the layout is not a regular file but a device, FIFO or socket. "
                + "Give the path of a layout file (YAML or JSON).")
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).fifo")
            .path
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(
            message(loading: path).hasSuffix(
                ": the layout is not a regular file but a device, FIFO or socket. "
                    + "Give the path of a layout file (YAML or JSON)."))
    }

    @Test func aFileOverOneMebibyteIsRefused() throws {
        let path = try file([UInt8](repeating: UInt8(ascii: " "), count: (1 << 20) + 1))
        defer { unlink(path) }
        #expect(
            message(loading: path) == "\(path): the file is larger than 1024 KiB, the most a layout may be. "
                + "Give a layout file: layouts are a few kilobytes of YAML or JSON.")
        let text = String(repeating: " ", count: (1 << 20) + 1)
        #expect(throws: LayoutError.self) { try LayoutFile.parse(text, file: "x.yaml") }
    }

    @Test func aBinaryFileIsRefusedAtItsLineWithTheBytesEscaped() throws {
        let bytes = Array("views:\n  - {type: view}\n".utf8) + [0x1B, 0x5B, 0x32, 0x4A, 0xFF, 0xFE, 0x00, 0x07, 0x0A]
        let path = try file(bytes)
        defer { unlink(path) }
        let text = message(loading: path)
        #expect(
            text == "\(path):3: the file is not UTF-8 text: the byte 0xFF is not UTF-8, in "
                + "'\\u{1B}[2J\\xFF\\xFE\\u{0}\\u{7}'. Give a layout file (YAML or JSON) saved as UTF-8.")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func aControlCharacterInUTF8TextIsEscapedInYAMLsComplaint() {
        let text = LayoutErrorTests().message("views:\n  - {type: view, name: a\u{1B}[2J, frame: [0, 0, 1, 1]}\n")
        #expect(
            text == "x.yaml:2: YAML cannot read the character '\\u{1B}': control characters are not allowed. "
                + "Remove it, or write it as an escape (\\u001B) inside a double-quoted string.")
    }
}
