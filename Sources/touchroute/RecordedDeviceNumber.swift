import ArgumentParser
import TouchRouteEvdev

/// `--device N` of `convert` and `emulate`: one device of a recording file
/// of several, counted from 1 in file order, as `replay` numbers them in its
/// `device 2 of 3` lines.
enum RecordedDeviceNumber {
    /// The device `number` names among `recordings` (one file's).
    /// - Throws: a usage error that lists the devices when there is none by
    ///   that number.
    static func pick(_ number: Int, of recordings: [Recording], in file: String) throws -> Recording {
        guard (1...recordings.count).contains(number) else {
            throw ValidationError(
                "--device \(number): \(file) holds \(list(recordings)); give --device "
                    + (recordings.count == 1 ? "1." : "1 to \(recordings.count)."))
        }
        return recordings[number - 1]
    }

    /// The devices of a file, numbered, for messages: `2 devices: 1 "A", 2 "B"`.
    static func list(_ recordings: [Recording]) -> String {
        (recordings.count == 1 ? "1 device: " : "\(recordings.count) devices: ")
            + recordings.indices.map { "\($0 + 1) \"\(QuotedInput.printable(recordings[$0].description.name))\"" }
            .joined(separator: ", ")
    }
}
