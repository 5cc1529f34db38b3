import Testing
import TouchRoute
import TouchRouteTraceFormat

/// A user's own gesture kind: a continuous recognizer of its own goes
/// through `began` under its own name, in both trace formats, with the
/// JSON trace escaping whatever the name holds.
@Suite struct UserGestureKindFormatTests {
    /// A continuous recognizer of a kind of its own, moved by the test.
    final class Scrub: GestureRecognizer {
        let ownKind: GestureKind
        init(name: String, kind: GestureKind) {
            ownKind = kind
            super.init(name: name)
        }
        override var kind: GestureKind { ownKind }
    }

    /// The trace records of `recognizer` beginning and ending on a window's root.
    private func records(of recognizer: GestureRecognizer) -> [TraceRecord] {
        let window = Window(size: Size(400, 400))
        var records: [TraceRecord] = []
        window.trace = { records.append($0) }
        window.addGestureRecognizer(recognizer)
        #expect(recognizer.transition(to: .began))
        #expect(recognizer.transition(to: .ended))
        return records
    }

    @Test func aUserKindBeginsAndIsTracedUnderItsOwnName() {
        let kind = GestureKind(name: "scrub", isContinuous: true)
        #expect(!kind.isBuiltIn && kind != .pan && kind.description == "scrub")
        let records = records(of: Scrub(name: "scrubber", kind: kind))
        var text = TraceTextFormat(timeOrigin: 0)
        let json = TraceJSONFormat(timeOrigin: 0)
        var textBytes = TraceBytes(capacity: 1024)
        var jsonBytes = TraceBytes(capacity: 1024)
        for record in records {
            text.add(record)
            json.append(record, to: &jsonBytes)
        }
        text.flush(into: &textBytes)
        #expect(
            jsonBytes.text
                == """
                {"type":"gesture","t":0,"recognizer":"scrubber","kind":"scrub","state":"began"}
                {"type":"gesture","t":0,"recognizer":"scrubber","kind":"scrub","state":"ended"}

                """)
        #expect(textBytes.text.contains("gesture scrubber scrub began"))
        #expect(textBytes.text.contains("gesture scrubber scrub ended"))
    }

    @Test func aDiscreteUserKindMayNotBegin() {
        let recognizer = Scrub(name: "flick", kind: GestureKind(name: "flick", isContinuous: false))
        #expect(!recognizer.transition(to: .began))
        #expect(recognizer.transition(to: .recognized))
    }

    @Test func theJSONTraceEscapesAUsersKindName() {
        let records = records(of: Scrub(name: "s", kind: GestureKind(name: "a \"b\"\\\n", isContinuous: true)))
        let json = TraceJSONFormat(timeOrigin: 0)
        var bytes = TraceBytes(capacity: 1024)
        json.append(records[0], to: &bytes)
        #expect(bytes.text == #"{"type":"gesture","t":0,"recognizer":"s","kind":"a \"b\"\\\n","state":"began"}"# + "\n")
    }

    @Test func theBuiltInKindsKeepTheirSpellingAndContinuity() {
        #expect(
            GestureKind.allBuiltIn.map(\.name)
                == ["tap", "double-tap", "long-press", "pan", "pinch", "rotation", "swipe", "edge-pan", "transform"])
        #expect(
            GestureKind.allBuiltIn.filter(\.isContinuous) == [
                .longPress, .pan, .pinch, .rotation, .edgePan, .transform,
            ])
        #expect(GestureKind(name: "pan", isContinuous: true) == .pan)
        #expect(GestureKind(name: "pan", isContinuous: false) != .pan)
    }
}
