import Foundation
import Testing
import TouchRouteTesting
import TouchRouteTraceFormat

@testable import TouchRoute

/// `TraceBytes` writes a compact number and a time stamp in one piece; these
/// compare it with the String spellings over every thousandth of a range, the
/// ties between them, their neighbours, and seeded values of every magnitude.
@Suite struct TraceBytesNumberTests {
    /// Every thousandth of ±40, each halfway to the next (a rounding tie, as
    /// near as a Double gets) and the Doubles next to both; then seeded values
    /// of every magnitude up to past 1e15, both signs, and the edges.
    private static let values: [Double] = {
        var values: [Double] = [0, -0.0, 1e15, -1e15, 1e15.nextDown, (-1e15).nextUp, 999_999_999_999.9995, .ulpOfOne]
        for thousandths in -40_000...40_000 {
            let value = Double(thousandths) / 1000
            let tie = (Double(thousandths) + 0.5) / 1000
            values += [value, value.nextUp, value.nextDown, tie, tie.nextUp, tie.nextDown]
        }
        var random = SeededRandom(seed: 11)
        for _ in 0..<20_000 {
            let magnitude = (random.unit() * 10).rounded(.down) * pow(10, Double(random.next() % 20) - 4)
            let value = magnitude + random.unit()
            values += [value, -value, (value * 1000).rounded() / 1000 + 0.0005]
        }
        return values
    }()

    @Test func compactNumbersAreSpelledAsCompactDescriptionEverywhere() {
        var bytes = TraceBytes(capacity: 16)
        for value in Self.values {
            bytes.removeAll()
            bytes.append(compact: value)
            if bytes.text != value.compactDescription {
                Issue.record("\(value): \(bytes.text) is not \(value.compactDescription)")
                return
            }
        }
    }

    @Test func timeStampsHaveThreeDecimalsAndPadToEveryWidth() {
        var bytes = TraceBytes(capacity: 16)
        for value in Self.values where abs(value) < 1e12 {
            let text = Reference.seconds(value)
            for width in [0, 1, 5, 8, 12, 30] {
                bytes.removeAll()
                bytes.append(seconds: value, width: width)
                let expected = String(repeating: " ", count: max(0, width - text.count)) + text
                if bytes.text != expected {
                    Issue.record("\(value) in \(width): \(bytes.text) is not \(expected)")
                    return
                }
            }
        }
    }
}
