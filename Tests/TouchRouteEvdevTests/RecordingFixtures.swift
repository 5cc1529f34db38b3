import Glibc

/// Where the recording fixtures are: the hand-written ones in this test
/// target, and the real recordings shared beside the package, when present.
enum RecordingFixtures {
    /// `Tests/TouchRouteEvdevTests`, found from this file's own path.
    static let testFolder: String = folder(of: #filePath)

    /// `Tests/TouchRouteEvdevTests/Fixtures/recordings`.
    static let folder = testFolder + "/Fixtures/recordings"

    /// The package root, two folders above the test folder.
    static let packageRoot: String = folder(of: folder(of: testFolder))

    /// `../shared/recordings` from the package root: real touchscreen
    /// recordings that must never be copied into the repository.
    static let sharedRecordings = packageRoot + "/../shared/recordings"

    static var sharedRecordingsArePresent: Bool { isFolder(sharedRecordings) }

    static let sharedRecordingsAbsent =
        "../shared/recordings is absent beside the package root (\(packageRoot)): skipping the real-hardware recording checks."

    static func path(_ name: String) -> String { folder + "/" + name }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in `folder`, sorted, without `.` and `..`.
    static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}

/// A fresh folder under /tmp for files a test writes, removed with everything
/// in it when the value goes away.
final class TemporaryFolder {
    let path: String
    private var files: [String] = []

    init() {
        var template = Array("/tmp/touchroute-recordings-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return nil }
            return String(cString: made)
        }
        path = created ?? "/tmp"
    }

    /// Writes `bytes` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, bytes: [UInt8], mode: mode_t = 0o644) -> String {
        let file = path + "/" + name
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, mode)
        if descriptor >= 0 {
            _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            chmod(file, mode)
        }
        files.append(file)
        return file
    }

    @discardableResult
    func write(_ name: String, text: String, mode: mode_t = 0o644) -> String {
        write(name, bytes: Array(text.utf8), mode: mode)
    }

    /// Makes a folder `name` in the folder and returns its path.
    func makeFolder(_ name: String) -> String {
        let folder = path + "/" + name
        mkdir(folder, 0o755)
        files.append(folder)
        return folder
    }

    deinit {
        for file in files.reversed() {
            if unlink(file) != 0 { rmdir(file) }
        }
        rmdir(path)
    }
}
