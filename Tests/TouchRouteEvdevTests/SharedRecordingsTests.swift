import Testing
import TouchRoute

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// The real touchscreen recordings in `../shared/recordings`, checked against
/// the table in that folder's README. They are never copied into the
/// repository; when the folder is absent these tests skip and say why.
@Suite(
    .enabled(
        if: RecordingFixtures.sharedRecordingsArePresent,
        Comment(rawValue: RecordingFixtures.sharedRecordingsAbsent)))
struct SharedRecordingsTests {
    /// One row of the README's table.
    struct Device: Sendable, CustomTestStringConvertible {
        var folder: String
        var nameContains: String
        var slots: Int
        var x: ClosedRange<Int32>
        var y: ClosedRange<Int32>
        /// The README's "(fuzz 4)", on ABS_X and ABS_Y; nil where it says none.
        var fuzz: Int32?
        /// The README lists ABS_MT_TOOL_TYPE (others may have it unlisted).
        var listsToolType: Bool
        /// "Each file has its own description", or "Description in device.desc".
        var eachFileHasItsOwnDescription: Bool

        var testDescription: String { folder }
        var path: String { RecordingFixtures.sharedRecordings + "/" + folder }
    }

    static let table: [Device] = [
        Device(
            folder: "atmel-maxtouch", nameContains: "Atmel maXTouch", slots: 10, x: 0...799, y: 0...479,
            fuzz: nil, listsToolType: false, eachFileHasItsOwnDescription: true),
        Device(
            folder: "ep0430m09", nameContains: "EP0430M09", slots: 5, x: 0...1279, y: 0...767,
            fuzz: nil, listsToolType: false, eachFileHasItsOwnDescription: true),
        Device(
            folder: "wacom-isdv4-e6", nameContains: "Wacom ISDv4 E6 Finger", slots: 2, x: 0...2776, y: 0...1569,
            fuzz: 4, listsToolType: true, eachFileHasItsOwnDescription: false),
    ]

    /// Every file of every folder, loaded once for all the tests here.
    static let loaded: [String: Result<[Recording], RecordingError>] = Dictionary(
        uniqueKeysWithValues: table.map { device in
            (
                device.folder,
                Result { () throws(RecordingError) in
                    try RecordingFixtures.names(in: device.path).map { name throws(RecordingError) in
                        try Recording.load(from: device.path + "/" + name)
                    }
                }
            )
        })

    static func recordings(of device: Device) throws -> [Recording] {
        try loaded[device.folder]?.get() ?? []
    }

    @Test(arguments: table)
    func everyFileParsesAndDescribesTheTablesDevice(device: Device) throws {
        let recordings = try Self.recordings(of: device)
        #expect(recordings.count >= 5)
        for recording in recordings {
            let description = recording.description
            #expect(recording.format == .evemu)
            #expect(description.name.contains(device.nameContains), "\(recording.path)")
            #expect(description.multitouchProtocol == .slotted(slots: device.slots), "\(recording.path)")
            #expect(DeviceKind(description) == .touchscreen, "\(recording.path)")
            let axes = try #require(description.positionAxes)
            #expect(axes.x.minimum...axes.x.maximum == device.x, "\(recording.path)")
            #expect(axes.y.minimum...axes.y.maximum == device.y, "\(recording.path)")
            #expect(description.axes[EventCode.absX].map { $0.minimum...$0.maximum } == device.x)
            #expect(description.axes[EventCode.absY].map { $0.minimum...$0.maximum } == device.y)
            if let fuzz = device.fuzz {
                #expect(description.axes[EventCode.absX]?.fuzz == fuzz)
                #expect(description.axes[EventCode.absY]?.fuzz == fuzz)
            }
            if device.listsToolType {
                #expect(description.hasAxis(EventCode.absMTToolType))
            }
            #expect(description.hasProperty(InputProperty.direct))
            #expect(description.hasKey(EventCode.btnTouch))
        }
    }

    @Test(arguments: table)
    func descriptionsComeFromWhereTheTableSays(device: Device) throws {
        for recording in try Self.recordings(of: device) {
            let ownDescription = device.eachFileHasItsOwnDescription || recording.path.hasSuffix("/device.desc")
            let expectedSource = ownDescription ? recording.path : device.path + "/device.desc"
            #expect(recording.description.source == expectedSource)
        }
        // Within a folder, every description is the same device.
        let descriptions = try Self.recordings(of: device).map { recording in
            var description = recording.description
            description.source = ""
            return description
        }
        #expect(Set(descriptions).count == 1)
    }

    @Test(arguments: table)
    func eventFilesHoldWholeFramesInTimeOrder(device: Device) throws {
        let recordings = try Self.recordings(of: device).filter { $0.path.hasSuffix(".events") }
        #expect(!recordings.isEmpty)
        for recording in recordings {
            #expect(!recording.events.isEmpty, "\(recording.path)")
            #expect(recording.events.last?.isReport == true, "\(recording.path)")
            let times = recording.events.map(\.time)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "\(recording.path)")
            let slotsUsed = recording.events.filter { $0.type == EventType.abs && $0.code == EventCode.absMTSlot }
            #expect(slotsUsed.allSatisfy { (0..<Int32(device.slots)).contains($0.value) }, "\(recording.path)")
        }
    }

    @Test func theRecordingsNamedInTheReadmeExist() throws {
        let wacom = try Recording.load(
            from: RecordingFixtures.sharedRecordings + "/wacom-isdv4-e6/single-top-swipe.events")
        #expect(wacom.events.count > 100)
        #expect(wacom.events.first?.time.seconds ?? 0 > 1_000_000_000)  // absolute times
        let atmel = try Recording.load(
            from: RecordingFixtures.sharedRecordings + "/atmel-maxtouch/1-finger-drag-up-down.events")
        #expect(atmel.events.first?.time == EventTime(seconds: 0, microseconds: 1))  // near-zero times
    }

    @Test(arguments: table)
    func realRecordingsSurviveTheWriter(device: Device) throws {
        for recording in try Self.recordings(of: device) {
            let text = EvemuWriter(description: recording.description).text(events: recording.events)
            let copy = try EvemuDocument(parsing: text, path: recording.description.source)
            #expect(copy.description == recording.description && copy.events == recording.events, "\(recording.path)")
        }
    }
}
