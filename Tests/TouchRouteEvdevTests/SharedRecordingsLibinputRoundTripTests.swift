import Testing

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// Every real recording in `../shared/recordings`, written as `libinput
/// record` YAML and loaded back: the same description (but for its source)
/// and the same events. The recordings are never copied into the repository;
/// when the folder is absent this skips and says why.
@Suite(
    .enabled(
        if: RecordingFixtures.sharedRecordingsArePresent,
        Comment(rawValue: RecordingFixtures.sharedRecordingsAbsent)))
struct SharedRecordingsLibinputRoundTripTests {
    static var folders: [String] {
        RecordingFixtures.names(in: RecordingFixtures.sharedRecordings).filter {
            RecordingFixtures.isFolder(RecordingFixtures.sharedRecordings + "/" + $0)
        }
    }

    @Test(arguments: folders)
    func everyFileRoundTrips(folder: String) throws {
        let path = RecordingFixtures.sharedRecordings + "/" + folder
        let names = RecordingFixtures.names(in: path)
        #expect(!names.isEmpty)
        for name in names {
            // An .events file pairs with the device.desc beside it.
            let original = try Recording.load(from: path + "/" + name)
            LibinputRecordRoundTrip.expectSame(try LibinputRecordRoundTrip.reload(original), as: original)
        }
    }
}
