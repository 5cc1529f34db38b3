import Foundation

/// A C or C++ program from `C/`, compiled against the header and the
/// `libTouchRouteC.so` this build made (as a toolkit would link it), then run.
struct CProgram {
    struct Run {
        /// The exit status, or the signal's number when it died by one.
        let status: Int32
        let terminationReason: Process.TerminationReason
        let standardOutput: String
        let standardError: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("C")
    static let headers = packageRoot.appendingPathComponent("Sources/CTouchRoute/include")

    /// The folder holding the library: beside the test bundle, as `swift test` builds it.
    static var libraryDirectory: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [beside, beside.deletingLastPathComponent()] {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("libTouchRouteC.so").path) {
                return directory
            }
        }
        return packageRoot.appendingPathComponent(".build/debug")
    }

    /// The strictest flags the header promises to pass.
    static let cFlags = ["-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror"]
    static let cxxFlags = ["-std=c++17", "-Wall", "-Wextra", "-pedantic", "-Werror"]

    /// Whether this test process runs under AddressSanitizer (`swift test
    /// --sanitize=address`). The library then leaves the sanitizer's runtime
    /// to the program, which must be built with the same one: the Swift
    /// toolchain's clang (from PATH) with -fsanitize=address, not gcc's.
    static let isAddressSanitized = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
    /// The same for ThreadSanitizer (`swift test --sanitize=thread`): the
    /// program is built with -fsanitize=thread, so the races it sees in its
    /// own threads and in the library are reported and fail it.
    static let isThreadSanitized = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

    /// What a program needs besides the sanitizer flag: the toolchain's
    /// ThreadSanitizer runtime intercepts libdispatch, so the program links
    /// the toolchain's libdispatch and BlocksRuntime, from `lib/swift/linux`
    /// beside the `clang` on PATH that compiles it.
    static var sanitizerLinking: [String] {
        guard isThreadSanitized else { return [] }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let bin = path.split(separator: ":").map(String.init).first(where: {
                FileManager.default.isExecutableFile(atPath: $0 + "/clang")
            })
        else { return [] }
        let directory = URL(fileURLWithPath: bin).deletingLastPathComponent().appendingPathComponent("lib/swift/linux")
            .path
        return ["-L", directory, "-ldispatch", "-lBlocksRuntime", "-Wl,-rpath,\(directory)"]
    }

    let executable: URL

    /// Compile `source` (in `C/`); a `.cpp` file with g++. Throws with the
    /// compiler's output when it fails.
    init(_ source: String) throws {
        try self.init(file: Self.sources.appendingPathComponent(source))
    }

    /// Compile the C or C++ file at `file`.
    init(file: URL) throws {
        let source = file.lastPathComponent
        let isCxx = source.hasSuffix(".cpp")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchroute-c-\(getpid())-\((source as NSString).deletingPathExtension)")
        let library = Self.libraryDirectory.path
        let arguments =
            (isCxx ? Self.cxxFlags : Self.cFlags) + [
                "-I", Self.headers.path, "-I", Self.sources.path, file.path,
                "-L", library, "-lTouchRouteC", "-Wl,-rpath,\(library)", "-lm", "-o", output.path,
            ]
        let compiled =
            if let sanitizer = Self.isAddressSanitized ? "address" : Self.isThreadSanitized ? "thread" : nil {
                try Self.run(
                    URL(fileURLWithPath: "/usr/bin/env"),
                    [isCxx ? "clang++" : "clang", "-fsanitize=\(sanitizer)"] + arguments + Self.sanitizerLinking)
            } else {
                try Self.run(URL(fileURLWithPath: isCxx ? "/usr/bin/g++" : "/usr/bin/cc"), arguments)
            }
        guard compiled.status == 0 else {
            throw CompileFailure(source: source, output: compiled.standardError + compiled.standardOutput)
        }
        executable = output
    }

    func run(_ arguments: [String] = []) throws -> Run {
        defer { try? FileManager.default.removeItem(at: executable) }
        return try Self.run(executable, arguments)
    }

    struct CompileFailure: Error, CustomStringConvertible {
        let source: String
        let output: String
        var description: String { "\(source) did not compile:\n\(output)" }
    }

    private static func run(_ executable: URL, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, so a large output cannot fill the pipe and stall.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, terminationReason: process.terminationReason,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}
