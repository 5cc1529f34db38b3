import FuzzerDriver

/// Runs libFuzzer's driver with the process's arguments and `testOneInput`
/// as the target, and returns its exit status: 0 when the run ends clean, non-zero
/// on a crash, a timeout or a leak (libFuzzer's own codes).
///
/// Each harness's main.swift calls this: SwiftPM gives every executable its
/// own entry point, so libFuzzer's `main` cannot be the program's.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
}
