import Glibc
import Testing
@testable import TouchRouteEvdev

@Suite struct RecordingFileTests {
    @Test func readsEveryByte() throws {
        let folder = TemporaryFolder()
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) }  // several 64 KiB reads
        let path = folder.write("bytes.bin", bytes: bytes)
        #expect(try RecordingFile.bytes(atPath: path) == bytes)
        #expect(try RecordingFile.bytes(atPath: folder.write("empty", text: "")) == [])
    }

    @Test(arguments: [
        (ENOENT, RecordingError.Reason.noSuchFile), (ENOTDIR, .noSuchFile),
        (EACCES, .permissionDenied), (EPERM, .permissionDenied), (EISDIR, .isADirectory),
        (EIO, .unreadable(errno: EIO, message: "Input/output error")),
    ])
    func errnoValuesBecomeReasons(code: Int32, reason: RecordingError.Reason) {
        #expect(RecordingFile.failure(path: "x", errno: code) == RecordingError(path: "x", line: nil, reason: reason))
    }

    @Test func aPathThroughAFileIsNoSuchFile() {
        let file = RecordingFixtures.path("swipe.evemu")
        #expect(throws: RecordingError(path: file + "/device.desc", line: nil, reason: .noSuchFile)) {
            try RecordingFile.bytes(atPath: file + "/device.desc")
        }
    }
}
