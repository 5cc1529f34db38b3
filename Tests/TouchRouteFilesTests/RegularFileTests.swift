import Foundation
import Glibc
import SystemPackage
import Testing
import TouchRouteFiles

/// `RegularFile.bytes(atPath:limit:)` reads regular files within the limit
/// whole, and refuses everything else by what it is, without ever blocking.
@Suite struct RegularFileTests {
    /// A fresh folder in the temporary directory, removed when the test ends.
    final class Folder {
        let path: String

        init() throws {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent("regular-file-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// The path of a new file `name` holding `bytes`.
        func write(_ name: String, _ bytes: [UInt8]) throws -> String {
            let file = path + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            return file
        }
    }

    @Test func aRegularFileIsReadWholeAcrossManyReads() throws {
        let folder = try Folder()
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }  // several 64 KiB reads
        #expect(try RegularFile.bytes(atPath: folder.write("data", bytes), limit: 1 << 20) == bytes)
    }

    @Test func anEmptyFileIsNoBytes() throws {
        let folder = try Folder()
        #expect(try RegularFile.bytes(atPath: folder.write("empty", []), limit: 0) == [])
    }

    @Test func aFileOfExactlyTheLimitIsReadAndOneByteMoreIsRefused() throws {
        let folder = try Folder()
        let path = try folder.write("limit", [UInt8](repeating: 0x41, count: 1_000))
        #expect(try RegularFile.bytes(atPath: path, limit: 1_000).count == 1_000)
        #expect(throws: RegularFileError.tooLarge(bytes: 1_000, limit: 999)) {
            try RegularFile.bytes(atPath: path, limit: 999)
        }
    }

    @Test func aDirectoryIsRefusedAsADirectory() throws {
        let folder = try Folder()
        #expect(throws: RegularFileError.directory) { try RegularFile.bytes(atPath: folder.path, limit: 1 << 20) }
    }

    @Test(arguments: ["/dev/zero", "/dev/null"])
    func aDeviceNodeIsRefusedUnread(path: String) {
        #expect(throws: RegularFileError.notARegularFile) { try RegularFile.bytes(atPath: path, limit: 1 << 20) }
    }

    /// Opening a FIFO that has no writer would wait for one; opened
    /// non-blocking, it returns at once and is refused.
    @Test func aFIFOWithoutAWriterIsRefusedWithoutWaiting() throws {
        let folder = try Folder()
        let path = folder.path + "/fifo"
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: RegularFileError.notARegularFile) { try RegularFile.bytes(atPath: path, limit: 1 << 20) }
    }

    @Test func aMissingFileIsItsErrno() throws {
        let folder = try Folder()
        #expect(throws: RegularFileError.unreadable(.noSuchFileOrDirectory)) {
            try RegularFile.bytes(atPath: folder.path + "/missing", limit: 1 << 20)
        }
        let file = try folder.write("file", [1])
        for beyondTheFile in [file + "/inside", file + "/"] {
            #expect(throws: RegularFileError.unreadable(.notDirectory)) {
                try RegularFile.bytes(atPath: beyondTheFile, limit: 1 << 20)
            }
        }
    }

    /// root reads any file, so there the permission bits refuse nothing.
    @Test(.disabled(if: geteuid() == 0, "root may read a file without read permission"))
    func aFileWithoutReadPermissionIsItsErrno() throws {
        let folder = try Folder()
        let path = try folder.write("secret", [1, 2, 3])
        try #require(chmod(path, 0o200) == 0)
        #expect(throws: RegularFileError.unreadable(.permissionDenied)) {
            try RegularFile.bytes(atPath: path, limit: 1 << 20)
        }
    }
}
