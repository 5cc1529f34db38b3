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

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = TemporaryFolder()
        let path = folder.write("big.evemu", bytes: [UInt8](repeating: 0x41, count: 2_000))
        #expect(throws: RecordingError(path: path, line: nil, reason: .tooLarge(bytes: 2_000, limit: 1_000))) {
            try RecordingFile.bytes(atPath: path, limit: 1_000)
        }
        #expect(try RecordingFile.bytes(atPath: path, limit: 2_000).count == 2_000)
        #expect(
            RecordingError(
                path: "big.evemu", line: nil, reason: .tooLarge(bytes: 3 << 30, limit: RecordingFile.sizeLimit)
            ).description
                == "big.evemu: is 3221225472 bytes, more than the 134217728 bytes (128 MiB) a recording may have. Check that this is the recording you meant; a longer session can be recorded, and replayed, in several shorter files."
        )
    }

    @Test func specialFilesAreStillRefusedWhateverTheirSize() {
        #expect(throws: RecordingError(path: "/dev/zero", line: nil, reason: .notARegularFile)) {
            try RecordingFile.bytes(atPath: "/dev/zero")
        }
    }

    @Test func aPathThroughAFileIsNoSuchFile() {
        let file = RecordingFixtures.path("swipe.evemu")
        #expect(throws: RecordingError(path: file + "/device.desc", line: nil, reason: .noSuchFile)) {
            try RecordingFile.bytes(atPath: file + "/device.desc")
        }
    }
}
