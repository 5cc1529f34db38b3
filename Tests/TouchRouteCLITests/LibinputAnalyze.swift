import Foundation

/// `libinput analyze`, libinput's Python tools for `libinput record` files,
/// when this machine has them: Debian's libinput-tools, python3-libevdev and
/// python3-yaml. They run with Debian's own python3 first on the PATH, so a
/// python3 from elsewhere (pyenv, a virtualenv) without those modules does not
/// stand in.
enum LibinputAnalyze {
    static let libinput = "/usr/bin/libinput"
    static let python = "/usr/bin/python3"
    static let path = "/usr/bin:/bin"

    static let absentMessage =
        "libinput analyze is not usable here: install libinput-tools, python3-libevdev and python3-yaml (apt-get install -y libinput-tools python3-libevdev python3-yaml) to check written files with libinput's own reader."

    static let isInstalled: Bool = {
        guard FileManager.default.isExecutableFile(atPath: libinput),
            FileManager.default.isExecutableFile(atPath: python),
            let check = try? execute(python, ["-c", "import libevdev, yaml"])
        else { return false }
        return check.status == 0
    }()

    static func run(_ arguments: [String]) throws -> CLIRunner.Result {
        try execute(libinput, ["analyze"] + arguments)
    }

    private static func execute(_ program: String, _ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.execute(
            URL(fileURLWithPath: program), arguments, environment: ["PATH": path, "LC_ALL": "C.UTF-8"])
    }
}
