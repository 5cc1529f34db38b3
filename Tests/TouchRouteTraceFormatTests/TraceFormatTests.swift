import Foundation
import Testing
import TouchRouteTesting
import TouchRouteTraceFormat

@testable import TouchRoute

/// The byte formatters print exactly what the String ones did, record for
/// record and frame for frame, on seeded random traces.
@Suite struct TraceFormatTests {
    private func string(_ bytes: borrowing TraceBytes) -> String { bytes.text }

    @Test func numbersAreSpelledAsCompactDescription() {
        var random = SeededRandom(seed: 7)
        var values: [Double] = [
            0, -0.0, 0.0004, -0.0004, 0.0005, 1, -1, 12.5, -0.125, 0.05, 0.001, 99.9999, 1e14, -1e14 + 0.5,
            1e15, -1e16, .infinity, -.infinity, .nan, 123_456.789, 0.1 + 0.2,
        ]
        for _ in 0..<5000 { values.append((random.unit() - 0.5) * pow(10, Double(random.next() % 12) - 4)) }
        for value in values {
            var bytes = TraceBytes(capacity: 32)
            bytes.append(compact: value)
            #expect(string(bytes) == value.compactDescription, "\(value)")
            var point = TraceBytes(capacity: 64)
            point.append(Point(x: value, y: -value))
            #expect(string(point) == Point(x: value, y: -value).description)
        }
        for value in values where value.isFinite && abs(value) < 1e12 {
            var bytes = TraceBytes(capacity: 32)
            bytes.append(seconds: value, width: 8)
            let text = Reference.seconds(value)
            #expect(string(bytes) == String(repeating: " ", count: max(0, 8 - text.count)) + text, "\(value)")
        }
        for value in [0, 7, -7, 10, 99, 100, Int.max, Int.min + 1] {
            var bytes = TraceBytes(capacity: 32)
            bytes.append(value)
            #expect(string(bytes) == "\(value)")
        }
    }

    @Test func secondsBeyondAnyClockAreClampedNotTrapped() {
        for value in [1e300, -1e300, .infinity, -.infinity, .nan, .greatestFiniteMagnitude] {
            var bytes = TraceBytes(capacity: 32)
            bytes.append(seconds: value, width: 8)
            #expect(string(bytes).hasSuffix(value > 0 ? "1000000000000000.000" : "-1000000000000000.000"), "\(value)")
        }
    }

    @Test func aBufferGrowsToHoldWhatIsAppendedAndKeepsItsRoomWhenEmptied() {
        var bytes = TraceBytes(capacity: 1)
        var expected = ""
        for index in 0..<20_000 {
            bytes.append(index)
            bytes.append(literal: ", ")
            expected += "\(index), "
        }
        #expect(string(bytes) == expected)
        bytes.removeAll()
        #expect(bytes.isEmpty && bytes.count == 0)
        bytes.append("again")
        #expect(string(bytes) == "again")
    }

    @Test func stringsAreQuotedAsBefore() {
        var random = SeededRandom(seed: 3)
        let alphabet: [Unicode.Scalar] = [
            "a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1f}", "\u{7f}", "é", "→", "😀", " ",
        ]
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int(random.next() % 12) {
                text.unicodeScalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
            }
            var bytes = TraceBytes(capacity: 64)
            bytes.append(jsonQuoted: text)
            #expect(string(bytes) == Reference.quoted(text), "\(text.debugDescription)")
        }
    }

    @Test func randomFramesFormatExactlyAsBefore() {
        let window = Window(size: Size(800, 480))
        let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let list = ScrollView(name: "list \"0\"", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let row = TapView(name: "list0.row→3", frame: Rect(x: 0, y: 0, width: 800, height: 64))
        window.addSubview(pager)
        pager.addSubview(list)
        list.addSubview(row)
        let views: [View] = [pager, list, row]
        let scrollers = [pager, list]
        let phases = TouchPhase.allCases
        var random = SeededRandom(seed: 11)
        var reference = Reference.Text(timeOrigin: 0.25)
        var text = TraceTextFormat(timeOrigin: 0.25)
        let json = TraceJSONFormat(timeOrigin: 0.25)
        var time = 1.0
        for _ in 0..<3000 {
            var expectedJSON = ""
            var bytes = TraceBytes(capacity: 1024)
            var jsonBytes = TraceBytes(capacity: 1024)
            for _ in 0..<Int(random.next() % 9) {
                time += random.unit() * 0.004
                let touch = TouchID(Int(random.next() % 4))
                let point = Point(x: random.unit() * 800 - 5, y: random.unit() * 480)
                let record: TraceRecord
                switch random.next() % 6 {
                case 0, 1, 2:
                    record = .delivery(
                        Delivery(
                            time: time, touch: touch, phase: phases[Int(random.next() % UInt64(phases.count))],
                            location: point, view: views[Int(random.next() % 3)]))
                case 3:
                    let outcome = Decision.Outcome.allCases[
                        Int(random.next() % UInt64(Decision.Outcome.allCases.count))]
                    let thresholds: Thresholds? =
                        random.next() % 2 == 0
                        ? nil
                        : Thresholds(x: random.next() % 3 == 0 ? nil : 12, y: random.next() % 3 == 0 ? nil : 3.5)
                    record = .decision(
                        Decision(
                            time: time, touch: touch, view: views[Int(random.next() % 3)],
                            rule: "remorseful", outcome: outcome,
                            displacement: Vector(dx: point.x - 400, dy: point.y - 240),
                            thresholds: thresholds,
                            target: random.next() % 2 == 0 ? nil : views[Int(random.next() % 3)]))
                case 4:
                    record = .scroll(ScrollChange(time: time, view: scrollers[Int(random.next() % 2)], offset: point))
                default:
                    record = .problem(
                        Problem(
                            time: time, kind: .contactLifecycle,
                            message: "input bug: \"odd\" contact\t\(random.next() % 100)"))
                }
                reference.pending.append(record)
                text.add(record)
                expectedJSON += Reference.json(record, timeOrigin: 0.25) + "\n"
                json.append(record, to: &jsonBytes)
            }
            let expected = reference.flush().map { $0 + "\n" }.joined()
            text.flush(into: &bytes)
            #expect(string(bytes) == expected)
            #expect(string(jsonBytes) == expectedJSON)
        }
    }
}

extension SeededRandom {
    /// A number in 0..<1.
    mutating func unit() -> Double { Double.random(in: 0..<1, using: &self) }
}
