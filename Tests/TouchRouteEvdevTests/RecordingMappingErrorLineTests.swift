import Testing

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// A recording's axis with no range, or its broken calibration property, is
/// found only when the device is mapped; the message still names its line.
@Suite struct RecordingMappingErrorLineTests {
    static func mappingError(_ recording: Recording) throws -> CoordinateMappingError {
        do {
            _ = try CoordinateMapping(device: recording.description)
        } catch {
            return error
        }
        Issue.record("the mapping was made")
        throw RecordingError(path: recording.path, line: nil, reason: .empty)
    }

    @Test func anEvemuAxisWithNoRangeIsFoundAtItsALine() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "empty-axis.evemu",
            text: """
                N: Empty axis
                I: 0018 0000 0000 0000
                B: 03 00 00 00 00 00 80 60 02
                A: 2f 0 9 0 0 0
                A: 35 0 799 0 0 0
                A: 36 5 5 0 0 0
                A: 39 0 65535 0 0 0
                E: 0.000001 0000 0000 0

                """)
        let recording = try Recording.load(from: path)
        #expect(recording.location(of: try Self.mappingError(recording)) == "\(path):6")
    }

    @Test func anEventsOnlyFileIsPointedAtItsDescriptionFile() throws {
        let folder = TemporaryFolder()
        let description = folder.write(
            "device.desc", text: "N: Empty\nI: 0018 0000 0000 0000\nA: 00 0 0 0 0 0\nA: 01 0 479 0 0 0\n")
        let events = folder.write("tap.events", text: "E: 0.000001 0000 0000 0\n")
        let recording = try Recording.load(from: events)
        #expect(recording.location(of: try Self.mappingError(recording)) == "\(description):3")
    }

    @Test func aBrokenLibinputCalibrationIsFoundAtItsUdevPropertyLine() throws {
        let fixture = RecordingFixtures.path("libinput/touchscreen.yml")
        let text = String(decoding: try RecordingFile.bytes(atPath: fixture), as: UTF8.self)
        let folder = TemporaryFolder()
        let path = folder.write(
            "bad-calibration.yml",
            text: text.replacingOccurrences(
                of: "LIBINPUT_CALIBRATION_MATRIX=0 1 0 -1 0 1", with: "LIBINPUT_CALIBRATION_MATRIX=0 1 0"))
        let recording = try Recording.load(from: path)
        #expect(recording.location(of: try Self.mappingError(recording)) == "\(path):49")
    }

    @Test func aProblemWithTheOptionsHasNoLine() throws {
        let recording = try Recording.load(from: RecordingFixtures.path("swipe.evemu"))
        let error = CoordinateMappingError(device: recording.description, problem: .unusablePointsPerMillimetre(0))
        #expect(recording.location(of: error) == nil)
    }
}
