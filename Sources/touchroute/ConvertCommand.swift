import ArgumentParser
import Glibc
import TouchRouteEvdev
import TouchRouteRecordings

/// `touchroute convert`: rewrite a recording in the other file format,
/// without a device.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a recording between evemu and libinput record files, without a device.",
        discussion: """
            Reads FILE (evemu, with its own description or the one beside it, or a libinput record \
            file) and writes it in the format --to names: each device's description and every one \
            of its evdev events, with times counted from the first event, so that `touchroute \
            replay` routes the converted file as it routes FILE. A libinput record file may hold \
            several devices (`libinput record --all`): all of them are written to libinput's \
            format, and --device N picks one (1 is the first, as replay numbers them); evemu holds one device, so \
            converting such a file to evemu needs --device. libinput's own pointer events \
            (`--with-libinput`, a touchpad's scroll) are kept too; evemu has no place for them or \
            for udev properties (a calibration matrix), so they go into comments that evemu's \
            tools ignore and `touchroute replay` reads. A file cut \
            off at its end is converted up to its last complete frame, with a warning, and the \
            exit status is 3 (incomplete).
            """
    )

    @OptionGroup var recordingFile: RecordingFileArgument
    var file: String { recordingFile.file }
    var descriptionFile: String? { recordingFile.descriptionFile }

    @Option(help: ArgumentHelp("The format to write: evemu or libinput.", valueName: "FORMAT"))
    var to: RecordingFileFormat

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The file to write.", valueName: "FILE"))
    var output: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Which device of a file with several to convert, from 1 in file order.", valueName: "N"))
    var device: Int?

    func run() throws {
        var recordings: [Recording]
        do {
            recordings = try Recording.loadEveryDevice(from: file, descriptionFile: descriptionFile)
        } catch {
            throw CommandFailure(error)
        }
        if let device {
            recordings = [try RecordedDeviceNumber.pick(device, of: recordings, in: file)]
        } else if to == .evemu && recordings.count > 1 {
            throw ValidationError(
                "\(file) holds \(RecordedDeviceNumber.list(recordings)), and an evemu file holds one device: pick one with --device N, "
                    + "or keep them all with --to libinput.")
        }
        try write(recordings)
        let events = recordings.reduce(0) { $0 + $1.events.count }
        printError(
            "converted \(file) (\(recordings.count == 1 ? "1 device" : "\(recordings.count) devices"), \(events) events) to \(output) (\(to.rawValue))."
        )
        if let truncation = recordings.lazy.compactMap(\.truncation).first {
            printError("incomplete conversion (exit status 3): \(truncation)")
            throw ReplayCommand.incompleteStatus
        }
    }

    /// Write to a file beside `output` and rename it over `output` once
    /// complete, so a failed conversion leaves no half-written file, and
    /// converting a file onto itself reads it whole before replacing it. The
    /// file is new and unique (`mkstemp`: `O_CREAT | O_EXCL`, so it never
    /// follows a symlink someone left in its place), mode 0644 less the umask.
    private func write(_ recordings: [Recording]) throws {
        let slash = output.lastIndex(of: "/")
        let directory = slash.map { $0 == output.startIndex ? "/" : String(output[..<$0]) } ?? "."
        let name = slash.map { String(output[output.index(after: $0)...]) } ?? output
        let path = (directory == "/" ? "/" : directory + "/") + "." + name + ".touchroute-XXXXXX"
        var template = Array(path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CommandFailure(
                "cannot write \(output): a new file cannot be made in \(directory), where it is written first and then renamed into place (\(String(cString: strerror(errno)))). Choose a path in a writable directory with --output."
            )
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o644 & ~mask)
        let sink = { (bytes: [UInt8]) throws -> Void in
            if let error = writeAll(bytes, to: descriptor) {
                throw CommandFailure("cannot write to \(output): \(String(cString: strerror(error))).")
            }
        }
        do {
            switch to {
            case .evemu: try RecordingConversion.writeEvemu(recordings[0], to: sink)
            case .libinput: try RecordingConversion.writeLibinputRecord(recordings, to: sink)
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CommandFailure("cannot write to \(output): \(reason).")
        }
        guard rename(temporary, output) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CommandFailure("cannot create \(output): \(reason). Choose a writable path with --output.")
        }
    }
}
