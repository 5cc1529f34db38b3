import Testing
import TouchRoute

@testable import TouchRouteEvdev

@Suite struct EvemuWriterTests {
    static let tiny = DeviceDescription(
        name: "Tiny Screen",
        identity: DeviceIdentity(bus: 0x18, vendor: 0x4f3, product: 0, version: 0x100),
        properties: [InputProperty.direct],
        codes: [EventType.syn: [0, 1, 3], EventType.key: [EventCode.btnTouch], EventType.abs: [0, 1]],
        axes: [
            0: AbsoluteAxis(minimum: 0, maximum: 799),
            1: AbsoluteAxis(minimum: -5, maximum: 479, fuzz: 1, resolution: 5),
        ])

    static func blankMaskLines(_ type: String, count: Int) -> String {
        String(repeating: "B: \(type) 00 00 00 00 00 00 00 00\n", count: count)
    }

    @Test func headerHasEvemusLayout() {
        let expected =
            "# EVEMU 1.3\n"
            + "# Input device name: \"Tiny Screen\"\n"
            + "# Input device ID: bus 0x0018 vendor 0x04f3 product 0x0000 version 0x0100\n"
            + "N: Tiny Screen\n"
            + "I: 0018 04f3 0000 0100\n"
            + "P: 02 00 00 00 00 00 00 00\n"
            + "B: 00 0b 00 00 00 00 00 00 00\n"
            + Self.blankMaskLines("01", count: 5)
            + "B: 01 00 04 00 00 00 00 00 00\n"  // BTN_TOUCH 0x14a: byte 41, bit 2
            + Self.blankMaskLines("01", count: 6)
            + Self.blankMaskLines("02", count: 1)
            + "B: 03 03 00 00 00 00 00 00 00\n"
            + Self.blankMaskLines("04", count: 1)
            + Self.blankMaskLines("05", count: 1)
            + Self.blankMaskLines("11", count: 1)
            + Self.blankMaskLines("12", count: 1)
            + Self.blankMaskLines("14", count: 1)
            + Self.blankMaskLines("15", count: 2)
            + "A: 00 0 799 0 0 0\n"
            + "A: 01 -5 479 1 0 5\n"
        #expect(EvemuWriter(description: Self.tiny).header == expected)
    }

    @Test(arguments: [
        (
            InputEvent(
                time: EventTime(seconds: 1_330_495_931, microseconds: 101_111), type: 3, code: 0x35, value: 1463),
            "E: 1330495931.101111 0003 0035 1463\n"
        ),
        (
            InputEvent(time: EventTime(seconds: 0, microseconds: 1), type: 0, code: 0, value: 0),
            "E: 0.000001 0000 0000 0\n"
        ),
        (
            InputEvent(time: EventTime(seconds: 12, microseconds: 0), type: 3, code: 0x39, value: -1),
            "E: 12.000000 0003 0039 -1\n"
        ),
        (
            InputEvent(
                time: EventTime(seconds: Int.max, microseconds: 999_999), type: 0xffff, code: 0xabc, value: .min),
            "E: 9223372036854.775807 ffff 0abc -2147483648\n"  // the latest moment there is
        ),
        (
            InputEvent(time: EventTime(totalMicroseconds: .min), type: 0xffff, code: 0xabc, value: .min),
            "E: -9223372036855.224192 ffff 0abc -2147483648\n"  // the earliest
        ),
    ])
    func eventLinesUseEvemusFormat(event: InputEvent, line: String) {
        let writer = EvemuWriter(description: Self.tiny)
        #expect(writer.line(for: event) == line)
        var bytes: [UInt8] = []
        writer.appendLine(for: event, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == line)
    }

    @Test func streamingLinesAfterTheHeaderMakeTheWholeText() throws {
        let document = try EvemuDocumentTests.parseFixture("panel/tap.events")
        let writer = EvemuWriter(description: Self.tiny)
        var streamed = Array(writer.header.utf8)
        for event in document.events {
            writer.appendLine(for: event, to: &streamed)
        }
        #expect(String(decoding: streamed, as: UTF8.self) == writer.text(events: document.events))
        #expect(writer.text(events: []) == writer.header)
    }

    @Test func aReusedBufferDoesNotGrow() {
        let writer = EvemuWriter(description: Self.tiny)
        let widest = InputEvent(time: EventTime(totalMicroseconds: .min), type: 0xffff, code: 0xffff, value: .min)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(64)
        let capacity = buffer.capacity
        for _ in 0..<1000 {
            buffer.removeAll(keepingCapacity: true)
            writer.appendLine(for: widest, to: &buffer)
        }
        #expect(buffer.capacity == capacity)
        #expect(buffer.count == 47)  // the longest line there is
    }

    // MARK: - Round trips

    @Test(arguments: ["panel/device.desc", "swipe.evemu", "old-format.evemu"])
    func writingThenReadingGivesTheSameDescriptionAndEvents(fixture: String) throws {
        var original = try EvemuDocumentTests.parseFixture(fixture)
        if original.events.isEmpty {
            original.events = try EvemuDocumentTests.parseFixture("panel/tap.events").events
        }
        let description = try #require(original.description)
        let text = EvemuWriter(description: description).text(events: original.events)
        let copy = try EvemuDocument(parsing: text, path: description.source)
        #expect(copy.description == original.description && copy.events == original.events)
    }

    /// Random devices and events, fixed seeds: whatever the writer writes, the
    /// reader reads back as it was.
    @Test(arguments: 0..<200)
    func randomDescriptionsAndEventsRoundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let nameCharacters = Array("abcXYZ019 #-_:()/äö")
        let nameLength = 1 + random.next(below: 30)
        var name = String((0..<nameLength).map { _ in nameCharacters[random.next(below: nameCharacters.count)] })
        name = "N" + name + "e"  // names are trimmed on reading, so no outer blanks

        var codes: [EventType: Set<EventCode>] = [:]
        for _ in 0..<random.next(below: 8) {
            let type = EventType(rawValue: UInt16(random.next(below: 0x20)))
            let count = 1 + random.next(below: 10)
            codes[type, default: []].formUnion(
                (0..<count).map { _ in EventCode(rawValue: UInt16(random.next(below: 0x300))) })
        }
        var axes: [EventCode: AbsoluteAxis] = [:]
        for _ in 0..<random.next(below: 10) {
            let code = EventCode(rawValue: UInt16(random.next(below: 0x40)))
            let minimum = Int32(truncatingIfNeeded: random.next()) / 2
            let maximum = Int32(clamping: Int(minimum) + random.next(below: Int(Int32.max)))
            axes[code] = AbsoluteAxis(
                minimum: minimum, maximum: maximum, fuzz: Int32(truncatingIfNeeded: random.next()),
                flat: Int32(random.next(below: 10)), resolution: Int32(random.next(below: 100)))
        }
        if !axes.isEmpty { codes[EventType.abs, default: []].formUnion(axes.keys) }
        let description = DeviceDescription(
            name: name,
            identity: DeviceIdentity(
                bus: UInt16(truncatingIfNeeded: random.next()), vendor: UInt16(truncatingIfNeeded: random.next()),
                product: UInt16(truncatingIfNeeded: random.next()), version: UInt16(truncatingIfNeeded: random.next())),
            properties: Set(
                (0..<random.next(below: 4)).map { _ in InputProperty(rawValue: UInt16(random.next(below: 32))) }),
            codes: codes, axes: axes, source: "random-\(seed).evemu")
        let events = (0..<random.next(below: 50)).map { _ in
            InputEvent(
                time: EventTime(
                    seconds: random.next(below: EventTime.largestSeconds + 1),
                    microseconds: random.next(below: 1_000_000)),
                type: EventType(rawValue: UInt16(truncatingIfNeeded: random.next())),
                code: EventCode(rawValue: UInt16(truncatingIfNeeded: random.next())),
                value: Int32(truncatingIfNeeded: random.next()))
        }

        let text = EvemuWriter(description: description).text(events: events)
        let copy = try EvemuDocument(parsing: text, path: description.source)
        #expect(copy.description == description && copy.events == events)
    }

    @Test func lineBreaksInANameBecomeSpaces() throws {
        var description = Self.tiny
        description.name = "Two\nLines\r\nName"
        let copy = try EvemuDocument(parsing: EvemuWriter(description: description).header, path: "x")
        #expect(copy.description?.name == "Two Lines Name")
    }
}
